/**
 * The caller's own account (`/v1/users/profile`): read, update and deactivate. Name and e-mail live in
 * Cognito (the source of truth); phone, address and city in the user directory item, and so does a farm's
 * payout account (`payoutAccount`: where the shop sends its payouts by bank transfer; producers only), and a
 * farm's fiscal data (`fiscal`, its invoices' issuer) and shipping terms (`shipping`; null: the shop's default),
 * and how it hears of new orders by e-mail (`newOrderEmails`: a daily summary unless it chose one per order).
 */
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PROFILE_MESSAGES, USER_MESSAGES } from '../../shared/messages/user.js';

import { type UserProfile } from '../../shared/contracts/profile/entities.js';
import { cognito } from '../lib/clients/cognito.js';
import { getCognitoUser, type CognitoUser } from '../lib/auth/cognito-users.js';
import {
  getDirectoryUser,
  updateDirectoryProfile,
  syncDirectoryUser,
  toFiscalData,
  toPayoutAccount,
  toNewOrderEmails,
  toSavedAddress,
  type ProfileFields,
} from '../lib/auth/user-directory.js';
import { shopTerms, toShippingTerms } from '../farms/index.js';
import { readShopShipping } from '../shop/index.js';
import { hasActiveProductsOf } from '../products/index.js';
import { PRODUCT_LEGAL_MESSAGES } from '../../shared/messages/legal.js';
import type { ShippingTerms } from '../../shared/rules/pricing/shipping.js';
import { FARM_TERMS_MESSAGES as PRICING_MESSAGES } from '../../shared/messages/pricing.js';
import { readEnv } from '../lib/env.js';
import { calendarChanges, calendarOf } from './calendar-fields.js';
import { notFound, unprocessable } from '../lib/errors.js';
import type { Principal } from '../lib/identity.js';
import type { Handler } from '../lib/http/types.js';
import type { ProfileEndpoints } from '../../shared/contracts/profile/contract.js';

function toProfile(
  user: CognitoUser,
  fields: ProfileFields & { updatedAt?: string } = {},
  shippingDefault?: ShippingTerms,
): UserProfile {
  return {
    id: user.sub,
    email: user.email,
    fullName: fields.fullName || user.fullName,
    role: user.role,
    isActive: user.enabled,
    ...(fields.phone ? { phone: fields.phone } : {}),
    ...(fields.address ? { address: fields.address } : {}),
    ...(fields.city ? { city: fields.city } : {}),
    ...((saved) => (saved ? { shippingAddress: saved } : {}))(toSavedAddress(fields.shippingAddress)),
    ...(user.role === 'consumer' ? { refundAccount: toPayoutAccount(fields.refundAccount) } : {}),
    ...(user.role === 'producer'
      ? {
          payoutAccount: toPayoutAccount(fields.payoutAccount),
          fiscal: toFiscalData(fields.fiscal),
          shipping: toShippingTerms(fields.shipping),
          plantOperatorNumber: fields.plantOperatorNumber || null,
          // Issue 32: the farm's dispatch calendar and pickup slots (docs/harvest-calendar.md).
          ...calendarOf(fields as Record<string, unknown>),
          newOrderEmails: toNewOrderEmails(fields.newOrderEmails),
          ...(shippingDefault ? { shippingDefault } : {}),
        }
      : {}),
    createdAt: user.createdAt,
    updatedAt: fields.updatedAt ?? user.createdAt,
  };
}

/** The caller in Cognito and their directory item (created when the account predates the directory). */
async function caller(
  principal: Principal | null,
): Promise<{ user: CognitoUser; item: ProfileFields | null }> {
  const user = principal ? await getCognitoUser(principal.username) : null;
  if (!user) throw notFound(USER_MESSAGES.notFound);
  const item = await getDirectoryUser(user.sub);
  if (!item) await syncDirectoryUser(user);
  return { user, item: item as ProfileFields | null };
}

/**
 * A farm's professional operator number (issue 31, docs/legal.md): producers only; it cannot be removed while
 * the farm sells plants (their passport names it).
 */
async function checkPlantOperator(user: CognitoUser, value: string | null | undefined): Promise<void> {
  if (value === undefined) return;
  if (user.role !== 'producer') {
    const message = PRICING_MESSAGES.producersOnly;
    throw unprocessable(message, [{ field: 'plantOperatorNumber', message }]);
  }
  if ((value === null || value === '') && (await hasActiveProductsOf(user.sub, 'plantas-esquejes'))) {
    const message = PRODUCT_LEGAL_MESSAGES.plantOperatorInUse;
    throw unprocessable(message, [{ field: 'plantOperatorNumber', message }]);
  }
}

/** A farm's profile also says the shop's default shipping (what applies while it sets none). */
const shippingDefaultOf = async (user: CognitoUser): Promise<ShippingTerms | undefined> =>
  user.role === 'producer' ? shopTerms(await readShopShipping()) : undefined;

export const getProfile: Handler<ProfileEndpoints['get']> = async ({ principal }) => {
  const { user, item } = await caller(principal);
  return { data: { profile: toProfile(user, item ?? {}, await shippingDefaultOf(user)) } };
};

export const updateProfile: Handler<ProfileEndpoints['update']> = async ({ principal, body }) => {
  const { user, item: stored } = await caller(principal);
  const calendar = calendarChanges(user.role, body, stored as Record<string, unknown> | null);
  if (body.payoutAccount && user.role !== 'producer') {
    const message = PROFILE_MESSAGES.payoutAccountProducersOnly;
    throw unprocessable(message, [{ field: 'payoutAccount', message }]);
  }
  if (body.refundAccount && user.role !== 'consumer') {
    const message = PROFILE_MESSAGES.refundAccountConsumersOnly;
    throw unprocessable(message, [{ field: 'refundAccount', message }]);
  }
  for (const field of ['fiscal', 'shipping'] as const) {
    if (body[field] !== undefined && user.role !== 'producer') {
      const message = PRICING_MESSAGES.producersOnly;
      throw unprocessable(message, [{ field, message }]);
    }
  }
  if (body.newOrderEmails !== undefined && user.role !== 'producer') {
    const message = PROFILE_MESSAGES.newOrderEmailsProducersOnly;
    throw unprocessable(message, [{ field: 'newOrderEmails', message }]);
  }
  await checkPlantOperator(user, body.plantOperatorNumber);
  if (body.fullName !== undefined && body.fullName !== user.fullName) {
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: readEnv().userPoolId,
        Username: user.username,
        UserAttributes: [{ Name: 'name', Value: body.fullName }],
      }),
    );
  }
  const item = await updateDirectoryProfile(user.sub, { ...body, ...calendar });
  return {
    data: { profile: toProfile({ ...user, fullName: item.fullName }, item, await shippingDefaultOf(user)) },
    message: PROFILE_MESSAGES.updated,
  };
};
