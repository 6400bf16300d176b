import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
} from './notifications.js';
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_UNIT_MAX_LENGTH,
} from './products.js';

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
