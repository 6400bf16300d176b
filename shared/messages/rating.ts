/** A rating in words, for the stars every product card shows (kept apart from the reviews' texts: it is in the first load). */

/** «4,5 de 5 (12 opiniones)»: a rating in words (screens, alt texts, e-mails). */
export function ratingLabel(average: number, count: number): string {
  const figure = average.toLocaleString('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 0 });
  return `${figure} de 5 (${count} ${count === 1 ? 'opinión' : 'opiniones'})`;
}
