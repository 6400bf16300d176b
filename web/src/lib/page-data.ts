/**
 * The JSON a share page (services/seo) wrote into the page's HTML for the app, in
 * `<script type="application/json" <attribute>="<key>">`: a product's, a farm's or a legal page's first view
 * (docs/share-pages.md). The screens render it while their own request runs, so the app's first render is the
 * markup the HTML holds.
 */

/**
 * The block of `attribute` written for `key` (a product's id, the farm's address as asked, a legal page), read by
 * `read`; null on a page without one for `key`, when its JSON is broken or `read` refuses it, and while
 * prerendering (no document).
 */
export function pageDataBlock<T>(
  attribute: string,
  key: string,
  read: (value: unknown) => T | null,
): T | null {
  if (typeof document === 'undefined' || key === '') return null;
  const script = [
    ...document.querySelectorAll<HTMLScriptElement>(`script[type="application/json"][${attribute}]`),
  ].find((candidate) => candidate.getAttribute(attribute) === key);
  if (!script) return null;
  try {
    return read(JSON.parse(script.textContent ?? ''));
  } catch {
    return null;
  }
}
