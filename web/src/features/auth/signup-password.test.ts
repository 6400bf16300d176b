import { describe, expect, it } from 'vitest';
import {
  hasSignupPassword,
  keepSignupPassword,
  SIGNUP_PASSWORD_TTL_MS,
  takeSignupPassword,
} from './signup-password';

describe('the sign-up password kept for the confirmation', () => {
  it('is handed over once, to the same address (any case), then forgotten', () => {
    keepSignupPassword('Ana@Finca.es', 'Pitahaya123!', 1_000);
    expect(hasSignupPassword('ana@finca.es', 1_000)).toBe(true);
    expect(takeSignupPassword(' ana@finca.es ', 2_000)).toBe('Pitahaya123!');
    expect(takeSignupPassword('ana@finca.es', 2_000)).toBeNull();
  });

  it('is not handed to another address, and is dropped when asked for one', () => {
    keepSignupPassword('ana@finca.es', 'Pitahaya123!', 0);
    expect(takeSignupPassword('otra@finca.es', 0)).toBeNull();
    expect(hasSignupPassword('ana@finca.es', 0)).toBe(false);
  });

  it('is forgotten once its time is up', () => {
    keepSignupPassword('ana@finca.es', 'Pitahaya123!', 0);
    expect(takeSignupPassword('ana@finca.es', SIGNUP_PASSWORD_TTL_MS)).toBeNull();
  });
});
