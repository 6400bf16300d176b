import { describe, expect, it } from 'vitest';
import { isValidPhone } from './phone.js';

describe('isValidPhone', () => {
  it.each([
    '600123456',
    '600 123 456',
    '600-12-34-56',
    '+34 600 123 456',
    '+34600123456',
    '0034 600 123 456',
    '+34 (968) 123-456',
    '(968) 12 34 56',
    '  912345678  ',
    '+44 20 7946 0958',
    '0044 20 7946 0958',
  ])('accepts %j', (value) => {
    expect(isValidPhone(value)).toBe(true);
  });

  it.each([
    ['12', 'two digits'],
    ['', 'empty'],
    ['60012345', 'eight digits'],
    ['+34 60012345', 'eight digits after +34'],
    ['0034 6001 2345', 'eight digits after 0034'],
    ['+34', 'the prefix alone'],
    ['600-ABC-123', 'letters'],
    ['600 123 456 ext 2', 'words'],
    ['6001+23456', 'a + inside'],
    ['++34600123456', 'two +'],
    ['+1234567890123456', 'more than 15 digits'],
    ['00 1234567890123456', 'more than 15 digits after 00'],
    ['1234567890123456', 'more than 15 digits'],
  ])('refuses %j (%s)', (value) => {
    expect(isValidPhone(value)).toBe(false);
  });
});
