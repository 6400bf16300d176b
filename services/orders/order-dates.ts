/**
 * Date filters of order lists as bounds on the sort keys (timeKey = '<ISO date>#<id>'): fromDate is inclusive,
 * toDate too; a whole day ('2026-06-01') as toDate covers that day to its end (UTC).
 */
import { isWholeDay } from '../../shared/contracts/orders/schemas.js';

export interface DateBounds {
  /** Lowest sort key (inclusive) or undefined. */
  from?: string;
  /** Highest sort key (inclusive) or undefined. */
  to?: string;
}

const END_OF_KEY = '#\uffff';

export function dateBounds(fromDate?: string, toDate?: string): DateBounds {
  const bounds: DateBounds = {};
  if (fromDate)
    bounds.from = new Date(isWholeDay(fromDate) ? `${fromDate}T00:00:00.000Z` : fromDate).toISOString();
  if (toDate)
    bounds.to = `${new Date(isWholeDay(toDate) ? `${toDate}T23:59:59.999Z` : toDate).toISOString()}${END_OF_KEY}`;
  return bounds;
}

/** The key condition on `sortKey` for the bounds ('' when unbounded) and its values. */
export function sortKeyCondition(sortKey: string, bounds: DateBounds) {
  if (bounds.from && bounds.to)
    return {
      expression: ` AND ${sortKey} BETWEEN :from AND :to`,
      values: { ':from': bounds.from, ':to': bounds.to },
    };
  if (bounds.from) return { expression: ` AND ${sortKey} >= :from`, values: { ':from': bounds.from } };
  if (bounds.to) return { expression: ` AND ${sortKey} <= :to`, values: { ':to': bounds.to } };
  return { expression: '', values: {} };
}

/** 'yyyy-mm' of the month before. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** 'yyyy-mm' `count` months before `month`. */
export function monthsBefore(month: string, count: number): string {
  let result = month;
  for (let i = 0; i < count; i += 1) result = previousMonth(result);
  return result;
}
