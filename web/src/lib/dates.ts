/** Whole days in list filters and URLs (YYYY-MM-DD, UTC, as the API's date filters read them). */

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A whole day (YYYY-MM-DD) that exists in the calendar, else ''. */
export function cleanDay(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!DAY.test(text)) return '';
  const parsed = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text ? text : '';
}
