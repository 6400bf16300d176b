import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  CARRIER_IDS,
  normalizeTrackingNumber,
  trackingOf,
  trackingText,
  trackingUrl,
} from './carriers.js';

describe('carriers and tracking', () => {
  it('links every known carrier to an https page with the number in it, and «Otro» to none', () => {
    for (const carrier of CARRIER_IDS) {
      const url = trackingUrl({ carrier, number: 'AB123456' });
      if (carrier === 'other') expect(url).toBeNull();
      else {
        expect(url, carrier).toMatch(/^https:\/\/[^/]+\//);
        expect(url, carrier).toContain('AB123456');
        expect(CARRIERS[carrier].url?.match(/\{number\}/g), carrier).toHaveLength(1);
      }
    }
  });

  it('says it the way the screens and e-mails show it', () => {
    expect(trackingText({ carrier: 'seur', number: 'AB123456' })).toBe('Enviado con SEUR · número AB123456');
    expect(trackingText({ carrier: 'ctt', number: 'AB123456' })).toBe(
      'Enviado con CTT Express · número AB123456',
    );
    expect(trackingText({ carrier: 'other', number: 'AB123456' })).toBe(
      'Enviado con otra empresa · número AB123456',
    );
  });

  it('keeps letters and digits of a typed number, upper-cased', () => {
    expect(normalizeTrackingNumber(' ab 12-34 56 ')).toBe('AB123456');
  });

  it('reads back only well-formed tracking from stored images', () => {
    expect(trackingOf({ carrier: 'gls', number: 'ZX98765' })).toEqual({ carrier: 'gls', number: 'ZX98765' });
    expect(trackingOf({ carrier: 'tnt', number: 'ZX98765' })).toBeNull();
    expect(trackingOf({ carrier: 'gls', number: 'x' })).toBeNull();
    expect(trackingOf('SEUR')).toBeNull();
    expect(trackingOf(undefined)).toBeNull();
  });
});
