import { describe, expect, it } from 'vitest';
import { REVIEW_REQUEST_TEXTS } from '../../shared/messages/reviews.js';
import { requestDelayMinutes } from './review-requests.js';

describe('the review request delay', () => {
  it('is three days, two minutes on the local stack, or the setting (minutes, up to a month)', () => {
    expect(requestDelayMinutes({})).toBe(3 * 24 * 60);
    expect(requestDelayMinutes({ PITAHAYA_LOCAL: 'true' })).toBe(2);
    expect(requestDelayMinutes({ REVIEW_REQUEST_DELAY_MINUTES: '0' })).toBe(0);
    expect(requestDelayMinutes({ REVIEW_REQUEST_DELAY_MINUTES: '1440', PITAHAYA_LOCAL: 'true' })).toBe(1440);
    for (const wrong of ['-1', '2.5', 'x', String(32 * 24 * 60)])
      expect(requestDelayMinutes({ REVIEW_REQUEST_DELAY_MINUTES: wrong })).toBe(3 * 24 * 60);
  });

  it('names the products received in Spanish', () => {
    expect(REVIEW_REQUEST_TEXTS.message(['Pitahaya roja'])).toContain('Ya tienes Pitahaya roja en casa');
    const mail = REVIEW_REQUEST_TEXTS.mail('Ana', ['Pitahaya roja', 'Mermelada', 'Esqueje']);
    expect(mail).toContain('Hola, Ana:');
    expect(mail).toContain('Pitahaya roja, Mermelada y Esqueje');
    expect(mail).not.toMatch(/\n\n\n/);
  });
});
