// Setup of the web unit tests (vitest, jsdom): jest-dom matchers, clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiClient } from '../lib/api/client';
// The chunks the providers start loading as they mount (the cart manager, the session manager): in the module
// cache up front, so that no dynamic import started by a short test outlives its file's environment.
import '../lib/cart/cart-manager';
import '../lib/session/session-manager';
import { resetNavigationFocus } from '../lib/focus';

beforeEach(() => {
  // jsdom does not implement scrolling; the shell scrolls on every path change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
  // Nor idle callbacks (lib/idle.ts would wait a second): the parts loaded when the browser is idle
  // (lib/deferred-part.tsx) come on the next task, as in an idle browser.
  window.requestIdleCallback = ((callback: IdleRequestCallback) =>
    window.setTimeout(
      () => callback({ didTimeout: false, timeRemaining: () => 50 }),
      0,
    )) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = (id: number) => window.clearTimeout(id);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetApiClient();
  resetNavigationFocus();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
