import { useEffect } from 'react';
import { metaDescription, pageTitle } from '../../../shared/utils/meta.js';

export { DEFAULT_DESCRIPTION, pageTitle } from '../../../shared/utils/meta.js';

function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  if (meta.content !== content) meta.content = content;
}

/**
 * Every page's own title and meta description (shared/utils/meta.ts; the shop's description when none is given).
 * Product links shared without JavaScript get the same from the server (services/seo).
 */
export function useDocumentTitle(title?: string | null, description?: string | null): void {
  useEffect(() => {
    // The prerendered page already has both: writing the same title again still costs a task on a phone.
    const next = pageTitle(title);
    if (document.title !== next) document.title = next;
    setDescription(metaDescription(description));
  }, [title, description]);
}
