/**
 * The shop stores in the browser only what /cookies lists (shared/constants/browser-storage.ts, LSSI art. 22.2):
 * every key the web writes is in that list, and the list names nothing the web does not write.
 */
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEYS, TOKEN_STORAGE_KEYS } from '../../../../shared/constants/app-shell.js';
import { BROWSER_STORAGE } from '../../../../shared/constants/browser-storage.js';
import { NOTIFICATION_STORAGE_KEYS } from '../notifications/read-state';

const WRITTEN = [
  ...Object.values(TOKEN_STORAGE_KEYS),
  ...Object.values(CART_STORAGE_KEYS),
  ...Object.values(NOTIFICATION_STORAGE_KEYS),
];

describe('what the shop stores in the browser', () => {
  it('is exactly what /cookies lists, each with its purpose and how long it stays', () => {
    expect(BROWSER_STORAGE.map((entry) => entry.key).sort()).toEqual([...WRITTEN].sort());
    for (const entry of BROWSER_STORAGE) {
      expect(entry.purpose.length).toBeGreaterThan(10);
      expect(entry.lasts.length).toBeGreaterThan(5);
    }
  });
});
