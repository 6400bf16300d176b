/**
 * The one place that says when a farm's cycle closes for changes (docs/subscriptions.md, "Cut-off"). Today every
 * farm uses the shop's default (two days before the order date at 18:00, Madrid time:
 * shared/rules/subscriptions/cycle-dates.ts); a farm's own dispatch calendar, once farms have one, is read here.
 */
import { defaultCutoff, type CutoffRule } from '../../shared/rules/subscriptions/cycle-dates.js';

export async function cutoffRuleFor(_producerId: string): Promise<CutoffRule> {
  return defaultCutoff;
}
