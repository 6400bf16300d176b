/**
 * What the order confirmation e-mail carries besides the order (TRLGDCU art. 98.7: the contract confirmed on a
 * durable medium, with the information of art. 97; docs/legal.md): which lines may be withdrawn from and which
 * may not and why, how to withdraw, the purchase conditions as the shop publishes them now and the model
 * withdrawal form. Pure: the texts and the identity are read by the processor (order-confirmation.ts).
 */
import type { LegalIdentity, LegalText } from '../../shared/contracts/legal/entities.js';
import { WITHDRAWAL_PATH } from '../../shared/constants/legal-pages.js';
import { isWithdrawalClass } from '../../shared/constants/legal-facts.js';
import { CONFIRMATION_LEGAL_MAIL as T, WITHDRAWAL_TEXTS } from '../../shared/messages/legal.js';
import { legalTextToPlain } from '../../shared/utils/legal-text.js';
import type { Item } from './change-record.js';

export interface OrderLegalTexts {
  identity: LegalIdentity;
  conditions: LegalText;
  form: LegalText;
}

const record = (value: unknown): Item => (value && typeof value === 'object' ? (value as Item) : {});
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The order's lines by their withdrawal right (a line without one recorded keeps the right). */
export function withdrawalBlock(order: Item, siteUrl: string, email: string): string {
  const lines = list(order.items).map(record);
  const allowed: string[] = [];
  const exempt: string[] = [];
  for (const line of lines) {
    const product = record(line.product);
    const name = typeof product.name === 'string' && product.name ? product.name : 'Producto';
    const withdrawal = isWithdrawalClass(product.withdrawal) ? product.withdrawal : 'allowed';
    if (withdrawal === 'allowed') allowed.push(T.allowedLine(name));
    else exempt.push(T.exemptLine(name, WITHDRAWAL_TEXTS.shopper[withdrawal]));
  }
  return [
    T.withdrawalTitle,
    ...(allowed.length > 0 ? [T.allowed, ...allowed] : []),
    ...(exempt.length > 0 ? [T.exempt, ...exempt] : []),
    ...(allowed.length > 0 ? [T.how(`${siteUrl}${WITHDRAWAL_PATH}`, email), T.refund] : []),
  ].join('\n');
}

/**
 * The purchase conditions headed by the seller's identity, then the model withdrawal form: the end of every
 * confirmation, the same for every order while the texts and the identity are (stored once as a mail part:
 * order-confirmation.ts).
 */
export function orderLegalTexts(texts: OrderLegalTexts, siteUrl: string): string {
  const { identity, conditions, form } = texts;
  const text = (legal: LegalText) =>
    [legal.reviewed ? null : T.modelNotice, legalTextToPlain(legal.body, identity, siteUrl)]
      .filter(Boolean)
      .join('\n\n');
  return [
    [
      T.conditionsTitle,
      ...(identity.configured ? [T.seller(identity.name, identity.nif, identity.address)] : []),
      '',
      text(conditions),
    ].join('\n'),
    text(form),
  ].join('\n\n');
}

/** The withdrawal information, the conditions and the model form, as plain text after the order's summary. */
export function orderLegalAppendix(order: Item, texts: OrderLegalTexts, siteUrl: string): string {
  return [withdrawalBlock(order, siteUrl, texts.identity.email), orderLegalTexts(texts, siteUrl)].join(
    '\n\n',
  );
}
