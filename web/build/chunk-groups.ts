/**
 * Chunks that gather many small modules (build only, web/vite.config.ts). Left alone, the bundler makes a chunk
 * of every module two lazy chunks share: a landing page then needed 38 files of a few hundred bytes each, and
 * every one costs a slow phone's main thread a few milliseconds when its modulepreload is added (Lighthouse's
 * total blocking time, docs/performance.md) besides a request. A group takes only the modules it names (not
 * what they import), so nothing moves into the entry: none of them is imported by the entry's own code.
 */

/** Modules of web/src and shared, by their path from the repository root without the extension. */
function pattern(paths: readonly string[]): RegExp {
  const escaped = paths.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]'));
  return new RegExp(`[\\\\/](${escaped.join('|')})\\.(tsx?|css)$`);
}

/**
 * What every page loads as soon as the app runs, beside the entry: the SWR settings and API client, the
 * session and cart managers, the header's bell and account menu, the notices, the maintenance check, the
 * toasts. Kept out of the entry for the first load's budget; one file instead of twenty.
 */
export const APP_SERVICES = [
  'web/src/lib/api/swr-config',
  'web/src/lib/api/fetcher',
  'web/src/lib/api/client',
  'web/src/lib/api/index',
  'web/src/lib/api/endpoints',
  'web/src/lib/api/use-api',
  'shared/contracts/http',
  'shared/constants/timing',
  'shared/constants/notifications',
  'shared/constants/auth',
  'shared/constants/cart',
  'shared/contracts/kit',
  'shared/contracts/answer',
  'shared/contracts/route-meta',
  'shared/contracts/routing',
  'shared/contracts/route-table',
  'shared/contracts/auth/contract',
  'shared/contracts/products/contract',
  'shared/contracts/carts/contract',
  'shared/contracts/orders/contract',
  'shared/contracts/users/contract',
  'shared/contracts/profile/contract',
  'shared/contracts/notifications/contract',
  'shared/contracts/payments/contract',
  'shared/contracts/invoices/contract',
  'shared/contracts/reports/contract',
  'shared/contracts/fulfilment/contract',
  'shared/contracts/legal/contract',
  'shared/contracts/reviews/contract',
  'shared/contracts/openapi/contract',
  'shared/contracts/withdrawals/contract',
  'shared/contracts/subscriptions/contract',
  'shared/contracts/harvest/contract',
  'shared/constants/roles',
  'shared/messages/auth',
  'shared/messages/cart',
  'shared/messages/cart-lines',
  'shared/messages/user',
  'shared/messages/maintenance',
  'web/src/lib/session/jwt',
  'web/src/lib/session/token-storage',
  'web/src/lib/session/session-manager',
  'web/src/lib/session/shared-run',
  'web/src/lib/session/user-loading',
  'web/src/lib/session/auth-errors',
  'web/src/lib/session/role',
  'web/src/lib/session/user',
  'web/src/lib/session/display-name',
  'web/src/lib/session/session-user',
  'web/src/lib/cart/local-cart',
  'web/src/lib/cart/cart-storage',
  'web/src/lib/cart/cart-errors',
  'web/src/lib/cart/server-cart',
  'web/src/lib/cart/cart-manager',
  'web/src/lib/cart/cart-merge',
  'web/src/lib/cart/operation-queue',
  'web/src/lib/notifications/read-state',
  'web/src/lib/notifications/summary',
  'web/src/lib/maintenance',
  'web/src/lib/use-popover',
  'web/src/components/Spinner',
  'web/src/components/AccountMenu',
  'web/src/components/notifications/NotificationBell',
  'web/src/components/toast/ToastContainer',
  'web/src/app/UrgentBanner',
  'web/src/app/ShellNotices',
  'web/src/app/SessionNotices',
  'web/src/app/CartNotices',
  'web/src/app/MaintenanceGate',
  'web/src/app/maintenance-bar',
] as const;

/**
 * The helpers the public screens (home, catalog, product page) share: prices, stock, product cards, page
 * frame and title, focus, errors, messages. One file instead of fifteen on every landing page.
 */
export const STOREFRONT_KIT = [
  'shared/utils/money',
  'shared/constants/products',
  'shared/constants/limits',
  'shared/constants/locale',
  'shared/constants/images',
  'shared/utils/meta',
  'shared/utils/page-title',
  'shared/rules/number-input',
  'shared/utils/image-variants',
  'shared/messages/generic',
  'shared/messages/format',
  'shared/messages/validation',
  'web/src/lib/stock',
  'web/src/lib/api/errors',
  'web/src/lib/document-title',
  'web/src/lib/focus',
  'web/src/lib/images/responsive',
  'web/src/lib/use-deferred-data',
  'web/src/components/StockStatus',
  'web/src/components/stock-status',
  'web/src/components/ProductCard',
  'web/src/components/product-card',
  'web/src/components/LoadError',
  'web/src/components/Page',
  // Prices per kilo (on every card), the catalog's attribute labels, the product page's quantity: each was a
  // chunk of its own (the producer's form or the cart shares them), one more request on a landing page.
  'shared/rules/pricing/unit-price',
  'web/src/components/UnitPrice',
  'web/src/components/unit-price',
  'shared/constants/product-attributes',
  'web/src/components/QuantityPicker',
  'web/src/components/quantity-picker',
  'web/src/components/add-to-cart',
  // The catalog's origin and harvest rules and the text folding they use (the producer's form shares them).
  'shared/rules/catalog/origin-harvest-filters',
  'shared/utils/text',
  // What keeps a page's other parts after its first view (docs/performance.md).
  'web/src/lib/deferred-part',
  'web/src/lib/use-media-query',
  // The stars on every product card (docs/reviews.md).
  'shared/messages/rating',
  'web/src/components/StarRating',
  'web/src/components/star-rating',
  // A pre-order's note on every card and the product page (docs/harvest-calendar.md): five chunks of a few
  // hundred bytes each on every landing page once harvest landed.
  'web/src/components/PreorderNote',
  'shared/messages/calendar',
  'shared/rules/calendar/preorder',
  'shared/utils/madrid-time',
  'shared/utils/spanish-dates',
  // The product page's not-found answer, imported statically by it (a lazy one stayed on its skeleton).
  'web/src/components/NotFound',
  // A section named by its h2: the product page's food facts and seller (ProductLegalInfo), and the checkout's.
  'web/src/components/TitledSection',
  // The product page's and a farm's page's breadcrumbs.
  'web/src/components/Breadcrumbs',
  'web/src/components/breadcrumbs',
  // The first view's JSON a share page writes (the product page, a farm's, the legal pages).
  'web/src/lib/page-data',
] as const;

/**
 * The list and detail kit of the signed-in screens (the consumer's orders, the producer's and the admin's
 * screens): list states, paging, tables, filters, tabs, the detail frames and the dashboards' pieces. One file
 * instead of a dozen of a few hundred bytes; no landing page imports any of them.
 */
export const ACCOUNT_KIT = [
  'web/src/components/ListState',
  'web/src/components/Pager',
  'web/src/components/pager',
  'web/src/components/LoadMore',
  'web/src/components/DetailFrame',
  'web/src/components/OrderFrame',
  'web/src/components/AddressBlock',
  'web/src/components/address-block',
  'web/src/components/DataTable',
  'web/src/components/data-table',
  'web/src/components/FilterBar',
  'web/src/components/filter-bar',
  'web/src/components/Tabs',
  'web/src/components/tabs',
  'web/src/components/ActiveSwitch',
  'web/src/components/switch',
  'web/src/components/DashboardRow',
  'web/src/components/DashboardSection',
  'web/src/components/StatFigures',
  'web/src/components/PeriodSelector',
  'web/src/components/period-selector',
  'web/src/lib/list-params',
  'web/src/lib/api/use-api-pages',
] as const;

/**
 * The shop's legal words the product page shows under its details (whether a product can be returned, food
 * information, a plant's passport: docs/legal.md) and checkout repeats: one file on the product page instead
 * of five. The legal pages' table (shared/constants/legal-pages) stays apart: the footer of every page reads it.
 */
export const LEGAL_KIT = [
  'shared/constants/legal',
  'shared/constants/legal-facts',
  'shared/messages/legal',
  'shared/rules/product-legal',
  'shared/rules/allergen-emphasis',
] as const;

const GROUPS = {
  'app-services': APP_SERVICES,
  'storefront-kit': STOREFRONT_KIT,
  'account-kit': ACCOUNT_KIT,
  'legal-kit': LEGAL_KIT,
} as const;

export const CHUNK_GROUPS = Object.entries(GROUPS).map(([name, paths]) => ({ name, test: pattern(paths) }));

/** The group whose chunk holds a module ('web/src/lib/api/swr-config.tsx'), if any. */
export function chunkGroupOf(path: string): string | undefined {
  const module = path.replace(/\.(tsx?|css)$/, '');
  return Object.entries(GROUPS).find(([, paths]) => (paths as readonly string[]).includes(module))?.[0];
}
