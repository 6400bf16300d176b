/**
 * GET /v1/subscriptions/admin (admins): the subscriptions created in the last OVERVIEW_MONTHS months (GSI4, one
 * Query per month of creation), by status, those with failed card cycles, and churn per month
 * (shared/rules/subscriptions/overview.ts).
 */
import type { SubscriptionsEndpoints } from '../../shared/contracts/subscriptions/contract.js';
import { SUBSCRIPTION_MESSAGES as M } from '../../shared/messages/subscriptions.js';
import { madridDate } from '../../shared/rules/subscriptions/cycle-dates.js';
import { monthsUpTo, subscriptionsOverview } from '../../shared/rules/subscriptions/overview.js';
import { ddb } from '../lib/clients/dynamodb.js';
import { subscriptionKeys } from '../lib/data/selling-keys.js';
import { queryAll } from '../lib/data/query-pages.js';
import { readEnv } from '../lib/env.js';
import type { RouteAnswer, RouteRequest } from '../lib/http/types.js';
import { toStoredSubscription } from './subscription-record.js';

export const OVERVIEW_MONTHS = 12;

export async function subscriptionsAdminView(
  _request: RouteRequest<SubscriptionsEndpoints['admin']>,
): RouteAnswer<SubscriptionsEndpoints['admin']> {
  const months = monthsUpTo(madridDate(new Date()).slice(0, 7), OVERVIEW_MONTHS);
  const pages = await Promise.all(
    months.map((month) =>
      queryAll(ddb(), {
        TableName: readEnv().tableName,
        IndexName: 'GSI4',
        KeyConditionExpression: 'GSI4PK = :pk',
        ExpressionAttributeValues: { ':pk': subscriptionKeys.monthPartition(month) },
      }),
    ),
  );
  const boxes = pages.flat().flatMap((item) => {
    const stored = toStoredSubscription(item);
    return stored
      ? [
          {
            id: stored.id,
            status: stored.status,
            createdAt: stored.createdAt,
            ...(stored.cancelledAt ? { cancelledAt: stored.cancelledAt } : {}),
            failedCharges: stored.failedCharges,
            customer: stored.shippingInfo.fullName,
            ...(stored.producerName ? { producerName: stored.producerName } : {}),
          },
        ]
      : [];
  });
  return { message: M.overview, data: subscriptionsOverview(boxes, months) };
}
