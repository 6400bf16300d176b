import { describe, expect, it } from 'vitest';
import { cleanText, hasForbiddenCharacters, isInvisibleOnly } from './text-hygiene.js';
import { normalizeText } from './text.js';

describe('text hygiene', () => {
  it.each([
    ['NUL', 'Pita\u0000haya'],
    ['another C0 control', 'Pita\u001bhaya'],
    ['DEL', 'Pita\u007fhaya'],
    ['a C1 control', 'Pita\u0085haya'],
    ['a right-to-left override', 'Pitahaya \u202Eajor'],
    ['a left-to-right embedding', '\u202APitahaya'],
    ['a first strong isolate', 'Pitahaya \u2068roja\u2069'],
    ['a lone high surrogate', 'Pitahaya \uD800'],
    ['a lone low surrogate', '\uDC00Pitahaya'],
    ['a reversed surrogate pair', '\uDF35\uD83C'],
  ])('refuses %s', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(hasForbiddenCharacters(value, { multiline: true })).toBe(true);
    expect(cleanText(value)).toEqual({ ok: false, problem: 'forbidden' });
  });

  it('keeps line feeds and tabs in multi-line fields only, with Windows line ends as line feeds', () => {
    expect(cleanText('Primera línea\r\n\tsegunda', { multiline: true })).toEqual({
      ok: true,
      text: 'Primera línea\n\tsegunda',
    });
    expect(cleanText('Primera línea\nsegunda')).toEqual({ ok: false, problem: 'forbidden' });
    expect(cleanText('Ana\tPérez')).toEqual({ ok: false, problem: 'forbidden' });
    // A line feed around a single-line text is trimmed away, not refused.
    expect(cleanText('  Ana Pérez\n')).toEqual({ ok: true, text: 'Ana Pérez' });
  });

  it('accepts emoji (surrogate pairs), direction marks inside text and joiners inside emoji', () => {
    for (const value of ['Pitahaya 🌵', 'Familia 👩‍👩‍👧', 'نص \u200F عربي', 'Nombre\u00ADlargo']) {
      expect(cleanText(value)).toEqual({ ok: true, text: value });
    }
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B'],
    ['zero-width joiners', '\u200C\u200D'],
    ['a word joiner', '\u2060'],
    ['a byte order mark between zero-width spaces', '\u200B\uFEFF\u200B'],
    ['combining marks alone', '\u0301\u0308'],
    ['a soft hyphen', '\u00AD'],
    ['direction marks', '\u200E\u200F'],
    ['Hangul fillers', '\u3164\u115F'],
    ['a braille blank', '\u2800'],
    ['a mix with spaces', '\u200B \u00A0 \u2003 \u0301'],
  ])('counts %s as invisible', (_name, value) => {
    expect(isInvisibleOnly(value)).toBe(true);
    expect(cleanText(value)).toEqual({ ok: false, problem: 'invisible' });
  });

  it('does not count empty or visible text as invisible', () => {
    expect(isInvisibleOnly('')).toBe(false);
    expect(isInvisibleOnly('a\u200B')).toBe(false);
    expect(isInvisibleOnly('\u0301a')).toBe(false);
  });

  it('normalises to NFC', () => {
    const decomposed = 'Pitaha\u0301ya de Espan\u0303a';
    const result = cleanText(decomposed);
    expect(result).toEqual({ ok: true, text: 'Pitaháya de España' });
    expect(result.ok && result.text.length).toBe('Pitaháya de España'.length);
  });
});

describe('normalizeText (name uniqueness, name sort, search)', () => {
  it('folds compatibility forms, case and accents', () => {
    expect(normalizeText('ｐｉｔａｈａｙａ ｒｏｊａ ｐｒｅｍｉｕｍ')).toBe('pitahaya roja premium');
    expect(normalizeText('Pitahaya roja premium')).toBe('pitahaya roja premium');
    expect(normalizeText('  PITAHAYA   Roja\tPremium ')).toBe('pitahaya roja premium');
    expect(normalizeText('Pitaha\u0301ya')).toBe(normalizeText('Pitaháya'));
    expect(normalizeText('Piña ﬁna')).toBe('pina fina');
    expect(normalizeText('Straße')).toBe(normalizeText('STRASSE'));
  });
});
