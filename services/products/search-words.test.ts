import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, productWords, queryWords, stem, wordsOf } from './search-words.js';

describe('search words', () => {
  it('ignores accents and case, splits on anything but letters and digits', () => {
    expect(wordsOf('Pitáhaya ROJA, ecológica (Almería)')).toEqual([
      'pitahaya',
      'roja',
      'ecologica',
      'almeria',
    ]);
    expect(wordsOf('Piña/fresa-kiwi')).toEqual(['pina', 'fresa', 'kiwi']);
  });

  it('folds singular and plural to one form, on both sides', () => {
    for (const [a, b] of [
      ['rojas', 'roja'],
      ['flores', 'flor'],
      ['postres', 'postre'],
      ['plantones', 'plantón'],
      ['mieles', 'miel'],
      ['jugos', 'jugo'],
    ] as const) {
      expect(wordsOf(a)).toEqual(wordsOf(b));
    }
    expect(stem('te')).toBe('te');
    expect(stem('mas')).toBe('mas');
  });

  it('leaves out words that say nothing about a product and numbers alone', () => {
    expect(wordsOf('Jugo de pitahaya con miel para 2 y 500 g')).toEqual(['jugo', 'pitahaya', 'miel', 'g']);
    expect(queryWords('de la 500')).toEqual([]);
    expect(queryWords(undefined)).toEqual([]);
  });

  it('keeps each word once, the name first, long words cut', () => {
    expect(productWords('Pitahaya roja', 'La pitahaya roja más dulce')).toEqual([
      'pitahaya',
      'roja',
      'mas',
      'dulc',
    ]);
    expect(wordsOf('a'.repeat(300))[0]).toHaveLength(40);
  });

  it('reads at most MAX_QUERY_WORDS words of a query', () => {
    const many = Array.from({ length: 20 }, (_, i) => `palabra${String.fromCharCode(97 + i)}`).join(' ');
    expect(queryWords(many)).toHaveLength(MAX_QUERY_WORDS);
  });
});
