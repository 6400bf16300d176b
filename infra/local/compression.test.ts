import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodingFor, isCompressible, varyOnEncoding } from './compression.js';

describe('gateway compression', () => {
  it('prefers br, then gzip; q=0 refuses an encoding', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
  });

  it('compresses text types from 1,000 bytes to 10 MB, nothing already encoded', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'text/javascript', 'image/svg+xml'])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/webp', 'image/png', 'font/woff2', undefined])
      expect(isCompressible(type)).toBe(false);
    expect(encodingFor('br', 'application/json', 999)).toBeNull();
    expect(encodingFor('br', 'application/json', 1000)).toBe('br');
    expect(encodingFor('br', 'application/json', 10_000_001)).toBeNull();
    expect(encodingFor('br', 'application/json', 5000, true)).toBeNull();
  });

  it('adds Accept-Encoding to Vary once', () => {
    expect(varyOnEncoding(undefined)).toBe('Accept-Encoding');
    expect(varyOnEncoding('Authorization')).toBe('Authorization, Accept-Encoding');
    expect(varyOnEncoding('accept-encoding')).toBe('accept-encoding');
  });
});
