/**
 * The quantities a farm's coming cycles need, per week (pure): each active box's cycles from its next order
 * date, stepped by its interval, within `weeks` weeks from the week of `today` (Monday to Sunday).
 */
import type {
  ForecastWeek,
  SubscriptionInterval,
  SubscriptionItem,
  SubscriptionStatus,
} from '../../contracts/subscriptions/entities.js';
import { addDays, addInterval } from './cycle-dates.js';

export const FORECAST_WEEKS = 4;

export interface ForecastBox {
  status: SubscriptionStatus;
  interval: SubscriptionInterval;
  nextOrderDate: string;
  items: readonly Pick<SubscriptionItem, 'productId' | 'name' | 'unit' | 'quantity'>[];
}

/** The Monday of a date's week. */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

export function forecastWeeks(
  boxes: readonly ForecastBox[],
  today: string,
  weeks = FORECAST_WEEKS,
): ForecastWeek[] {
  const first = weekStartOf(today);
  const end = addDays(first, weeks * 7);
  const result: ForecastWeek[] = Array.from({ length: weeks }, (_, index) => ({
    weekStart: addDays(first, index * 7),
    boxes: 0,
    products: [],
  }));
  for (const box of boxes) {
    if (box.status !== 'active') continue;
    for (let date = box.nextOrderDate; date < end; date = addInterval(date, box.interval)) {
      if (date < today) continue;
      const week = result.find((entry) => entry.weekStart === weekStartOf(date));
      if (!week) continue;
      week.boxes += 1;
      for (const item of box.items) {
        const line = week.products.find((product) => product.productId === item.productId);
        if (line) line.quantity += item.quantity;
        else
          week.products.push({
            productId: item.productId,
            name: item.name,
            unit: item.unit,
            quantity: item.quantity,
          });
      }
    }
  }
  for (const week of result) week.products.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return result;
}
