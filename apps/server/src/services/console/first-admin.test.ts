import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../env.ts';
import { oneTimePassword, staffPasswordProblem } from './passwords.ts';

/** The first admin from the environment (ADMIN_BOOTSTRAP_*): never a default, never a weak one in prod. */

const PROD = {
  APP_ENV: 'prod',
  SIGN_SALT: randomBytes(12).toString('hex'),
  SIGN_HMAC_KEY: randomBytes(24).toString('hex'),
  SERVER_SECRET: randomBytes(24).toString('hex'),
  PUBLIC_BASE_URL: 'https://h5.example.com',
  LOG_LEVEL: 'silent',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('first admin configuration', () => {
  it('no ADMIN_BOOTSTRAP_PASSWORD: no admin is created, in any environment (no default password)', () => {
    expect(loadConfig(PROD).adminBootstrap).toBeNull();
    expect(loadConfig({ APP_ENV: 'dev' }).adminBootstrap).toBeNull();
  });

  it('a strong password is taken, with the login (default admin)', () => {
    const password = `Aa1${randomBytes(12).toString('hex')}`;
    expect(loadConfig({ ...PROD, ADMIN_BOOTSTRAP_PASSWORD: password }).adminBootstrap).toEqual({
      login: 'admin',
      password,
    });
    expect(
      loadConfig({ ...PROD, ADMIN_BOOTSTRAP_PASSWORD: password, ADMIN_BOOTSTRAP_LOGIN: '13800000000' })
        .adminBootstrap?.login,
    ).toBe('13800000000');
  });

  it('prod refuses weak, placeholder and patterned passwords, without printing them', () => {
    const weak = [
      'admin123',
      'Password1234567',
      'changeme-123456789',
      'aaaaaaaaaaaaaaaa1',
      'abababababab1212',
      '1234567890123456',
    ];
    for (const password of weak) {
      const problems = problemsOf({ ...PROD, ADMIN_BOOTSTRAP_PASSWORD: password });
      expect(problems, password).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^invalid configuration: ADMIN_BOOTSTRAP_PASSWORD \(\d+ characters, value not shown\)/,
      );
      expect(problems[0]).not.toContain(password);
    }
    console.log(`first admin: ${weak.length} weak prod passwords refused`);
  });

  it('dev and test still need 12 characters with letters and digits', () => {
    expect(problemsOf({ APP_ENV: 'dev', ADMIN_BOOTSTRAP_PASSWORD: 'short1' })).toHaveLength(1);
    expect(problemsOf({ APP_ENV: 'dev', ADMIN_BOOTSTRAP_PASSWORD: 'Dev-password-1' })).toEqual([]);
  });

  it('one-time passwords pass the rules and differ', () => {
    const made = new Set(Array.from({ length: 50 }, () => oneTimePassword()));
    expect(made.size).toBe(50);
    for (const p of made) expect(staffPasswordProblem(p)).toBeNull();
  });
});
