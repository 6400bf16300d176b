/**
 * Text hygiene (docs/security.md, "Text hygiene"): what a text field of a request may hold. Used by every text
 * schema through shared/contracts/fields.ts (`text()`), so forms and services apply the same rule.
 *
 *   - Refused anywhere: a lone surrogate (half of a UTF-16 pair, not a character), NUL and the other C0
 *     controls (U+0000-U+001F), DEL and the C1 controls (U+007F-U+009F), the bidirectional overrides and
 *     embeddings (U+202A-U+202E) and isolates (U+2066-U+2069): they make a name read differently from what it
 *     is ("Trojan Source"), and nobody types them in a form.
 *   - Multi-line fields (descriptions, notes, messages) keep line feeds and tabs (U+000A, U+0009); a carriage
 *     return (Windows line ends) becomes a line feed first. Single-line fields refuse them too (after the trim,
 *     so a trailing line feed pasted with a name is simply dropped).
 *   - Invisible-only: text made only of white space, zero-width characters (U+200B-U+200D, U+2060, U+FEFF),
 *     other format characters (Unicode Cf: soft hyphen, direction marks...), combining marks with nothing to
 *     combine with, and the blank fillers that render as space (Hangul fillers, U+2800).
 *
 * Passwords are not text here: Cognito compares their bytes, so they are never normalised nor refused for
 * their characters (shared/contracts/auth/schemas.ts).
 */

/** Controls refused in every field: C0 but tab and line feed, DEL, C1. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
/** Tab, line feed and carriage return: refused in single-line fields only. */
const LINE_CONTROLS = /[\t\n\r]/;
/** Bidirectional embeddings, overrides (U+202A-U+202E) and isolates (U+2066-U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
/** A surrogate code unit not part of a pair (with the `u` flag a pair is one code point, never \p{Cs}). */
const LONE_SURROGATE = /\p{Cs}/u;
/** Characters that show nothing by themselves. */
const INVISIBLE_ONLY = /^[\s\p{M}\p{Cf}\p{Zs}\u115F\u1160\u3164\uFFA0\u2800]+$/u;

export type TextProblem = 'forbidden' | 'invisible';

export interface TextRules {
  /** Keeps line feeds and tabs (descriptions, notes, messages). */
  multiline?: boolean;
}

/** Whether `text` holds a character no text field accepts (see above). */
export function hasForbiddenCharacters(text: string, { multiline = false }: TextRules = {}): boolean {
  return (
    CONTROLS.test(text) ||
    (!multiline && LINE_CONTROLS.test(text)) ||
    BIDI_CONTROLS.test(text) ||
    LONE_SURROGATE.test(text)
  );
}

/** Whether `text` is not empty but shows nothing: white space, zero-width and format characters, lone marks. */
export function isInvisibleOnly(text: string): boolean {
  return text.length > 0 && INVISIBLE_ONLY.test(text);
}

/** Line ends as line feeds (`\r\n` and a lone `\r` are `\n`). */
export const unifyLineEnds = (text: string): string => text.replace(/\r\n?/g, '\n');

/**
 * The text as a field keeps it (NFC, trimmed, line ends unified when multi-line) and what is wrong with it,
 * if anything. The schemas do the same steps as zod checks; this is the function form (tests, scripts).
 */
export function cleanText(
  raw: string,
  rules: TextRules = {},
): { ok: true; text: string } | { ok: false; problem: TextProblem } {
  const prepared = (rules.multiline ? unifyLineEnds(raw) : raw).normalize('NFC').trim();
  if (hasForbiddenCharacters(prepared, rules)) return { ok: false, problem: 'forbidden' };
  if (isInvisibleOnly(prepared)) return { ok: false, problem: 'invisible' };
  return { ok: true, text: prepared };
}
