/**
 * Processor of the events function (issue 23): the consumer's order confirmation e-mail
 * (order-confirmation-mail.ts says when and what), queued as a MAIL# item that mail-delivery.ts sends. Sent from
 * the stream, never from the checkout request (the orders function does not grow, and a checkout never waits
 * for or fails because of e-mail).
 *
 * Once per order, under stream retries: the MAIL# id is derived from the order alone and put only if absent
 * (one PutItem). A replayed record, or another record of the same order that would confirm it again, finds the
 * e-mail already queued (or sent: the item stays 30 days, the stream retries for 24 h) and writes nothing. No
 * applied-record marker: the condition is the whole of the exactly-once, so the put is not a transaction
 * (which DynamoDB bills twice) and writes one item instead of two (docs/cost.md). The address is the one the user directory holds now
 * (never an order's copy); a deleted or deactivated consumer gets none.
 *
 * The conditions and the model withdrawal form end every confirmation, the same text while the admin changes
 * neither (nor the identity): stored once as a mail part (services/lib/mail/parts.ts), which the MAIL# item names
 * instead of carrying it, and its own beginning deflated with the confirmation's dictionary, so the item stays
 * under 1 KB (one write unit instead of four; docs/cost.md "The confirmation's legal texts stored once"). The
 * part is named by its content: an admin's change after the order was queued makes another part and does not
 * change this e-mail, which is sent byte for byte as composed here.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../lib/clients/dynamodb.js';
import { isConditionFailure } from '../lib/data/condition-failure.js';
import { readEnv } from '../lib/env.js';
import { mailEnabled, readMailSettings } from '../lib/mail/mail.js';
import { queueMail } from '../lib/mail/queue.js';
import { saveMailPart } from '../lib/mail/parts.js';
import { textEndingWithPart } from '../lib/mail/mail-text.js';
import { readRecipients } from '../notifications/index.js';
import { MAIL_TEXTS } from '../../shared/messages/notifications.js';
import { ORDER_CONFIRMATION_MAIL } from '../../shared/messages/order-confirmation-mail.js';
import { derivedId } from './order-notifications.js';
import { isConfirmationMoment, planOrderConfirmation } from './order-confirmation-mail.js';
import { withOrderItems } from './order-lines.js';
import { orderLegalAppendix, orderLegalTexts, type OrderLegalTexts } from './order-legal-mail.js';
import { readLegal } from '../legal/index.js';
import type { LegalText } from '../../shared/contracts/legal/entities.js';
import type { ChangeProcessor } from './stream-handler.js';

export const ORDER_CONFIRMATION_PROCESSOR = 'order-confirmation';
/** The preset dictionary the e-mail's own beginning is deflated with (services/lib/mail/dictionaries.ts). */
const ORDER_CONFIRMATION_DICTIONARY = 'order-confirmation-1';

/** The conditions and the model withdrawal form out of every legal text. */
function legalTextsOf(legal: Awaited<ReturnType<typeof readLegal>>): OrderLegalTexts {
  const find = (id: string) => legal.texts.find((text) => text.id === id) as LegalText;
  return {
    identity: legal.identity,
    conditions: find('condiciones'),
    form: find('formulario-desistimiento'),
  };
}

/** The MAIL# id of an order's confirmation: one per order, whatever record confirms it. */
export const confirmationMailId = (orderId: string): string =>
  derivedId('mail', 'order-confirmation', orderId);

export const orderConfirmationProcessor: ChangeProcessor = {
  name: ORDER_CONFIRMATION_PROCESSOR,
  async handle(received, logger) {
    if (!isConfirmationMoment(received) || !mailEnabled(readMailSettings())) return;
    // The order's lines, from its product orders when its item carries no copy of them (order-lines.ts).
    const change = await withOrderItems(received);
    const confirmation = planOrderConfirmation(change);
    if (!confirmation) return;
    const recipient = (await readRecipients([confirmation.consumerId])).get(confirmation.consumerId);
    if (!recipient?.email || !recipient.isActive) {
      logger.info('Order confirmation not sent: no active consumer address', {
        orderId: confirmation.orderId,
      });
      return;
    }
    const texts = legalTextsOf(await readLegal());
    const { siteUrl } = readMailSettings();
    const now = new Date();
    // The e-mail's end, the same for every order while the texts are: stored once (see the header).
    const part = await saveMailPart(orderLegalTexts(texts, siteUrl), now);
    const mail = queueMail(
      readEnv().tableName,
      {
        to: recipient.email,
        kind: 'order',
        subject: confirmation.subject,
        // The durable medium of the contract (TRLGDCU art. 98.7): withdrawal, conditions, model form.
        text: [
          MAIL_TEXTS.greeting(recipient.fullName),
          '',
          confirmation.body,
          '',
          orderLegalAppendix(change.newImage ?? {}, texts, siteUrl),
        ].join('\n'),
        link: { label: ORDER_CONFIRMATION_MAIL.link, path: confirmation.link },
      },
      {
        now,
        id: confirmationMailId(confirmation.orderId),
        about: `ORDER#${confirmation.orderId}`,
        packText: (text) => textEndingWithPart(text, part, ORDER_CONFIRMATION_DICTIONARY),
      },
    );
    let result: string;
    try {
      await ddb().send(new PutCommand(mail.Put));
      result = 'queued';
    } catch (error) {
      // The order's confirmation is already queued (or sent): once per order.
      if (!isConditionFailure(error)) throw error;
      result = 'already-queued';
    }
    logger.debug('Order confirmation', { eventId: change.eventId, orderId: confirmation.orderId, result });
  },
};
