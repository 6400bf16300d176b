/**
 * The harvest calendar's date and time fields (calendar-fields.ts holds the schedule, pre-order and slot
 * schemas): apart so the checkout's schemas take these without the farm's calendar schemas (each function's
 * bundle at most 150 KB, infra/cdk/pitahaya-stack.test.ts).
 */
import * as z from 'zod/mini';
import { DATE_TEXT_MAX_LENGTH } from '../constants/limits.js';
import { isCalendarDate, isClockTime } from '../utils/madrid-time.js';
import { text } from './fields.js';

/** A calendar date YYYY-MM-DD that exists. */
export const calendarDate = (message: string) =>
  text(message).check(
    z.maxLength(10, { error: message }),
    z.refine((value) => isCalendarDate(value), { error: message }),
  );

/** An instant in ISO 8601 with its time zone (Z or ±HH:MM), normalised to UTC by the service. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;
export const isoInstant = (message: string) =>
  text(message).check(
    z.maxLength(DATE_TEXT_MAX_LENGTH, { error: message }),
    z.regex(ISO_INSTANT, { error: message }),
    z.refine((value) => !Number.isNaN(Date.parse(value)) && isCalendarDate(value.slice(0, 10)), {
      error: message,
    }),
  );

/** 'HH:MM' from 00:00 to 23:59. */
export const clockTime = (message: string) =>
  text(message).check(
    z.maxLength(5, { error: message }),
    z.refine((value) => isClockTime(value), { error: message }),
  );
