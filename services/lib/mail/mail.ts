/**
 * E-mail: one interface, two transports. The services never send directly: they queue a MAIL# item
 * (queue.ts) in the same write as what the e-mail is about, and the events function delivers it from the
 * table's stream (services/events/mail-delivery.ts). So a request never waits for, nor fails because of, e-mail,
 * and a retried stream batch never sends twice (the item is marked sent).
 *
 * Which transport (transports.ts), from the environment:
 *   MAIL_FROM set        -> Amazon SES (SESv2 SendEmail) from that verified identity (the CDK sets it only when
 *                           the `sesFromEmail` context option is given, and grants ses:SendEmail on it only then)
 *   LOCAL_OUTBOX_URL set -> the local stack's outbox (POST /_local/outbox; GET lists it), this machine only
 *   neither              -> off: queued e-mails are marked `skipped` (logged), nothing else changes
 */
import { MAIL_TEXTS } from '../../../shared/messages/notifications.js';

/** `picklist`: a farm's pick list at its cut-off (docs/harvest-calendar.md). */
export const MAIL_KINDS = [
  'contact',
  'order',
  'review',
  'withdrawal',
  'subscription',
  'picklist',
  'alert',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  subject: string;
  /** Plain text body, without the link and the signature (composeMail adds them when it is sent). */
  text: string;
  /** Where a reply goes (the contact form's sender), when not the sender. */
  replyTo?: string;
  /**
   * A page of the site the e-mail points to. Only the function that sends e-mails knows the site's address
   * (SITE_URL; in AWS the functions behind the API cannot name the distribution in front of them), so the link
   * is stored as a path and completed when the e-mail is composed.
   */
  link?: { label: string; path: string };
  /** The text names pages of the site with sitePath() (a summary's links, one per order): completed when composed. */
  sitePaths?: true;
}

/** Stands for the site's address in a text with `sitePaths` (composeMail puts SITE_URL in its place). */
export const SITE_MARK = '{sitio}';
/** A page of the site in an e-mail's text (its mail sets `sitePaths`). */
export const sitePath = (path: string): string => `${SITE_MARK}${path}`;

export interface MailTransport {
  /** 'ses' | 'local-outbox'. */
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}

/** The mail settings of the environment (see the header). */
export interface MailSettings {
  from?: string;
  fromName: string;
  configurationSet?: string;
  sesRegion?: string;
  localOutboxUrl?: string;
  /** Where contact form copies go (default: the sender identity; locally SHOP_INBOX_FALLBACK). */
  shopInbox?: string;
  /** The site's address, for links in e-mails (no trailing slash). */
  siteUrl: string;
}

/** The shop's inbox when nothing else is configured (this machine). */
export const SHOP_INBOX_FALLBACK = 'contacto@pitahaya.test';

const optional = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

export function readMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const from = optional(env, 'MAIL_FROM');
  const localOutboxUrl = optional(env, 'LOCAL_OUTBOX_URL');
  return {
    from,
    fromName: optional(env, 'MAIL_FROM_NAME') ?? 'Pitahaya Marketplace',
    configurationSet: optional(env, 'MAIL_CONFIGURATION_SET'),
    sesRegion: optional(env, 'SES_REGION'),
    localOutboxUrl,
    shopInbox: optional(env, 'MAIL_SHOP_INBOX') ?? from ?? (localOutboxUrl ? SHOP_INBOX_FALLBACK : undefined),
    siteUrl: (optional(env, 'SITE_URL') ?? '').replace(/\/+$/, ''),
  };
}

/** Whether e-mail is on (a transport is configured), without loading any transport (transports.ts). */
export const mailEnabled = (settings: MailSettings): boolean => !!settings.from || !!settings.localOutboxUrl;

/** An absolute link to a path of the site (the path alone when the site's address is unknown). */
export const siteLink = (settings: MailSettings, path: string): string => `${settings.siteUrl}${path}`;

/** The text that is sent: the body, the link (absolute) and the signature; order e-mails say why they came. */
export function composeMail(mail: OutgoingMail, settings: MailSettings): string {
  return [
    mail.sitePaths ? mail.text.replaceAll(SITE_MARK, settings.siteUrl) : mail.text,
    ...(mail.link ? [`${mail.link.label}: ${siteLink(settings, mail.link.path)}`] : []),
    [
      `— ${MAIL_TEXTS.signature}`,
      ...(mail.kind === 'order' || mail.kind === 'withdrawal' ? [MAIL_TEXTS.why] : []),
    ].join('\n'),
  ].join('\n\n');
}
