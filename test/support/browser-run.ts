/**
 * What the browser files share: this run's suffix for the names they make, the viewports they look at, and the
 * seed's photos they give their products.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/config.js';

/** This run's suffix for product names and the like (each browser file loads its own: unique per file and run). */
export const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A laptop's window. */
export const DESKTOP = { width: 1366, height: 900 };
/** A common phone. */
export const PHONE = { width: 390, height: 844 };
/** The narrowest phone the shop is laid out for. */
export const NARROW_PHONE = { width: 360, height: 780 };

/** A screen looked at on a laptop and on `phone`, each with the suffix of its screenshots' names. */
export const desktopAndPhone = (phone = PHONE) =>
  [
    [DESKTOP, 'desktop'],
    [phone, 'phone'],
  ] as const;

/** A photo of the local seed (infra/local/seed/images), e.g. `pitahaya-roja.webp`. */
export const seedImage = (file: string): Buffer =>
  readFileSync(join(REPO_ROOT, 'infra', 'local', 'seed', 'images', file));
