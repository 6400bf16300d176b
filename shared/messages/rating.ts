/** A rating in words, for the stars every product card shows (kept apart from the reviews' texts: it is in the first load). */
import { formatTenths } from '../utils/money.js';

/** «4,5 de 5 (12 opiniones)»: a rating in words (screens, alt texts, e-mails). */
export function ratingLabel(average: number, count: number): string {
  return `${formatTenths(average)} de 5 (${count} ${count === 1 ? 'opinión' : 'opiniones'})`;
}
