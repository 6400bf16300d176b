/**
 * POST /v1/products: a new product of the caller, active, with a presigned PUT per requested image.
 * Nothing is written before every check has passed; the product and its name guard are one transaction.
 */
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { PRODUCT_MESSAGES } from '../../shared/messages/product.js';
import { VALIDATION_MESSAGES as M } from '../../shared/messages/validation.js';
import { type Product } from '../../shared/contracts/products/entities.js';
import { DEFAULT_CATEGORY } from '../../shared/constants/product-attributes.js';
import { type productCreateSchema } from '../../shared/contracts/products/schemas.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { unprocessable } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import type { ProductsEndpoints } from '../../shared/contracts/products/contract.js';
import { requirePrincipal } from './access.js';
import { planUploads, thumbnailFirst, type ImageRequest } from './images.js';
import { nameGuardItem, round2, toItem } from './product-item.js';
import { insertProduct } from './product-repository.js';

export type ProductCreateBody = z.output<typeof productCreateSchema>;

/** A price that rounds to 0.00 is no price: same rule and message as the schema's. */
export function moneyOf(price: number): number {
  const rounded = round2(price);
  if (!(rounded > 0)) throw unprocessable(M.priceInvalid, [{ field: 'price', message: M.priceInvalid }]);
  return rounded;
}

/** The name shown on the producer's products: the directory's full name, else the e-mail. */
async function producerNameOf(principal: Principal): Promise<string> {
  const user = await getDirectoryUser(principal.userId);
  return user?.fullName?.trim() || user?.email || principal.email || principal.username;
}

export async function createProduct({
  body,
  principal,
}: RouteRequest<ProductsEndpoints['create']>): RouteAnswer<ProductsEndpoints['create']> {
  const caller = requirePrincipal(principal);
  const price = moneyOf(body.price);
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
    category: body.category ?? DEFAULT_CATEGORY,
    ...(body.variety ? { variety: body.variety } : {}),
    ...(body.origin ? { origin: body.origin } : {}),
    ...(body.harvestDate ? { harvestDate: body.harvestDate } : {}),
    thumbnailUrl,
    imageUrls: thumbnailFirst(
      thumbnailUrl,
      images.map((image) => image.url),
    ),
    isActive: true,
    active: true,
    producerId: caller.userId,
    producerName: await producerNameOf(caller),
    createdAt: now,
    updatedAt: now,
    // Shown in the storefront once the images function has checked the uploaded main image.
    imageStatus: 'pending',
    rejectedImages: 0,
  };
  await insertProduct(
    { ...toItem(product), verifiedImageUrls: [] },
    nameGuardItem(caller.userId, product.name, productId),
  );
  return {
    statusCode: 201,
    message: PRODUCT_MESSAGES.created,
    data: { product, uploadUrls: images.map((image) => image.upload) },
  };
}
