import path from 'node:path';
import { z } from 'zod';

/** The server's configuration, read from the environment once and validated; nothing else reads process.env. */

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const baseUrl = z
  .string()
  .trim()
  .default('')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/.test(v), { message: 'must be empty or an http(s) URL' })
  .transform((v) => v.replace(/\/$/, ''));

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const ZEnv = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_ENV: z.enum(['dev', 'test', 'prod']).default('dev'),
    DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
    DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: optionalUrl(['redis://', 'rediss://']),
    SIGN_SALT: z.string().optional(),
    SIGN_HMAC_KEY: z.string().optional(),
    BRAND: z.enum(['nbc', 'jz']).default('nbc'),
    SANDBOX: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SEED_DEMO_DATA: flag,
    PUBLIC_BASE_URL: baseUrl,
    FALLBACK_BASE_URL: baseUrl,
    PUTIN_BASE_URL: baseUrl,
    USER_BASE_URL: baseUrl,
    COURSE_BASE_URL: baseUrl,
    COURSE_MARKET_BASE_URL: baseUrl,
    ACTIVITY_BASE_URL: baseUrl,
    LEAD_ACTIVITY_BASE_URL: baseUrl,
    QNXK_BASE_URL: baseUrl,
  })
  .superRefine((env, ctx) => {
    if (env.APP_ENV === 'prod' && !env.SIGN_SALT) {
      ctx.addIssue({ code: 'custom', path: ['SIGN_SALT'], message: 'is required when APP_ENV=prod' });
    }
    if (env.APP_ENV === 'prod' && !env.SIGN_HMAC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SIGN_HMAC_KEY'], message: 'is required when APP_ENV=prod' });
    }
  });

export type AppConfig = {
  port: number;
  host: string;
  appEnv: 'dev' | 'test' | 'prod';
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  signSalt: string;
  signHmacKey: string;
  brand: 'nbc' | 'jz';
  sandbox: boolean;
  logLevel: string;
  webDistDir: string;
  tokenTtlDays: number;
  seedDemoData: boolean;
  publicBaseUrl: string;
  fallbackBaseUrl: string;
  /** Base URL per service prefix, as the web client sees them. '' means the same origin. */
  serviceBaseUrls: Record<string, string>;
};

export class ConfigError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.') || '(environment)';
      return `  ${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    port: env.PORT,
    host: env.HOST,
    appEnv: env.APP_ENV,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    signSalt: env.SIGN_SALT ?? 'dev-salt',
    signHmacKey: env.SIGN_HMAC_KEY ?? 'dev-hmac-key',
    brand: env.BRAND,
    sandbox: env.SANDBOX ?? env.APP_ENV !== 'prod',
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    seedDemoData: env.SEED_DEMO_DATA ?? env.APP_ENV !== 'prod',
    publicBaseUrl: env.PUBLIC_BASE_URL,
    fallbackBaseUrl: env.FALLBACK_BASE_URL,
    serviceBaseUrls: {
      putin: env.PUTIN_BASE_URL,
      user: env.USER_BASE_URL,
      course: env.COURSE_BASE_URL,
      'course-market': env.COURSE_MARKET_BASE_URL,
      activity: env.ACTIVITY_BASE_URL,
      'api/v3': env.LEAD_ACTIVITY_BASE_URL,
      qnxk: env.QNXK_BASE_URL,
    },
  };
}

/** A config for tests: the defaults of a test deployment with the given overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/course-h5-test' }),
    ...overrides,
  };
}
