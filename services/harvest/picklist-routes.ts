/**
 * GET /v1/orders/producer/picklist?date= (JSON, `format=csv`, `format=pdf`) and GET
 * /v1/orders/producer/dispatch-days (docs/harvest-calendar.md). A producer sees its own; an admin names the farm
 * (`producerId`, required: 422 without it); a producer naming another farm: 403.
 */
import type { HarvestEndpoints } from '../../shared/contracts/harvest/contract.js';
import type { DispatchDay } from '../../shared/contracts/harvest/entities.js';
import { PICKLIST_VALIDATION as M } from '../../shared/messages/calendar-validation.js';
import { DISPATCH_DAYS_AHEAD, SLOT_WINDOW_DAYS } from '../../shared/constants/calendar.js';
import {
  cutoffBefore,
  upcomingDispatchDays,
  type FarmCalendar,
} from '../../shared/rules/calendar/dispatch.js';
import { addDays, madridToday, weekdayOf } from '../../shared/utils/madrid-time.js';
import { readFarmDeliveries } from '../farms/index.js';
import { callerOf, readDispatchLines, readOrderDeliveryFacts } from '../orders/index.js';
import { readShopShipping } from '../shop/index.js';
import { getDirectoryUser } from '../lib/auth/user-directory.js';
import { unprocessable } from '../lib/errors.js';
import type { Handler } from '../lib/http/types.js';
import { producerScope } from '../lib/producer-scope.js';
import type { Principal } from '../lib/identity.js';
import { buildPicklist } from './picklist.js';
import { picklistCsv, picklistPdf } from './picklist-files.js';

/** The farm a call is about: the producer itself, or the one an admin names (422 without one). */
export function farmOf(principal: Principal | null, producerId: string | undefined): string {
  const farm = producerScope(callerOf(principal), producerId);
  if (!farm) throw unprocessable(M.producerRequired, [{ field: 'producerId', message: M.producerRequired }]);
  return farm;
}

/** A farm's pick list of a day, from its lines leaving that day and their orders. */
export async function readPicklist(producerId: string, date: string) {
  const [lines, farm] = await Promise.all([
    readDispatchLines(producerId, date, date),
    getDirectoryUser(producerId),
  ]);
  const orders = await readOrderDeliveryFacts(lines.map((line) => line.orderId));
  const producerName = typeof farm?.fullName === 'string' ? farm.fullName : lines[0]?.producerName;
  return buildPicklist({ date, producerId, ...(producerName ? { producerName } : {}), lines, orders });
}

export const getPicklist: Handler<HarvestEndpoints['picklist']> = async ({ principal, query }) => {
  const picklist = await readPicklist(farmOf(principal, query.producerId), query.date);
  if (query.format === 'csv') {
    return {
      data: { picklist },
      binary: {
        contentType: 'text/csv; charset=utf-8',
        bytes: new TextEncoder().encode(picklistCsv(picklist)),
        filename: `lista-preparacion-${query.date}.csv`,
      },
    };
  }
  if (query.format === 'pdf') {
    return {
      data: { picklist },
      binary: {
        contentType: 'application/pdf',
        bytes: await picklistPdf(picklist),
        filename: `lista-preparacion-${query.date}.pdf`,
      },
    };
  }
  return { data: { picklist }, headers: { 'cache-control': 'no-store' } };
};

/**
 * The farm's next dispatch days: its regular ones (a weekly calendar) and any other day its lines leave on
 * (pre-orders, a farm without a calendar), each with its cut-off and what it holds.
 */
export function dispatchDaysOf(
  calendar: FarmCalendar,
  lines: readonly { dispatchDate?: string; orderId: string; quantity: number }[],
  now: Date,
): DispatchDay[] {
  const today = madridToday(now);
  const days = new Set(upcomingDispatchDays(calendar, today, DISPATCH_DAYS_AHEAD));
  for (const line of lines) if (line.dispatchDate) days.add(line.dispatchDate);
  return [...days].sort().map((date) => {
    const own = lines.filter((line) => line.dispatchDate === date);
    // A regular dispatch day's list closes at its cut-off; another day's (a pre-order's) on the day itself.
    const regular = calendar.schedule && weekdayOf(date) === calendar.schedule.dispatchWeekday;
    const cutoff = regular && calendar.schedule ? cutoffBefore(calendar.schedule, date) : null;
    return {
      date,
      cutoff: cutoff ? { date: cutoff.date, time: cutoff.time, at: cutoff.at.toISOString() } : null,
      closed: cutoff ? cutoff.at.getTime() <= now.getTime() : date <= today,
      orders: new Set(own.map((line) => line.orderId)).size,
      units: own.reduce((sum, line) => sum + line.quantity, 0),
      lines: own.length,
    };
  });
}

export const getDispatchDays: Handler<HarvestEndpoints['dispatchDays']> = async ({ principal, query }) => {
  const producerId = farmOf(principal, query.producerId);
  const now = new Date();
  const today = madridToday(now);
  const [deliveries, lines] = await Promise.all([
    readFarmDeliveries([producerId], readShopShipping()),
    // The regular days ahead, and pre-orders further on within the slot window's reach.
    readDispatchLines(producerId, today, addDays(today, 7 * DISPATCH_DAYS_AHEAD + SLOT_WINDOW_DAYS)),
  ]);
  const calendar = deliveries.get(producerId)?.calendar ?? { schedule: null, holidays: [] };
  return {
    data: {
      schedule: calendar.schedule,
      holidays: [...calendar.holidays],
      dispatchDays: dispatchDaysOf(calendar, lines, now),
    },
    headers: { 'cache-control': 'no-store' },
  };
};
