/** The limit of each limited text field and the message said past it (the schema's own message). */
import { TEXT_LIMITS, type TextLimitName } from '../../../shared/constants/text-limits.js';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation.js';

export interface TextLimit {
  max: number;
  message: string;
}

const MESSAGES: Record<TextLimitName, string> = {
  productName: VALIDATION_MESSAGES.productNameTooLong,
  productDescription: VALIDATION_MESSAGES.shortDescriptionTooLong,
  productUnit: VALIDATION_MESSAGES.unitTooLong,
  fullName: VALIDATION_MESSAGES.fullNameTooLong,
  phone: VALIDATION_MESSAGES.phoneTooLong,
  address: VALIDATION_MESSAGES.addressTooLong,
  city: VALIDATION_MESSAGES.cityTooLong,
  contactName: VALIDATION_MESSAGES.contactNameTooLong,
  contactSubject: VALIDATION_MESSAGES.contactSubjectTooLong,
  contactMessage: VALIDATION_MESSAGES.contactMessageTooLong,
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
