/**
 * POST /v1/products: a new product of the caller, active, with a presigned PUT per requested image.
 * Nothing is written before every check has passed; the product and its name guard are one transaction.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import { PRODUCT_VALIDATION as M } from '../../shared/messages/validation.js';
import { type Product } from '../../shared/contracts/products/entities.js';
import { DEFAULT_CATEGORY } from '../../shared/constants/product-attributes.js';
import { type productCreateSchema } from '../../shared/contracts/products/schemas.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { unprocessable } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { Handler } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { requirePrincipal } from './access.js';
import { planUploads, thumbnailFirst, type ImageRequest } from './images.js';
import { nameGuardItem, round2, toItem } from './product-item.js';
import { insertProduct } from './product-repository.js';
import { assertMayBeActive } from './legal-facts.js';
import { defaultWithdrawal, plantOperatorOf } from '../../shared/rules/product-legal.js';
import { createdAvailability } from './preorder-fields.js';

export type ProductCreateBody = z.output<typeof productCreateSchema>;

/** A price that rounds to 0.00 is no price: same rule and message as the schema's. */
export function moneyOf(price: number): number {
  const rounded = round2(price);
  if (!(rounded > 0)) throw unprocessable(M.priceInvalid, [{ field: 'price', message: M.priceInvalid }]);
  return rounded;
}

/**
 * The name shown on the producer's products (the directory's full name, else the e-mail) and its professional
 * operator number (a plant's passport), from one read of its directory item.
 */
async function producerOf(principal: Principal): Promise<{ name: string; plantOperator: string | null }> {
  const user = await getDirectoryUser(principal.userId);
  return {
    name: user?.fullName?.trim() || user?.email || principal.email || principal.username,
    plantOperator: plantOperatorOf(user),
  };
}

export const createProduct: Handler<ProductsEndpoints['create']> = async ({ body, principal }) => {
  const caller = requirePrincipal(principal);
  const price = moneyOf(body.price);
  const producer = await producerOf(caller);
  const category = body.category ?? DEFAULT_CATEGORY;
  // Issue 32: a pre-order closing in the past is refused before anything is presigned or written.
  const availability = createdAvailability(body, new Date());
  const productId = randomUUID();
  const images = await planUploads(productId, body.imageTypes as ImageRequest[]);
  const thumbnailUrl = images.find((image) => image.isThumb)?.url ?? images[0]?.url ?? null;
  const now = new Date().toISOString();
  const product: Product = {
    productId,
    id: productId,
    name: body.name,
    shortDescription: body.shortDescription,
    price,
    stock: body.stock,
    unit: body.unit,
    taxRate: body.taxRate,
    category,
    ...(body.variety ? { variety: body.variety } : {}),
    ...(body.origin ? { origin: body.origin } : {}),
    ...(body.harvestDate ? { harvestDate: body.harvestDate } : {}),
    // Issue 31 (docs/legal.md): fresh fruit is perishable unless the farm says otherwise.
    withdrawal: body.withdrawal ?? defaultWithdrawal(category),
    ...(body.foodInfo ? { foodInfo: body.foodInfo } : {}),
    ...(body.botanicalName ? { botanicalName: body.botanicalName } : {}),
    ...(body.subscription ? { subscription: body.subscription } : {}),
    ...availability,
    thumbnailUrl,
    imageUrls: thumbnailFirst(
      thumbnailUrl,
      images.map((image) => image.url),
    ),
    isActive: true,
    active: true,
    producerId: caller.userId,
    producerName: producer.name,
    createdAt: now,
    updatedAt: now,
    // Shown in the storefront once the images function has checked the uploaded main image.
    imageStatus: 'pending',
    rejectedImages: 0,
    // No reviews yet (docs/reviews.md): every product answer carries its rating.
    rating: null,
  };
  // A new product is active: an elaborado needs its food information, a plant its passport's data (422).
  assertMayBeActive(product, producer.plantOperator);
  await insertProduct(
    { ...toItem(product), verifiedImageUrls: [] },
    nameGuardItem(caller.userId, product.name, productId),
  );
  return {
    message: PRODUCT_MESSAGES.created,
    data: { product, uploadUrls: images.map((image) => image.upload) },
  };
};
