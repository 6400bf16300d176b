/**
 * The one place that says how a farm's cycles fall (docs/subscriptions.md, "Dates and the cut-off"): on the
 * farm's own dispatch calendar (issue 32: its weekly cut-off and dispatch day, its closed dates;
 * shared/rules/subscriptions/farm-cycles.ts), or the shop's default (two days before the order date at 18:00,
 * Madrid time: shared/rules/subscriptions/cycle-dates.ts) for a farm without one.
 */
import { farmCycleRule } from '../../shared/rules/subscriptions/farm-cycles.js';
import type { CycleRule } from '../../shared/rules/subscriptions/cycle-dates.js';
import { readFarmCalendar } from '../farms/index.js';

export async function cycleRuleFor(producerId: string): Promise<CycleRule> {
  return farmCycleRule(await readFarmCalendar(producerId));
}

/** The rules of the farms a job run meets, each farm's calendar read once per run. */
export function cycleRules(): (producerId: string) => Promise<CycleRule> {
  const read = new Map<string, Promise<CycleRule>>();
  return (producerId) => {
    let rule = read.get(producerId);
    if (!rule) {
      rule = cycleRuleFor(producerId);
      read.set(producerId, rule);
    }
    return rule;
  };
}
