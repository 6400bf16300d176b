/**
 * The limit of each limited text field and the message said past it: the field's own message where the
 * shared messages have one, otherwise "<Campo> no puede superar los N caracteres".
 */
import { TEXT_LIMITS, type TextLimitName } from '../../../shared/constants.js';
import { TEXT_LIMIT_MESSAGES, VALIDATION_MESSAGES } from '../../../shared/messages.js';

export interface TextLimit {
  max: number;
  message: string;
}

const MESSAGES: Record<TextLimitName, string> = {
  productName: VALIDATION_MESSAGES.productNameTooLong,
  productDescription: VALIDATION_MESSAGES.shortDescriptionTooLong,
  productUnit: TEXT_LIMIT_MESSAGES.tooLong('La unidad de venta', TEXT_LIMITS.productUnit),
  fullName: VALIDATION_MESSAGES.fullNameTooLong,
  phone: TEXT_LIMIT_MESSAGES.tooLong('El teléfono', TEXT_LIMITS.phone),
  address: TEXT_LIMIT_MESSAGES.tooLong('La dirección', TEXT_LIMITS.address),
  city: TEXT_LIMIT_MESSAGES.tooLong('La ciudad', TEXT_LIMITS.city),
  contactName: TEXT_LIMIT_MESSAGES.tooLong('El nombre', TEXT_LIMITS.contactName),
  contactSubject: TEXT_LIMIT_MESSAGES.tooLong('El asunto', TEXT_LIMITS.contactSubject),
  contactMessage: TEXT_LIMIT_MESSAGES.tooLong('El mensaje', TEXT_LIMITS.contactMessage),
};

export function textLimit(name: TextLimitName): TextLimit {
  return { max: TEXT_LIMITS[name], message: MESSAGES[name] };
}

/** Characters that count: the services trim what they store. */
export const countedLength = (value: string): number => value.trim().length;

/** The limit's message when `value` is past it. */
export function overLimit(value: string, limit: TextLimit | undefined): string | undefined {
  return limit && countedLength(value) > limit.max ? limit.message : undefined;
}
