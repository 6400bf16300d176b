/** Notifications (global notices by admins, personal ones from order events), the contact inbox and e-mails. */

export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_MESSAGE_MAX_LENGTH = 2000;
/** A global notice may be set to expire at most this far ahead. */
export const NOTIFICATION_MAX_EXPIRY_DAYS = 365;
/** Personal notifications (order events) are removed by TTL after this long. */
export const PERSONAL_NOTIFICATION_RETENTION_DAYS = 90;
/** Personal notifications per page of GET /v1/notifications/mine (default). */
export const PERSONAL_NOTIFICATIONS_PAGE = 20;
export const NOTIFICATIONS_DEFAULT_LIMIT = 50;
/** Counts of the summary and the inbox stop here (the bell shows "99+"). */
export const NOTIFICATION_COUNT_CAP = 999;
/** URGENT global notices the summary carries for the banner. */
export const URGENT_NOTICES_MAX = 5;
/** How often the web reads the notifications summary again. */
export const NOTIFICATIONS_REFRESH_MS = 5 * 60_000;

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
 * How a farm hears of its new orders by e-mail (its producer's `newOrderEmails`, docs/notifications.md): `each`
 * one e-mail per order as it comes; `daily` one summary a day of the day before. The bell's notice comes at once
 * either way. A farm that never chose gets the summary (DEFAULT_NEW_ORDER_EMAILS; docs/decisions.md).
 */
export const NEW_ORDER_EMAILS = ['daily', 'each'] as const;
export type NewOrderEmails = (typeof NEW_ORDER_EMAILS)[number];
export const DEFAULT_NEW_ORDER_EMAILS: NewOrderEmails = 'daily';
/**
 * The daily summary of a Madrid day goes the next morning: the `cutoffs` job (every 15 minutes) sends it from
 * NEW_ORDER_DIGEST_FROM; runs until NEW_ORDER_DIGEST_UNTIL try again for a farm whose summary is not out yet.
 */
export const NEW_ORDER_DIGEST_FROM = '07:00';
export const NEW_ORDER_DIGEST_UNTIL = '10:00';
/** The farm's settings card in /profile (the summary's link to change the choice). */
export const NEW_ORDER_EMAILS_ANCHOR = 'correos-pedidos';
/** Orders written out in one summary; the rest are counted (the e-mail stays small). */
export const NEW_ORDER_DIGEST_LISTED = 50;
