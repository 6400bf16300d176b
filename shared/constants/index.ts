/** Business constants and limits, and shop-wide settings. */

/**
 * The few the web's app shell reads (shop name, toasts, storage keys) live in constants/app-shell.ts, so the
 * shopper's first load takes them without every other constant (the first-load budget, docs/performance.md);
 * they are exported here as well.
 */
export {
  CART_STORAGE_KEYS,
  SHOP_NAME,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOKEN_STORAGE_KEYS,
} from './app-shell.js';

/** One shop-wide currency; amounts travel as numbers with two decimals. */
export const CURRENCY = 'EUR';
export const LOCALE = 'es';

export const AUTH_TIMEOUT_MS = 15_000;
export const TOKEN_EARLY_EXPIRY_SECONDS = 300;
export const MIN_REFRESH_TOKEN_LENGTH = 20;
export const LOGOUT_MAX_ATTEMPTS = 2;
export const USER_INFO_MAX_ATTEMPTS = 3;
export const USER_INFO_MAX_REFRESHES = 2;
export const USER_INFO_RETRY_WAIT_MS = 1_000;
/** Access tokens carry no expiry from cognito-local: this is the default lifetime. */
export const DEFAULT_EXPIRES_IN_SECONDS = 3_600;

export const TIMEOUTS_MS = {
  auth: 15_000,
  notifications: 30_000,
  products: 30_000,
  orders: 30_000,
  users: 30_000,
  profile: 30_000,
  carts: 15_000,
  payments: 15_000,
  invoices: 30_000,
  reports: 30_000,
  fulfilment: 30_000,
  legal: 15_000,
  health: 5_000,
  producerAccessCheck: 10_000,
  userNameCheck: 10_000,
} as const;

export const NAME_CHECK_CACHE_MS = 30_000;
export const NOTIFICATIONS_REFRESH_MS = 5 * 60_000;
export const NOTIFICATIONS_DEFAULT_LIMIT = 50;
export const ADMIN_STATS_REFRESH_MS = 15 * 60_000;
export const CONSUMER_ORDERS_INITIAL_DELAY_MS = 500;
export const CART_BACKUP_TTL_MS = 24 * 60 * 60_000;
export const CART_INIT_DELAY_MS = 100;
export const CART_CLEAR_AFTER_CHECKOUT_MS = 10_000;
export const CART_ERROR_CLEAR_MS = 5_000;
export const FEATURED_PRODUCTS_COUNT = 6;
export const ADMIN_LIST_DEFAULT_LIMIT = 1_000;
export const ADMIN_USERS_FIRST_LOAD_LIMIT = 20;
export const USER_EXPORT_PAGE_SIZE = 60;
export const ROLE_LOOKUP_DEFAULT_LIMIT = 100;
export const SEARCH_DEFAULT_LIMIT = 20;
/** Periods of the order stats (spec: default 30d): days for 7d/30d/90d, months for 12m. */
export const STATS_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const STATS_DEFAULT_PERIOD: StatsPeriod = '30d';
/** Products (and, shop-wide, producers) in a stats answer's top lists. */
export const STATS_TOP_COUNT = 5;
/** Ours: a product with this many units or fewer is low on stock (shop badge and producer dashboard). */
export const LOW_STOCK_THRESHOLD = 5;

/** Paging of list calls: `limit` + opaque `nextToken`. */
export const PAGE_DEFAULT_LIMIT = 20;
export const PAGE_MAX_LIMIT = 100;
/** Longer page tokens are refused before decoding (a real key of the table is a few hundred characters). */
export const PAGE_TOKEN_MAX_LENGTH = 2048;
/** Longest product search text (`q`). */
export const PRODUCT_QUERY_MAX_LENGTH = 100;

/** Requests with a larger body are refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

/** Product images: accepted types, size limit and presigned URL lifetime. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES_PER_PRODUCT = 6;
export const UPLOAD_URL_TTL_SECONDS = 900;
/** Public path prefix for product images (CloudFront behaviour and local gateway). */
export const IMAGES_PATH_PREFIX = '/images/';

/**
 * Authorizer: how long a resolved role and active flag may be reused (at most a minute, so a deactivation or a
 * role change takes effect quickly; docs/decisions.md, "Authorizer").
 */
export const AUTHORIZER_CACHE_SECONDS = 30;
/**
 * While Cognito cannot be reached, the last known role and active flag of a caller are served for this much
 * longer (then protected routes answer 503 until Cognito is back).
 */
export const AUTHORIZER_STALE_SECONDS = 300;
/** SDK calls to Cognito: connect and answer timeouts and attempts (the authorizer's own timeout is 5 s). */
export const COGNITO_CONNECT_TIMEOUT_MS = 1_000;
export const COGNITO_REQUEST_TIMEOUT_MS = 3_000;
export const COGNITO_MAX_ATTEMPTS = 2;
/**
 * SDK calls to DynamoDB: a connection or an answer that hangs fails (503 'Servicio temporalmente no
 * disponible.') well inside an API function's 10 s instead of the function timing out: at most
 * 2 x (1 + 3) s. Locally, SDK_REQUEST_TIMEOUT_MS may raise the answer timeout (DynamoDB Local on a busy laptop).
 */
export const DYNAMODB_CONNECT_TIMEOUT_MS = 1_000;
export const DYNAMODB_REQUEST_TIMEOUT_MS = 3_000;
export const DYNAMODB_MAX_ATTEMPTS = 2;
/** SDK calls to S3 (the images function copies up to 5 MB within its 30 s): connect, and socket idle, timeouts. */
export const S3_CONNECT_TIMEOUT_MS = 1_000;
export const S3_REQUEST_TIMEOUT_MS = 5_000;

export const LOCAL_CART_ID = 'local-cart';
export const LOCAL_CART_USER_ID = 'anonymous';

/**
 * What the SPA's app client may read and write with a user's own access token (Cognito attribute names). The
 * e-mail is not writable (it would change without verification) and neither is custom:role (only the admin API
 * sets it). The CDK app client and the local one (cognito-local, which does not enforce it: our server wrapper
 * does) use these lists.
 */
export const APP_CLIENT_READ_ATTRIBUTES = ['email', 'email_verified', 'name', 'custom:role'] as const;
export const APP_CLIENT_WRITE_ATTRIBUTES = ['name'] as const;

/** Cognito password policy, enforced by the pool in AWS and by the auth service everywhere. */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

/**
 * Bounds of every number and id the API accepts (a client mistake must end in a 422/404, never reach DynamoDB
 * as an unsafe number or an over-long key). Schemas, forms and services import these; nothing restates them.
 */
export const PRICE_MAX = 99_999.99;
export const STOCK_MAX = 999_999;
/** Units of one product in one cart line or order line. */
export const CART_QUANTITY_MAX = 999;
/** Different products in one cart: checkout must fit one DynamoDB transaction (100 items). */
export const CART_MAX_LINES = 40;
/** Ids in paths and bodies (UUIDs and our own ids are far shorter; DynamoDB keys allow 2048 bytes). */
export const ID_MAX_LENGTH = 128;
/** Characters an id may have: letters, digits, '-', '_' (UUIDs, Cognito subs, our ids). */
export const ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Text bounds of the auth payloads (Cognito allows passwords of up to 256 characters; RFC 5321 e-mails 254). */
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;
/** Cognito's refresh tokens are about 1,800 characters; anything far longer is not one. */
export const REFRESH_TOKEN_MAX_LENGTH = 4096;
/** Image file names and public image URLs sent back by the producer form. */
export const IMAGE_FILENAME_MAX_LENGTH = 200;
export const IMAGE_URL_MAX_LENGTH = 300;
/** Product text fields. */
export const PRODUCT_NAME_MAX_LENGTH = 120;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 500;
export const PRODUCT_UNIT_MAX_LENGTH = 40;
/** Users search text (admin users list). */
export const USER_SEARCH_MAX_LENGTH = 100;
/** The users list's Cognito-style `filter` and `attributesToGet` texts (admin users list). */
export const USER_FILTER_MAX_LENGTH = 400;
export const USER_ATTRIBUTES_MAX_LENGTH = 300;

/**
 * Uploaded images are checked by their bytes after upload (services/images): JPEG, PNG or WebP, at most
 * MAX_IMAGE_BYTES, each side between these bounds and at most IMAGE_MAX_PIXELS pixels (no decompression bombs).
 */
export const IMAGE_MIN_SIDE = 16;
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Coupon codes: letters, digits, '-' and '_', upper-cased, at most this long. */
export const COUPON_CODE_MAX_LENGTH = 40;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
/** A coupon created by an admin: its code has at least this many characters. */
export const COUPON_CODE_MIN_LENGTH = 3;
/** Most a coupon's description may hold. */
export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** Most uses a coupon may be limited to (a bound, not a default: without maxUses it is unlimited). */
export const COUPON_MAX_USES = 1_000_000;
/** A checkout retried with the same Idempotency-Key within this window answers the same order. */
export const IDEMPOTENCY_WINDOW_HOURS = 24;
/** Server carts untouched for this long are removed (DynamoDB TTL). */
export const CART_RETENTION_DAYS = 60;
/** Longest date text accepted in order filters (ISO 8601: '2026-06-01' or '2026-06-01T12:00:00.000Z'). */
export const DATE_TEXT_MAX_LENGTH = 30;
/** Notes (shipping notes, a status change's note) are at most this long. */
export const NOTES_MAX_LENGTH = 500;
/** The spec's `page` query parameter is accepted up to this value (paging itself is by nextToken). */
export const PAGE_NUMBER_MAX = 10_000;

/** Notifications (global notices by admins, personal ones from order events) and the contact inbox. */
export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 2000;
/** A global notice may be set to expire at most this far ahead. */
export const NOTIFICATION_MAX_EXPIRY_DAYS = 365;
/** Personal notifications (order events) are removed by TTL after this long. */
export const PERSONAL_NOTIFICATION_RETENTION_DAYS = 90;
/** Personal notifications per page of GET /v1/notifications/mine (default). */
export const PERSONAL_NOTIFICATIONS_PAGE = 20;
/** Counts of the summary and the inbox stop here (the bell shows "99+"). */
export const NOTIFICATION_COUNT_CAP = 999;
/** URGENT global notices the summary carries for the banner. */
export const URGENT_NOTICES_MAX = 5;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/**
 * The contact form's hidden field: people never see nor fill it, form-filling bots do. A request with it filled
 * is answered like a success and nothing is stored or sent.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';
/** Queued e-mails (MAIL# items) are kept this long after they were written, then removed by TTL. */
export const MAIL_RETENTION_DAYS = 30;

/**
 * Longest texts people type (characters after trimming, as the schemas count them). Forms show a counter and
 * refuse past the limit with a message; test/shared/text-limits.test.ts checks the schemas agree.
 */
export const TEXT_LIMITS = {
  productName: PRODUCT_NAME_MAX_LENGTH,
  productDescription: PRODUCT_DESCRIPTION_MAX_LENGTH,
  productUnit: PRODUCT_UNIT_MAX_LENGTH,
  fullName: 100,
  phone: 30,
  address: 200,
  city: 100,
  contactName: CONTACT_NAME_MAX_LENGTH,
  contactSubject: CONTACT_SUBJECT_MAX_LENGTH,
  contactMessage: CONTACT_MESSAGE_MAX_LENGTH,
} as const;
export type TextLimitName = keyof typeof TEXT_LIMITS;

/** How many months back the admin's order list (and its count) goes without fromDate. */
export const ADMIN_ORDERS_MONTHS_BACK = 24;
