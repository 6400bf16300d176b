// Setup of the web unit tests (vitest, jsdom): jest-dom matchers, clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetApiClient } from '../lib/api/client';
import { resetNavigationFocus } from '../lib/focus';

beforeEach(() => {
  // jsdom does not implement scrolling; the shell scrolls on every path change.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
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
