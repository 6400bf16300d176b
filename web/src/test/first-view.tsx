/**
 * Helpers of the first-view markup tests (a product's, a farm's and a legal page's first-view-markup.test.tsx):
 * the markup a share page writes by hand against the app's own (docs/share-pages.md).
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestSWR } from './utils';

/** Markup as the browser parses it and writes it back (attribute case, quotes, entities). */
export function parsedMarkup(html: string): string {
  const wrapper = document.createElement('div');
  wrapper.append(document.createRange().createContextualFragment(html));
  return wrapper.innerHTML;
}

/**
 * What the app renders at `path` (the screen on `route`) with `json` in the page's data block `attribute` for
 * `key`, as the share page writes it (no `<` that could close the script; none when `json` is undefined), and no answer yet. React's server renderer also hoists a preload of a page's main photo: left out,
 * as the share page has its own in <head>.
 */
export function appFirstView(page: {
  attribute: string;
  key: string;
  json: unknown;
  path: string;
  route: string;
  screen: ReactElement;
}): string {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute(page.attribute, page.key);
  block.textContent = JSON.stringify(page.json ?? null).replace(/</g, '\\u003c');
  document.head.replaceChildren(...(page.json === undefined ? [] : [block]));
  const html = renderToString(
    <TestSWR>
      <MemoryRouter initialEntries={[page.path]}>
        <Routes>
          <Route path={page.route} element={page.screen} />
        </Routes>
      </MemoryRouter>
    </TestSWR>,
  );
  return html.replace(/^(<link [^>]*>)+/, '');
}
