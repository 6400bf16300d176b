/**
 * A product's legal facts on its way in (docs/legal.md): whether it may be active (food information for
 * `elaborados`, the plant passport's data for `plantas-esquejes`: 422 otherwise, nothing written) and the farm's
 * professional operator number, read from its directory item only when a plant needs it.
 */
import type { Product } from '../../shared/contracts/products/entities.js';
import { activationProblem, plantOperatorOf } from '../../shared/rules/product-legal.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { unprocessable } from '../lib/errors.js';

/** The farm's operator number when the product is a plant (one GetItem), else null without a read. */
export async function operatorNumberFor(
  product: Pick<Product, 'category' | 'producerId'>,
): Promise<string | null> {
  if (product.category !== 'plantas-esquejes') return null;
  return plantOperatorOf(await getDirectoryUser(product.producerId));
}

/** 422 with the field and the reason when an active product lacks what the law asks of it. */
export function assertMayBeActive(product: Product, operatorNumber: string | null): void {
  if (!product.isActive) return;
  const problem = activationProblem(product, operatorNumber);
  if (problem) throw unprocessable(problem.message, [problem]);
}
