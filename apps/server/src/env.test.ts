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

  it('requires the secrets and the public origin in production and turns the sandbox off there', () => {
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/SIGN_SALT.*required/s);
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(/PUBLIC_BASE_URL.*required/s);
    const config = loadConfig({
      APP_ENV: 'prod',
      SIGN_SALT: 'Zq8rT2mVx7Lp4cNw',
      SIGN_HMAC_KEY: '3f9a1c7e5b2d8046af1e9c3b7d5a2f60',
      SERVER_SECRET: 'b71e4c09d2a8f35e6c1b9a07d4e2f853',
      PUBLIC_BASE_URL: 'https://h5.example.com/',
    });
    expect(config.publicBaseUrl).toBe('https://h5.example.com');
    expect(config.sandbox).toBe(false);
    expect(config.seedDemoData).toBe(false);
  });

  it('reads service base URLs without a trailing slash', () => {
    const config = loadConfig({ COURSE_BASE_URL: 'https://course.example.com/' });
    expect(config.serviceBaseUrls.course).toBe('https://course.example.com');
    expect(config.serviceBaseUrls.putin).toBe('');
  });
});
