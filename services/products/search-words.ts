/**
 * The words of the catalog's search index (docs/search.md). One rule for both sides, so a query finds what
 * the index holds:
 *   - normalizeText (shared/utils/text.ts): no accents, lower case ("Pitáhaya" = "pitahaya", "piña" = "pina");
 *   - words are runs of letters and digits; a word of digits only ("1", "500") is not indexed;
 *   - a few Spanish words that say nothing about a product (de, la, con, para, ...) are left out;
 *   - singular and plural are one word: a final "s", then a final "e" after a consonant, are dropped
 *     ("rojas" = "roja", "flores" = "flor", "postres" = "postre" -> "postr", "plantones" = "planton");
 *   - at most MAX_WORD_LENGTH characters of a word count.
 * A product is indexed under every distinct word of its name and short description (at most
 * MAX_INDEXED_WORDS); a search needs every word of the query to match (at most MAX_QUERY_WORDS).
 */
import { normalizeText } from '../../shared/utils/text.js';

export const MAX_WORD_LENGTH = 40;
export const MAX_INDEXED_WORDS = 120;
export const MAX_QUERY_WORDS = 8;

/** Words too common in Spanish product text to tell products apart. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'el',
  'en',
  'es',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'que',
  'se',
  'sin',
  'su',
  'sus',
  'u',
  'un',
  'una',
  'y',
]);

/**
 * The form of a word the index and the queries compare: "rojas" and "roja" -> "roja"; "flores" and "flor" ->
 * "flor"; "postres" and "postre" -> "postr". Words of three letters or fewer stay as they are.
 */
export function stem(word: string): string {
  let result = word;
  if (result.length > 3 && result.endsWith('s')) result = result.slice(0, -1);
  if (result.length > 3 && /[^aeiou]e$/.test(result)) result = result.slice(0, -1);
  return result;
}

/** The index words of a text, in order of first appearance, without repeats. */
export function wordsOf(text: string, max = MAX_INDEXED_WORDS): string[] {
  const words = new Set<string>();
  for (const token of normalizeText(text).split(/[^a-z0-9]+/)) {
    if (token === '' || /^\d+$/.test(token) || STOPWORDS.has(token)) continue;
    words.add(stem(token).slice(0, MAX_WORD_LENGTH));
    if (words.size >= max) break;
  }
  return [...words];
}

/** The words of a product: its name first, then its short description. */
export const productWords = (name: string, shortDescription: string): string[] =>
  wordsOf(`${name} ${shortDescription}`);

/** The words a search looks for (empty: the query has no word the index holds, e.g. "de" or "500"). */
export const queryWords = (q: string | undefined): string[] => (q ? wordsOf(q, MAX_QUERY_WORDS) : []);
