/** A farm page's texts built from its data (pure, tested beside). */
import type { FarmPage } from '../../../../shared/contracts/products/farm-entities.js';
import { formatPrice } from '../../lib/format';

/** The story as paragraphs (split at blank lines; single line breaks stay inside a paragraph). */
export const storyParagraphs = (story: string): string[] =>
  story
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** «Envío 4,90 € por pedido; gratis desde 40,00 €» (or «Envío gratis» when the fee is 0). */
export function shippingLine(shipping: FarmPage['shipping']): string {
  if (shipping.flatFee === 0) return 'Envío gratis en todos los pedidos';
  const fee = `Envío ${formatPrice(shipping.flatFee)} por pedido`;
  return shipping.freeFrom === null ? fee : `${fee}; gratis desde ${formatPrice(shipping.freeFrom)}`;
}

/** The page's description (meta, share): the story's first paragraph, or a sentence of its own. */
export function farmDescription(farm: Pick<FarmPage, 'name' | 'province' | 'story'>): string {
  const first = storyParagraphs(farm.story)[0];
  if (first) return first.length > 160 ? `${first.slice(0, 157).trimEnd()}...` : first;
  return `Productos de ${farm.name}${farm.province ? `, en ${farm.province}` : ''}, directos de la finca.`;
}
