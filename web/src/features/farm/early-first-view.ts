import {
  FARM_FIRST_VIEW_ATTRIBUTE,
  readFarmFirstView,
  type FarmFirstView,
} from '../../../../shared/rules/farm-first-view.js';
import { pageDataBlock } from '../../lib/page-data';

/**
 * The first view a farm page's HTML already shows (services/seo writes it, and the same fields as JSON in
 * `<script type="application/json" data-farm-first-view="<slug asked>">`), for the address `slug`; null on any
 * other page, for another address, and while prerendering (no document). The page renders it while the API's
 * answer loads, so the app's first render is the markup the HTML holds (shared/rules/farm-first-view.ts).
 */
export const earlyFarmFirstView = (slug: string): FarmFirstView | null =>
  pageDataBlock(FARM_FIRST_VIEW_ATTRIBUTE, slug, readFarmFirstView);
