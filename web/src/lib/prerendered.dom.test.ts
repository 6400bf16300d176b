import { afterEach, describe, expect, it } from 'vitest';
import { hydratesShell, PRERENDERED_ATTRIBUTE } from './prerendered';

describe('hydratesShell', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it("is true for a prerendered shell of the page's own path, false with a query string or no shell", () => {
    document.body.innerHTML = `<div id="root" ${PRERENDERED_ATTRIBUTE}></div>`;
    expect(hydratesShell()).toBe(true);
    window.history.replaceState(null, '', '/products?q=roja');
    expect(hydratesShell()).toBe(false);
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    expect(hydratesShell()).toBe(false);
  });
});
