/**
 * «Avísame» (docs/harvest-calendar.md): GET, POST and DELETE /v1/products/{id}/alert, the signed-in consumer's
 * own alert on a product. POST refuses a product that can be ordered now (409) and one that does not exist or
 * is not sold (404); asking twice answers the alert already there (200).
 */
import type { HarvestEndpoints } from '../../shared/contracts/harvest/contract.js';
import { ALERT_MESSAGES as M } from '../../shared/messages/calendar-validation.js';
import { conflict, notFound } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { callerOf } from '../orders/index.js';
import { readProduct } from '../products/index.js';
import { alertStateOf, deleteAlert, putAlert, readAlert } from './stock-alerts.js';

export const getAlert: Handler<HarvestEndpoints['alert']> = async ({ principal, params }) => {
  const { userId } = callerOf(principal);
  return { data: { alert: await readAlert(params.id, userId) } };
};

export const createAlert: Handler<HarvestEndpoints['alertCreate']> = async ({ principal, params }) => {
  const caller = callerOf(principal);
  const product = await readProduct(params.id);
  if (!product || !product.isActive) throw notFound(M.notFound);
  const now = new Date();
  const state = alertStateOf(product, now);
  if (state === 'orderable') throw conflict(M.notNeeded);
  const { alert, created } = await putAlert(
    product,
    { userId: caller.userId, ...(caller.email ? { email: caller.email } : {}) },
    state,
    now,
  );
  return created
    ? { data: { alert }, message: M.created, statusCode: 201 }
    : { data: { alert }, message: M.exists, statusCode: 200 };
};

export const removeAlert: Handler<HarvestEndpoints['alertDelete']> = async ({ principal, params }) => {
  const { userId } = callerOf(principal);
  await deleteAlert(params.id, userId);
  return { data: { alert: { productId: params.id, active: false } }, message: M.removed };
};
