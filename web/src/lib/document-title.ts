import { useEffect } from 'react';
import { SHOP_NAME } from '../../../shared/constants.js';

/** "<Página> · Pitahaya Marketplace", or the shop name alone. */
export function pageTitle(title?: string | null): string {
  return title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
}

export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
