/** A farm page's texts built from its data (pure, tested beside). */
import type { FarmPage } from '../../../../shared/contracts/products/farm-entities.js';
import { formatPrice } from '../../lib/format';

/** The story's paragraphs and the page's description (meta, share) are the share pages' too (services/seo). */
export { farmDescription, storyParagraphs } from '../../../../shared/rules/farm-page.js';

/** «Envío 4,90 € por pedido; gratis desde 40,00 €» (or «Envío gratis» when the fee is 0). */
export function shippingLine(shipping: FarmPage['shipping']): string {
  if (shipping.flatFee === 0) return 'Envío gratis en todos los pedidos';
  const fee = `Envío ${formatPrice(shipping.flatFee)} por pedido`;
  return shipping.freeFrom === null ? fee : `${fee}; gratis desde ${formatPrice(shipping.freeFrom)}`;
}
