import { afterEach, describe, expect, it } from 'vitest';
import { SHELL_STYLESHEET_PENDING_ATTRIBUTE } from '../../../shared/utils/web-shell.js';
import { hydratesShell, PRERENDERED_ATTRIBUTE, shellStylesheets } from './prerendered';

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

describe('shellStylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('resolves once no stylesheet is pending any more (the after-paint script clears them all at once)', async () => {
    document.head.innerHTML =
      `<link rel="stylesheet" href="/a.css" ${SHELL_STYLESHEET_PENDING_ATTRIBUTE}>` +
      `<link rel="stylesheet" href="/b.css" ${SHELL_STYLESHEET_PENDING_ATTRIBUTE}>`;
    let done = false;
    const waiting = shellStylesheets().then(() => (done = true));
    const [a, b] = document.head.querySelectorAll('link');
    // A load event alone does not end the wait: the attribute does.
    a?.dispatchEvent(new Event('load'));
    await settled();
    expect(done).toBe(false);
    a?.removeAttribute(SHELL_STYLESHEET_PENDING_ATTRIBUTE);
    await settled();
    expect(done).toBe(false);
    b?.removeAttribute(SHELL_STYLESHEET_PENDING_ATTRIBUTE);
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves at once on a page without pending stylesheets', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/a.css">';
    await expect(shellStylesheets()).resolves.toBeUndefined();
  });
});
