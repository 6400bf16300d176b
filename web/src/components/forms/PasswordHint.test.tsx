import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '../../../../shared/constants/auth.js';
import { VALIDATION_MESSAGES } from '../../../../shared/messages/validation.js';
import { passwordSchema } from '../../../../shared/contracts/auth/schemas.js';
import { PASSWORD_RULES, PasswordHint, passwordRuleStates } from './PasswordHint';

describe('password policy checklist', () => {
  it("lists the shared schema's rules, labelled from their own messages", () => {
    expect(PASSWORD_RULES.map((rule) => [rule.key, rule.message, rule.label])).toEqual([
      ['length', VALIDATION_MESSAGES.passwordMinLength, `Al menos ${PASSWORD_POLICY.minLength} caracteres`],
      ['lowercase', VALIDATION_MESSAGES.passwordLowercase, 'Una letra minúscula'],
      ['uppercase', VALIDATION_MESSAGES.passwordUppercase, 'Una letra mayúscula'],
      ['digit', VALIDATION_MESSAGES.passwordDigit, 'Un número'],
      ['symbol', VALIDATION_MESSAGES.passwordSymbol, 'Un símbolo'],
    ]);
  });

  it.each([
    ['', []],
    ['a', ['lowercase']],
    ['A1', ['uppercase', 'digit']],
    ['pitahaya', ['length', 'lowercase']],
    ['Ñandú 99', ['length', 'lowercase', 'digit', 'symbol']],
    ['Pitahaya123!', ['length', 'lowercase', 'uppercase', 'digit', 'symbol']],
  ])('"%s" meets %j', (value, met) => {
    const states = passwordRuleStates(value);
    expect(states.filter((state) => state.met).map((state) => state.key)).toEqual(met);
    // The checklist agrees with the schema: all met exactly when the schema accepts the value.
    expect(states.every((state) => state.met)).toBe(passwordSchema.safeParse(value).success);
  });

  it('renders a labelled list with the state of each rule for screen readers', () => {
    render(<PasswordHint id="pw" value="abc1" />);
    const list = screen.getByRole('list', { name: 'La contraseña debe tener:' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Al menos 8 caracteres (pendiente)',
      'Una letra minúscula (cumplido)',
      'Una letra mayúscula (pendiente)',
      'Un número (cumplido)',
      'Un símbolo (pendiente)',
    ]);
    expect(screen.getByText('2 de 5 requisitos cumplidos.')).toBeInTheDocument();
  });
});
