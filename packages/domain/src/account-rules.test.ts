import { describe, expect, it } from 'vitest';
import { AccountText, birthdayError } from './account-rules.ts';

describe('birthdayError', () => {
  it('accepts a real date from 1900-01-01 to today and refuses the rest', () => {
    const today = new Date('2026-06-01T12:00:00+08:00');
    expect(birthdayError('1900-01-01', today)).toBeNull();
    expect(birthdayError('1990-02-28', today)).toBeNull();
    expect(birthdayError('1899-12-31', today)).toBe(AccountText.birthdayInvalid);
    expect(birthdayError('1990-02-30', today)).toBe(AccountText.birthdayInvalid);
    expect(birthdayError('1990-2-3', today)).toBe(AccountText.birthdayInvalid);
    expect(birthdayError('2026-06-02', today)).toBe(AccountText.birthdayInvalid);
  });

  it('takes today as the Beijing date: at 00:30 in Beijing (still yesterday in UTC) today is allowed', () => {
    const earlyBeijing = new Date('2026-06-01T00:30:00+08:00');
    expect(birthdayError('2026-06-01', earlyBeijing)).toBeNull();
    expect(birthdayError('2026-06-02', new Date('2026-06-01T23:30:00+08:00'))).toBe(
      AccountText.birthdayInvalid,
    );
  });
});
