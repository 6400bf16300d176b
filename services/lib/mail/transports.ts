/** The transports of mail.ts: SES in AWS, the local outbox on this machine. */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailSettings, MailTransport, OutgoingMail } from './mail.js';

/** Quotes a display name for an address header ("Pitahaya Marketplace" <tienda@...>). */
export function formatSender(name: string, address: string): string {
  const clean = name.replace(/["\\\r\n]/g, '').trim();
  return clean ? `"${clean}" <${address}>` : address;
}

let sesClient: SESv2Client | undefined;

export function sesTransport(settings: MailSettings & { from: string }): MailTransport {
  return {
    name: 'ses',
    async send(mail: OutgoingMail) {
      sesClient ??= new SESv2Client(settings.sesRegion ? { region: settings.sesRegion } : {});
      await sesClient.send(
        new SendEmailCommand({
          FromEmailAddress: formatSender(settings.fromName, settings.from),
          Destination: { ToAddresses: [mail.to] },
          ...(mail.replyTo ? { ReplyToAddresses: [mail.replyTo] } : {}),
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
            },
          },
          ...(settings.configurationSet ? { ConfigurationSetName: settings.configurationSet } : {}),
          EmailTags: [{ Name: 'kind', Value: mail.kind }],
        }),
      );
    },
  };
}

/** The local stack's outbox: POST /_local/outbox of the gateway (it exists only on this machine). */
export function localOutboxTransport(url: string, fetcher: typeof fetch = fetch): MailTransport {
  return {
    name: 'local-outbox',
    async send(mail: OutgoingMail) {
      const answer = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          to: mail.to,
          kind: mail.kind,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!answer.ok) throw new Error(`The local outbox answered ${answer.status}`);
    },
  };
}

/** The transport the settings call for, or null when e-mail is off. */
export function mailTransport(settings: MailSettings): MailTransport | null {
  if (settings.from) return sesTransport({ ...settings, from: settings.from });
  if (settings.localOutboxUrl) return localOutboxTransport(settings.localOutboxUrl);
  return null;
}
