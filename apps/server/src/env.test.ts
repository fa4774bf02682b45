import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults for a laptop', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appEnv).toBe('dev');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.sandbox).toBe(true);
    expect(config.brand).toBe('nbc');
  });

  it('names the bad variable and its value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/);
    expect(() => loadConfig({ APP_ENV: 'staging' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres/);
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ BRAND: 'acme' })).toThrow(/BRAND/);
    expect(() => loadConfig({ PUTIN_BASE_URL: 'not a url' })).toThrow(/PUTIN_BASE_URL/);
  });

  it('requires the salts in production and turns the sandbox off there', () => {
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/SIGN_SALT.*required/s);
    const config = loadConfig({ APP_ENV: 'prod', SIGN_SALT: 's', SIGN_HMAC_KEY: 'k' });
    expect(config.sandbox).toBe(false);
    expect(config.seedDemoData).toBe(false);
  });

  it('reads service base URLs without a trailing slash', () => {
    const config = loadConfig({ COURSE_BASE_URL: 'https://course.example.com/' });
    expect(config.serviceBaseUrls.course).toBe('https://course.example.com');
    expect(config.serviceBaseUrls.putin).toBe('');
  });
});
