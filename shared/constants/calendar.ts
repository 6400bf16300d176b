/** Bounds of the harvest calendar (docs/harvest-calendar.md). */

/** Closed dates (no dispatch) a farm's profile keeps at most. */
export const HOLIDAYS_MAX = 60;
/** Weekly pickup slots a farm may publish. */
export const PICKUP_SLOTS_MAX = 28;
/** Orders one occurrence of a slot takes at most. */
export const SLOT_CAPACITY_MAX = 500;
/** How far ahead the checkout offers slots, in days from the first day the order can be collected. */
export const SLOT_WINDOW_DAYS = 14;
/** Upcoming dispatch days the farm's orders screen lists. */
export const DISPATCH_DAYS_AHEAD = 4;
/** Lines one pick list reads at most (a farm's day; far above a cooperative farm's day). */
export const PICKLIST_LINES_MAX = 2000;
/** Pickup slots one checkout may book (one per farm collected from; within the transaction's 100 items). */
export const PICKUP_SLOT_CHOICES_MAX = 10;
