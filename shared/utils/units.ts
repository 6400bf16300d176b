/**
 * A quantity with its unit as Spanish says it: «1 esqueje», «4 esquejes», «2 cajas de 5 kg», «3 kg». The unit is
 * what the farm wrote on its product (free text, singular): its first word takes the plural, what follows
 * («de 5 kg») stays; a symbol (kg, g, l, ml, cl) never changes.
 */

/** Unit symbols: the same for one and for many. */
const SYMBOLS = new Set(['kg', 'g', 'mg', 'l', 'ml', 'cl', 'dl', 'm', 'cm', 'ud', 'uds', 'u', 'lb', 'oz']);

const ACCENTED: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/** The plural of one Spanish noun written in the singular (regular nouns: fruit, packs, pots, units). */
export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (word === '' || SYMBOLS.has(lower.replace(/\.$/, '')) || /\d/.test(word)) return word;
  if (/[sx]$/i.test(word)) return word; // «lunes», «tórax», or already plural
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  // «ración» -> «raciones», «bombón» -> «bombones»: the written accent goes with the new syllable.
  const accented = /([áéíóú])([nls])$/i.exec(word);
  if (accented && accented[1])
    return `${word.slice(0, -2)}${ACCENTED[accented[1].toLowerCase()] ?? accented[1]}${accented[2]}es`;
  if (/[íú]$/i.test(word)) return `${word}es`;
  return `${word}es`;
}

/** A unit phrase for `quantity`: its first word in the plural unless the quantity is one. */
export function unitFor(quantity: number, unit: string): string {
  const trimmed = unit.trim();
  if (quantity === 1 || trimmed === '') return trimmed;
  const [first = '', ...rest] = trimmed.split(/\s+/);
  return [pluralWord(first), ...rest].join(' ');
}

/** «4 esquejes», «1 caja de 5 kg», «3 kg»; without a unit, «4 unidades». */
export function quantityWithUnit(quantity: number, unit: string | undefined | null): string {
  if (!unit || unit.trim() === '') return `${quantity} ${quantity === 1 ? 'unidad' : 'unidades'}`;
  return `${quantity} ${unitFor(quantity, unit)}`;
}
