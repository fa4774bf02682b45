import path from 'node:path';
import { normalizeRedirectHosts } from '@course/domain/redirect';
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
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.:-]{1,64}$/, { message: 'letters, digits and . _ : - only, at most 64' })
      .default('course-h5:'),
    SIGN_SALT: z.string().optional(),
    SIGN_HMAC_KEY: z.string().optional(),
    BRAND: z.enum(['nbc', 'jz']).default('nbc'),
    SANDBOX: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SEED_DEMO_DATA: flag,
    PUBLIC_BASE_URL: baseUrl,
    // Hosts besides our own a redirect taken from a request may go to (middle-page, the sandbox authorization).
    REDIRECT_ALLOWED_HOSTS: z
      .string()
      .default('')
      .superRefine((v, ctx) => {
        const { invalid } = normalizeRedirectHosts(v);
        if (invalid.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `not a host (name[:port] or *.domain): ${invalid.join(', ')}`,
          });
        }
      }),
    FALLBACK_BASE_URL: baseUrl,
    PUTIN_BASE_URL: baseUrl,
    USER_BASE_URL: baseUrl,
    COURSE_BASE_URL: baseUrl,
    COURSE_MARKET_BASE_URL: baseUrl,
    ACTIVITY_BASE_URL: baseUrl,
    LEAD_ACTIVITY_BASE_URL: baseUrl,
    QNXK_BASE_URL: baseUrl,
    WECHAT_AUTH_ADAPTER: z.enum(['sandbox', 'real']).optional(),
    WECHAT_API_BASE_URL: baseUrl,
    WECHAT_AUTHORIZE_URL: baseUrl,
    SMS_ADAPTER: z.enum(['sandbox', 'tencent']).optional(),
    TENCENT_SMS_SECRET_ID: z.string().trim().optional(),
    TENCENT_SMS_SECRET_KEY: z.string().trim().optional(),
    TENCENT_SMS_REGION: z.string().trim().default('ap-guangzhou'),
    TENCENT_SMS_SDK_APP_ID: z.string().trim().optional(),
    TENCENT_SMS_SIGN_NAME: z.string().trim().optional(),
    TENCENT_SMS_TEMPLATE_ID: z.string().trim().optional(),
    TENCENT_SMS_ENDPOINT: z.string().trim().optional(),
    // Payment (issue 6): 'sandbox' uses the local cashier for every method; 'live' the real providers.
    PAYMENT_MODE: z.enum(['sandbox', 'live']).optional(),
    SANDBOX_PAY_KEY: z.string().min(16).optional(),
    ORDER_EXPIRE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    WECHAT_PAY_MCH_ID: z.string().optional(),
    WECHAT_PAY_SERIAL_NO: z.string().optional(),
    WECHAT_PAY_PRIVATE_KEY_FILE: z.string().optional(),
    WECHAT_PAY_API_V3_KEY: z.string().optional(),
    WECHAT_PAY_PLATFORM_PUBLIC_KEY_FILE: z.string().optional(),
    WECHAT_PAY_PLATFORM_SERIAL_NO: z.string().optional(),
    WECHAT_PAY_BASE_URL: baseUrl,
    ALIPAY_APP_ID: z.string().optional(),
    ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
    ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
    ALIPAY_GATEWAY: baseUrl,
  })
  .superRefine((env, ctx) => {
    const sandboxOn = env.SANDBOX ?? env.APP_ENV !== 'prod';
    for (const key of ['WECHAT_AUTH_ADAPTER', 'SMS_ADAPTER'] as const) {
      if (!sandboxOn && env[key] === 'sandbox') {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'sandbox adapters need the sandbox (SANDBOX=1)',
        });
      }
    }
    if (env.APP_ENV === 'prod' && !env.SIGN_SALT) {
      ctx.addIssue({ code: 'custom', path: ['SIGN_SALT'], message: 'is required when APP_ENV=prod' });
    }
    if (env.APP_ENV === 'prod' && !env.SIGN_HMAC_KEY) {
      ctx.addIssue({ code: 'custom', path: ['SIGN_HMAC_KEY'], message: 'is required when APP_ENV=prod' });
    }
    if (env.APP_ENV === 'prod' && env.PAYMENT_MODE === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_MODE'],
        message: 'sandbox payment is refused when APP_ENV=prod',
      });
    }
  });

export type AppConfig = {
  port: number;
  host: string;
  appEnv: 'dev' | 'test' | 'prod';
  databaseUrl: string | undefined;
  dataDir: string;
  redisUrl: string | undefined;
  /** Namespace of every key in Redis (deployments or test runs sharing one Redis stay apart). */
  redisPrefix: string;
  signSalt: string;
  signHmacKey: string;
  brand: 'nbc' | 'jz';
  sandbox: boolean;
  logLevel: string;
  webDistDir: string;
  tokenTtlDays: number;
  seedDemoData: boolean;
  publicBaseUrl: string;
  /**
   * Hosts a redirect from a request may go to besides our own origin: REDIRECT_ALLOWED_HOSTS, plus the host of
   * PUBLIC_BASE_URL when it is set (packages/domain/src/redirect.ts applies them).
   */
  redirectHosts: string[];
  fallbackBaseUrl: string;
  /** Base URL per service prefix, as the web client sees them. '' means the same origin. */
  serviceBaseUrls: Record<string, string>;
  wechat: {
    /** 'sandbox': codes from /sandbox/oauth2/authorize; 'real': the messaging app's API. */
    adapter: 'sandbox' | 'real';
    apiBaseUrl: string;
    /** Where the web app sends a visitor to authorize (the messaging app's page, or the sandbox's). */
    authorizeUrl: string;
    /** App secret per wechatType, from WECHAT_APP_SECRET_<wechatType>; never stored in the database. */
    appSecrets: Record<string, string>;
  };
  sms: {
    adapter: 'sandbox' | 'tencent';
    tencent: {
      secretId: string;
      secretKey: string;
      region: string;
      sdkAppId: string;
      signName: string;
      templateId: string;
      /** API host (tests point it at a local fake: 'http://127.0.0.1:port'). */
      endpoint: string;
    };
  };
  payment: PaymentConfig;
};

/** Payment configuration (issue 6). Key files are read by the payment providers at start. */
export type PaymentConfig = {
  mode: 'sandbox' | 'live';
  sandboxKey: string;
  orderExpireMinutes: number;
  wechat: {
    mchId: string;
    serialNo: string;
    privateKeyFile: string;
    apiV3Key: string;
    platformPublicKeyFile: string;
    platformSerialNo: string;
    baseUrl: string;
  } | null;
  alipay: { appId: string; privateKeyFile: string; publicKeyFile: string; gateway: string } | null;
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
  const sandbox = env.SANDBOX ?? env.APP_ENV !== 'prod';
  const appSecrets: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    const m = /^WECHAT_APP_SECRET_(\d{1,5})$/.exec(key);
    if (m && value) appSecrets[m[1]!] = value;
  }
  const wechatAdapter = env.WECHAT_AUTH_ADAPTER ?? (sandbox ? 'sandbox' : 'real');
  return {
    port: env.PORT,
    host: env.HOST,
    appEnv: env.APP_ENV,
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    signSalt: env.SIGN_SALT ?? 'dev-salt',
    signHmacKey: env.SIGN_HMAC_KEY ?? 'dev-hmac-key',
    brand: env.BRAND,
    sandbox,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    tokenTtlDays: env.TOKEN_TTL_DAYS,
    seedDemoData: env.SEED_DEMO_DATA ?? env.APP_ENV !== 'prod',
    publicBaseUrl: env.PUBLIC_BASE_URL,
    redirectHosts: redirectHostsOf(env.REDIRECT_ALLOWED_HOSTS, env.PUBLIC_BASE_URL),
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
    wechat: {
      adapter: wechatAdapter,
      apiBaseUrl: env.WECHAT_API_BASE_URL || 'https://api.weixin.qq.com',
      authorizeUrl:
        env.WECHAT_AUTHORIZE_URL ||
        (wechatAdapter === 'sandbox'
          ? `${env.PUBLIC_BASE_URL}/sandbox/oauth2/authorize`
          : 'https://open.weixin.qq.com/connect/oauth2/authorize'),
      appSecrets,
    },
    sms: {
      adapter: env.SMS_ADAPTER ?? (sandbox ? 'sandbox' : 'tencent'),
      tencent: {
        secretId: env.TENCENT_SMS_SECRET_ID ?? '',
        secretKey: env.TENCENT_SMS_SECRET_KEY ?? '',
        region: env.TENCENT_SMS_REGION,
        sdkAppId: env.TENCENT_SMS_SDK_APP_ID ?? '',
        signName: env.TENCENT_SMS_SIGN_NAME ?? '',
        templateId: env.TENCENT_SMS_TEMPLATE_ID ?? '',
        endpoint: env.TENCENT_SMS_ENDPOINT ?? 'sms.tencentcloudapi.com',
      },
    },
    payment: {
      mode: env.PAYMENT_MODE ?? (env.APP_ENV === 'prod' ? 'live' : 'sandbox'),
      sandboxKey: env.SANDBOX_PAY_KEY ?? 'sandbox-pay-key-not-secret',
      orderExpireMinutes: env.ORDER_EXPIRE_MINUTES,
      wechat:
        env.WECHAT_PAY_MCH_ID && env.WECHAT_PAY_PRIVATE_KEY_FILE && env.WECHAT_PAY_API_V3_KEY
          ? {
              mchId: env.WECHAT_PAY_MCH_ID,
              serialNo: env.WECHAT_PAY_SERIAL_NO ?? '',
              privateKeyFile: env.WECHAT_PAY_PRIVATE_KEY_FILE,
              apiV3Key: env.WECHAT_PAY_API_V3_KEY,
              platformPublicKeyFile: env.WECHAT_PAY_PLATFORM_PUBLIC_KEY_FILE ?? '',
              platformSerialNo: env.WECHAT_PAY_PLATFORM_SERIAL_NO ?? '',
              baseUrl: env.WECHAT_PAY_BASE_URL || 'https://api.mch.weixin.qq.com',
            }
          : null,
      alipay:
        env.ALIPAY_APP_ID && env.ALIPAY_PRIVATE_KEY_FILE && env.ALIPAY_PUBLIC_KEY_FILE
          ? {
              appId: env.ALIPAY_APP_ID,
              privateKeyFile: env.ALIPAY_PRIVATE_KEY_FILE,
              publicKeyFile: env.ALIPAY_PUBLIC_KEY_FILE,
              gateway: env.ALIPAY_GATEWAY || 'https://openapi.alipay.com/gateway.do',
            }
          : null,
    },
  };
}

function redirectHostsOf(list: string, publicBaseUrl: string): string[] {
  const { hosts } = normalizeRedirectHosts(list);
  const own = publicBaseUrl ? new URL(publicBaseUrl).host.toLowerCase() : '';
  return own && !hosts.includes(own) ? [own, ...hosts] : hosts;
}

/** A config for tests: the defaults of a test deployment with the given overrides. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/course-h5-test' }),
    ...overrides,
  };
}
