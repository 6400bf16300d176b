/**
 * A check for tests: English words a user-facing message must never contain (zod's English defaults, SDK
 * texts, framework answers). Used by the schema walk (shared/contracts/spanish.test.ts) and the API fuzz test
 * (test/integration/fuzz.test.ts). Not used at run time.
 */
const ENGLISH = [
  'invalid',
  'expected',
  'received',
  'required',
  'too big',
  'too small',
  'must',
  'string',
  'number',
  'object',
  'array',
  'characters',
  'input',
  'option',
  'unrecognized',
  'error',
  'internal',
  'server',
  'forbidden',
  'unauthorized',
  'not found',
  'exception',
  'failed',
  'undefined',
] as const;

const pattern = new RegExp(`\\b(${ENGLISH.join('|').replace(/ /g, '\\s+')})\\b`, 'i');

/** The first English word found in `text`, or null. */
export function englishWordIn(text: string): string | null {
  return pattern.exec(text)?.[1] ?? null;
}

/** Whether `text` reads as a Spanish sentence: no English word and at least one Spanish marker. */
export function looksSpanish(text: string): boolean {
  if (text.trim() === '' || englishWordIn(text) !== null) return false;
  return /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|debe|no|es|un|una|en|por|para|se|tu|ya|al|con|solo|como)\b/i.test(
    text,
  );
}
