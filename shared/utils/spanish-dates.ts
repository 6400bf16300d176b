/**
 * Calendar dates in Spanish words, without Intl (the storefront's cards and the product page use them at load):
 * «12 de agosto», «viernes 4 de diciembre», «martes», with the year only when it is not the reader's current one
 * or always («14 de marzo de 2025»).
 */
import { weekdayOf, type IsoDate } from './madrid-time.js';

export const WEEKDAY_NAMES = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** The weekday's name (0 = domingo); '' for anything else. */
export const weekdayName = (weekday: number): string => WEEKDAY_NAMES[weekday] ?? '';

/**
 * «12 de agosto», or «12 de agosto de 2027» when the date's year differs from `today`'s (the reader's, in
 * Madrid; without it the year is left out).
 */
export function dayAndMonth(date: IsoDate, today?: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  const words = `${day} de ${MONTH_NAMES[(month ?? 1) - 1] ?? ''}`;
  return today && today.slice(0, 4) !== date.slice(0, 4) ? `${words} de ${year}` : words;
}

/**
 * «14 de marzo de 2025»: what `toLocaleDateString('es-ES', {day: 'numeric', month: 'long', year: 'numeric'})`
 * writes, without Intl: a page's first Intl date format loads the locale's calendar data (54 ms of a product
 * page's load at 4x CPU, docs/performance.md).
 */
export function dayMonthYear(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} de ${MONTH_NAMES[(month ?? 1) - 1] ?? ''} de ${year}`;
}

/** «viernes 4 de diciembre» (with the year when it is not `today`'s). */
export const weekdayDayAndMonth = (date: IsoDate, today?: IsoDate): string =>
  `${weekdayName(weekdayOf(date))} ${dayAndMonth(date, today)}`;
