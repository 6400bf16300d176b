import { SHOP_NAME } from '../constants/app-shell.js';

/** "<Página> · Pitahaya Marketplace", or the shop name alone. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
}
