// Over 300 lines: every setting of the server, read and checked in one place.
import { isIP } from 'node:net';
import path from 'node:path';
import { normalizeRedirectHosts } from '@course/domain/redirect';
import { z } from 'zod';
import { derivePurposeKeys, type PurposeKeys } from './security/keys.ts';

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

/** A comma- or space-separated list. */
const list = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(/[\s,]+/).filter(Boolean));

/** proxy-addr's named ranges (what Fastify's trustProxy list accepts besides addresses and CIDRs). */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Why a TRUST_PROXY entry is refused, or null when it is an address, a CIDR or a named range. */
export function proxyEntryProblem(entry: string): string | null {
  if (NAMED_PROXY_RANGES.has(entry)) return null;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined)
    return `"${entry}" is not an IP address, a CIDR or loopback/linklocal/uniquelocal`;
  if (prefix === undefined) return null;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (bits < 1 || bits > (family === 4 ? 32 : 128)) {
    return `"${entry}" has a bad prefix length (1 to ${family === 4 ? 32 : 128}; /0 would trust every client)`;
  }
  return null;
}

/** An origin a page may load media from: scheme and host (a leading `*.` for subdomains), optional port. */
const MEDIA_HOST = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * Secrets production refuses: the development defaults, the placeholders our docs and examples show, and values
 * that only look like one (`change-me…`, `replace-me`, `<secret>`, `…`).
 */
export const KNOWN_WEAK_SECRETS = new Set([
  'dev-salt',
  'dev-hmac-key',
  'dev-server-secret',
  'e2e-salt',
  'sandbox-pay-key-not-secret',
  'change-me',
  'change-me-too',
  'changeme',
  'secret',
  'password',
  'salt',
  'key',
  'test',
]);
const PLACEHOLDER_LIKE =
  /change[-_ ]?me|replace[-_ ]?me|placeholder|your[-_ ]?(secret|key|salt)|^<.*>$|…|\.\.\./i;

/** The minimum length of each secret in production (SIGN_SALT ships to browsers, so it only needs to be unguessable). */
export const SECRET_MIN_LENGTH = { SIGN_SALT: 16, SIGN_HMAC_KEY: 32, SERVER_SECRET: 32 } as const;
type SecretName = keyof typeof SECRET_MIN_LENGTH;
const SECRET_NAMES = Object.keys(SECRET_MIN_LENGTH) as SecretName[];
/** Fewer distinct characters than this is a pattern (`aaaa…`, `abab…`), not a secret. */
const MIN_DISTINCT_CHARACTERS = 8;

/**
 * The first admin's password from the environment: letters and digits, at least 12 characters (16 and no
 * placeholder or pattern in prod). There is never a default: without it no admin is created on start.
 */
export function adminPasswordProblem(value: string, prod: boolean): string | null {
  const min = prod ? 16 : 12;
  if (value.length < min) return `is too short: at least ${min} characters with letters and digits`;
  if (value.length > 128) return 'is too long: at most 128 characters';
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return 'must hold letters and digits';
  if (prod && (KNOWN_WEAK_SECRETS.has(value.toLowerCase()) || PLACEHOLDER_LIKE.test(value))) {
    return 'is a documentation placeholder; set a random value';
  }
  if (prod && new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    return `repeats too few characters (at least ${MIN_DISTINCT_CHARACTERS} different ones)`;
  }
  return null;
}

function secretProblem(name: SecretName, value: string | undefined): string | null {
  if (!value) return 'is required when APP_ENV=prod';
  if (KNOWN_WEAK_SECRETS.has(value.toLowerCase()) || PLACEHOLDER_LIKE.test(value)) {
    return 'is a development default or a documentation placeholder; set a random value (openssl rand -hex 32)';
  }
  if (value.length < SECRET_MIN_LENGTH[name]) {
    return `is too short for APP_ENV=prod: at least ${SECRET_MIN_LENGTH[name]} characters (openssl rand -hex 32)`;
  }
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    return `repeats too few characters to be a secret (at least ${MIN_DISTINCT_CHARACTERS} different ones)`;
  }
  return null;
}

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
    SERVER_SECRET: z.string().optional(),
    TRUST_PROXY: list,
    MEDIA_HOSTS: list,
    BRAND: z.enum(['nbc', 'jz']).default('nbc'),
    SANDBOX: flag,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    ADMIN_DIST_DIR: z.string().optional(),
    TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SEED_DEMO_DATA: flag,
    PUBLIC_BASE_URL: baseUrl,
    // The console's first admin (issue 17): created on start when no staff account exists.
    ADMIN_BOOTSTRAP_LOGIN: z.string().trim().min(2).max(64).default('admin'),
    ADMIN_BOOTSTRAP_PASSWORD: z.string().optional(),
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
    // Group-buying (issue 15): the team deadline scheduler (pg-boss on PostgreSQL, a sweep on PGlite).
    TEAM_SCHEDULER: z.enum(['on', 'off']).default('on'),
    // Contests (issue 16): where uploaded entries are stored: the data folder (default) or an S3-compatible bucket.
    UPLOAD_STORE: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: baseUrl,
    S3_REGION: z.string().trim().default('us-east-1'),
    S3_BUCKET: z.string().trim().default(''),
    S3_ACCESS_KEY_ID: z.string().trim().default(''),
    S3_SECRET_ACCESS_KEY: z.string().trim().default(''),
    S3_PUBLIC_BASE_URL: baseUrl,
    WECHAT_PAY_MCH_ID: z.string().optional(),
    WECHAT_PAY_SERIAL_NO: z.string().optional(),
    WECHAT_PAY_PRIVATE_KEY_FILE: z.string().optional(),
    WECHAT_PAY_API_V3_KEY: z.string().optional(),
    WECHAT_PAY_PLATFORM_PUBLIC_KEY_FILE: z.string().optional(),
    WECHAT_PAY_PLATFORM_SERIAL_NO: z.string().optional(),
    WECHAT_PAY_BASE_URL: baseUrl,
    // Withdrawals to WeChat change (issue 14, merchant transfer): 'sandbox' the local confirmation page,
    // 'wechat' the real API, 'off' none (withdrawals answer 1502). Each WECHAT_TRANSFER_* falls back to the
    // WECHAT_PAY_* of the same merchant.
    TRANSFER_MODE: z.enum(['sandbox', 'wechat', 'off']).optional(),
    WECHAT_TRANSFER_MCH_ID: z.string().trim().optional(),
    WECHAT_TRANSFER_SERIAL_NO: z.string().trim().optional(),
    WECHAT_TRANSFER_PRIVATE_KEY_FILE: z.string().trim().optional(),
    WECHAT_TRANSFER_API_V3_KEY: z.string().trim().optional(),
    WECHAT_TRANSFER_PLATFORM_PUBLIC_KEY_FILE: z.string().trim().optional(),
    WECHAT_TRANSFER_PLATFORM_SERIAL_NO: z.string().trim().optional(),
    WECHAT_TRANSFER_NOTIFY_URL: z.string().trim().optional(),
    WECHAT_TRANSFER_BASE_URL: baseUrl,
    WECHAT_TRANSFER_ACTIVITY_NAME: z.string().trim().default('邀请有礼'),
    WECHAT_TRANSFER_REWARD_DESCRIPTION: z.string().trim().default('邀请好友注册或购课的现金奖励'),
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
    for (const entry of env.TRUST_PROXY) {
      const problem = proxyEntryProblem(entry);
      if (problem) ctx.addIssue({ code: 'custom', path: ['TRUST_PROXY'], message: problem });
    }
    for (const host of env.MEDIA_HOSTS) {
      if (!MEDIA_HOST.test(host)) {
        ctx.addIssue({
          code: 'custom',
          path: ['MEDIA_HOSTS'],
          message: `"${host}" is not an origin like https://cdn.example.com (or https://*.example.com)`,
        });
      }
    }
    if (env.ADMIN_BOOTSTRAP_PASSWORD !== undefined) {
      const problem = adminPasswordProblem(env.ADMIN_BOOTSTRAP_PASSWORD, env.APP_ENV === 'prod');
      if (problem) ctx.addIssue({ code: 'custom', path: ['ADMIN_BOOTSTRAP_PASSWORD'], message: problem });
    }
    for (const problem of transferSettingProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
    if (env.UPLOAD_STORE === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when UPLOAD_STORE=s3' });
      }
    }
    if (env.APP_ENV !== 'prod') return;
    for (const name of SECRET_NAMES) {
      const problem = secretProblem(name, env[name]);
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: problem });
    }
    // The salt is written into every page: a key equal to it would be public too.
    for (const name of ['SIGN_HMAC_KEY', 'SERVER_SECRET'] as const) {
      if (env[name] && env[name] === env.SIGN_SALT) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must differ from SIGN_SALT, which ships to browsers',
        });
      }
    }
    if (env.SIGN_HMAC_KEY && env.SIGN_HMAC_KEY === env.SERVER_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVER_SECRET'],
        message: 'must differ from SIGN_HMAC_KEY, which operator tools share',
      });
    }
    if (env.SANDBOX === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['SANDBOX'],
        message:
          'the sandbox (test sessions, payments, grants and refunds without sign-in) is refused when APP_ENV=prod',
      });
    }
    if (!env.PUBLIC_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_BASE_URL'],
        message:
          'is required when APP_ENV=prod: the public origin every absolute link is built from (https://h5.example.com)',
      });
    }
    if (env.APP_ENV === 'prod' && env.PAYMENT_MODE === 'sandbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_MODE'],
        message: 'sandbox payment is refused when APP_ENV=prod',
      });
    }
  });

export type UploadStoreConfig =
  | { store: 'local' }
  | {
      store: 's3';
      /** Empty: AWS itself; else an S3-compatible service (path-style addressing). */
      endpoint: string;
      region: string;
      bucket: string;
      accessKeyId: string;
      secretAccessKey: string;
      /** Where stored objects are read from by browsers; empty: `<endpoint>/<bucket>`. */
      publicBaseUrl: string;
    };

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
  /** The key of `SIGN:` (operator) calls; shared with operator tools, used for nothing else. */
  signHmacKey: string;
  /** Keys derived from SERVER_SECRET, one per purpose (security/keys.ts). */
  keys: PurposeKeys;
  /** Proxies whose X-Forwarded-For / -Host / -Proto are believed: addresses, CIDRs, named ranges. Empty: none. */
  trustProxy: string[];
  /** Origins images and media may load from besides this one (the CSP's img-src and media-src). */
  mediaHosts: string[];
  brand: 'nbc' | 'jz';
  sandbox: boolean;
  logLevel: string;
  webDistDir: string;
  /** The built operator console (apps/admin/dist), served at /admin. */
  adminDistDir: string;
  tokenTtlDays: number;
  seedDemoData: boolean;
  /** The public origin (PUBLIC_BASE_URL) absolute links are built from; required in prod. */
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
  /** Whether this process runs the team-buying deadline scheduler (TEAM_SCHEDULER; tests start their own). */
  teamScheduler: 'on' | 'off';
  /** Withdrawals to WeChat change (issue 14, merchant transfer). */
  transfer: TransferConfig;
  /** Where uploads go (issue 16): the data folder (served at /uploads/) or an S3-compatible bucket. */
  uploads: UploadStoreConfig;
  /** The console's first admin, created on start when no staff exists (ADMIN_BOOTSTRAP_*); null: none. */
  adminBootstrap: { login: string; password: string } | null;
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

export type TransferConfig = {
  mode: 'sandbox' | 'wechat' | 'off';
  /** The real API's settings; set exactly when mode is 'wechat' (loadConfig refuses a partial one). */
  wechat: {
    mchId: string;
    serialNo: string;
    privateKeyFile: string;
    apiV3Key: string;
    platformPublicKeyFile: string;
    platformSerialNo: string;
    /** Where the provider sends MCHTRANSFER.BILL.FINISHED; empty: the public origin's notify path. */
    notifyUrl: string;
    baseUrl: string;
    activityName: string;
    rewardDescription: string;
  } | null;
};

type TransferEnv = {
  APP_ENV: 'dev' | 'test' | 'prod';
  PAYMENT_MODE?: 'sandbox' | 'live' | undefined;
  TRANSFER_MODE?: 'sandbox' | 'wechat' | 'off' | undefined;
} & Partial<
  Record<
    | (typeof TRANSFER_SETTINGS)[number][number]
    | 'WECHAT_TRANSFER_NOTIFY_URL'
    | 'WECHAT_TRANSFER_BASE_URL'
    | 'WECHAT_PAY_BASE_URL'
    | 'WECHAT_TRANSFER_ACTIVITY_NAME'
    | 'WECHAT_TRANSFER_REWARD_DESCRIPTION',
    string | undefined
  >
>;

/** Each transfer setting with its WECHAT_PAY_* fallback: [transfer variable, pay variable]. */
const TRANSFER_SETTINGS = [
  ['WECHAT_TRANSFER_MCH_ID', 'WECHAT_PAY_MCH_ID'],
  ['WECHAT_TRANSFER_SERIAL_NO', 'WECHAT_PAY_SERIAL_NO'],
  ['WECHAT_TRANSFER_PRIVATE_KEY_FILE', 'WECHAT_PAY_PRIVATE_KEY_FILE'],
  ['WECHAT_TRANSFER_API_V3_KEY', 'WECHAT_PAY_API_V3_KEY'],
  ['WECHAT_TRANSFER_PLATFORM_PUBLIC_KEY_FILE', 'WECHAT_PAY_PLATFORM_PUBLIC_KEY_FILE'],
  ['WECHAT_TRANSFER_PLATFORM_SERIAL_NO', 'WECHAT_PAY_PLATFORM_SERIAL_NO'],
] as const;

const transferSetting = (env: TransferEnv, [own, pay]: (typeof TRANSFER_SETTINGS)[number]) =>
  env[own] || env[pay] || '';

/**
 * The transfer mode: TRANSFER_MODE when given; else the sandbox with sandbox payments, and in live payments
 * the real API when a transfer or payment merchant is configured, none otherwise.
 */
function transferModeOf(env: TransferEnv): TransferConfig['mode'] {
  if (env.TRANSFER_MODE) return env.TRANSFER_MODE;
  const payment = env.PAYMENT_MODE ?? (env.APP_ENV === 'prod' ? 'live' : 'sandbox');
  if (payment === 'sandbox') return 'sandbox';
  return env.WECHAT_TRANSFER_MCH_ID || env.WECHAT_PAY_MCH_ID ? 'wechat' : 'off';
}

/** One problem per missing setting of the real transfer, or a sandbox transfer in prod. */
function transferSettingProblems(env: TransferEnv): { path: string[]; message: string }[] {
  const mode = transferModeOf(env);
  if (mode === 'sandbox' && env.APP_ENV === 'prod')
    return [{ path: ['TRANSFER_MODE'], message: 'sandbox transfers are refused when APP_ENV=prod' }];
  if (mode !== 'wechat') return [];
  const problems: { path: string[]; message: string }[] = TRANSFER_SETTINGS.filter(
    (s) => !transferSetting(env, s),
  ).map(([own, pay]) => ({
    path: [own],
    message: `is required for withdrawals to WeChat change (TRANSFER_MODE=wechat); set it or ${pay}`,
  }));
  const notify = env.WECHAT_TRANSFER_NOTIFY_URL;
  if (notify && !/^https:\/\/[^/\s]+\/\S*$/.test(notify))
    problems.push({
      path: ['WECHAT_TRANSFER_NOTIFY_URL'],
      message: 'must be an https URL the provider can reach (https://h5.example.com/…)',
    });
  if (
    env.APP_ENV === 'prod' &&
    (env.WECHAT_TRANSFER_API_V3_KEY || env.WECHAT_PAY_API_V3_KEY || '').length !== 32
  )
    problems.push({ path: ['WECHAT_TRANSFER_API_V3_KEY'], message: 'the APIv3 key has 32 characters' });
  return problems;
}

function transferConfigOf(env: TransferEnv): TransferConfig {
  const mode = transferModeOf(env);
  if (mode !== 'wechat') return { mode, wechat: null };
  const [mchId, serialNo, privateKeyFile, apiV3Key, platformPublicKeyFile, platformSerialNo] =
    TRANSFER_SETTINGS.map((s) => transferSetting(env, s));
  return {
    mode,
    wechat: {
      mchId: mchId!,
      serialNo: serialNo!,
      privateKeyFile: privateKeyFile!,
      apiV3Key: apiV3Key!,
      platformPublicKeyFile: platformPublicKeyFile!,
      platformSerialNo: platformSerialNo!,
      notifyUrl: env.WECHAT_TRANSFER_NOTIFY_URL ?? '',
      baseUrl: env.WECHAT_TRANSFER_BASE_URL || env.WECHAT_PAY_BASE_URL || 'https://api.mch.weixin.qq.com',
      activityName: env.WECHAT_TRANSFER_ACTIVITY_NAME ?? '邀请有礼',
      rewardDescription: env.WECHAT_TRANSFER_REWARD_DESCRIPTION ?? '邀请好友注册或购课的现金奖励',
    },
  };
}

/** A configuration the server refuses; `problems` holds one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const SECRET_VARIABLES = new Set<string>([
  ...SECRET_NAMES,
  'SANDBOX_PAY_KEY',
  'WECHAT_PAY_API_V3_KEY',
  'WECHAT_TRANSFER_API_V3_KEY',
  'ADMIN_BOOTSTRAP_PASSWORD',
]);

/** One line for a problem: the variable, its value (never a secret's), what is wrong. */
function problemLine(key: string, value: string | undefined, message: string): string {
  const shown = SECRET_VARIABLES.has(key)
    ? value
      ? ` (${value.length} character${value.length === 1 ? '' : 's'}, value not shown)`
      : ''
    : `=${JSON.stringify(value ?? '')}`;
  return `invalid configuration: ${key}${shown}: ${message}`;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = issue.path.join('.') || '(environment)';
        return problemLine(key, source[key], issue.message);
      }),
    );
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
    keys: derivePurposeKeys(env.SERVER_SECRET ?? 'dev-server-secret'),
    trustProxy: env.TRUST_PROXY,
    mediaHosts: env.MEDIA_HOSTS,
    brand: env.BRAND,
    sandbox,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist')),
    adminDistDir: path.resolve(env.ADMIN_DIST_DIR ?? path.join(repoRoot, 'apps/admin/dist')),
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
    teamScheduler: env.TEAM_SCHEDULER,
    uploads:
      env.UPLOAD_STORE === 's3'
        ? {
            store: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            publicBaseUrl: env.S3_PUBLIC_BASE_URL,
          }
        : { store: 'local' },
    adminBootstrap: env.ADMIN_BOOTSTRAP_PASSWORD
      ? { login: env.ADMIN_BOOTSTRAP_LOGIN, password: env.ADMIN_BOOTSTRAP_PASSWORD }
      : null,
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
    transfer: transferConfigOf(env),
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
    ...loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/course-h5-test',
      TEAM_SCHEDULER: 'off',
    }),
    ...overrides,
  };
}
