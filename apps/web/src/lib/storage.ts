import { DEFAULT_WECHAT_TYPE } from '@course/domain/constants';

/**
 * Persisted client values of the spec: token, toolToken, wechatType, channel, the brand-template
 * variants of token and wechatType, qcFlag, superFansParams, snapshotuser, putinShopCode.
 * Everything goes through here so that 'clear tokens' means one thing everywhere.
 */

export const StorageKey = {
  token: 'token',
  toolToken: 'toolToken',
  wechatType: 'wechatType',
  channel: 'channel',
  qcFlag: 'qcFlag',
  superFansParams: 'superFansParams',
  snapshotuser: 'snapshotuser',
  putinShopCode: 'putinShopCode',
  putinChannel: 'putinChannel',
  teacherToken: 'teacherToken',
  userInfo: 'userInfo',
  /** '1' once the learner closed the download-app banner: it stays closed on this device. */
  downloadBannerDismissed: 'downloadBannerDismissed',
} as const;

/** Values kept for the browser session only (sessionStorage). */
export const SessionKey = {
  /** The spec's login retry counter: '1' (next failure retries silently) or '2' (next failure alerts). */
  loginRetry: 'loginRetryCount',
  /** Set by `allowOutWechat=1` in a URL: the out-of-app overlay stays hidden for this session. */
  allowOutWechat: 'allowOutWechat',
} as const;

type Key = (typeof StorageKey)[keyof typeof StorageKey];

/** The brand-template variant of a key, e.g. `jz_token`, so that two brands on one domain do not collide. */
export const brandKey = (template: string, key: 'token' | 'wechatType'): string => `${template}_${key}`;

function store(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readValue(key: Key | string): string | null {
  return store()?.getItem(key) ?? null;
}

export function writeValue(key: Key | string, value: string | null | undefined): void {
  const s = store();
  if (!s) return;
  if (value === null || value === undefined || value === '') s.removeItem(key);
  else s.setItem(key, value);
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readSessionValue(key: string): string | null {
  return sessionStore()?.getItem(key) ?? null;
}

export function writeSessionValue(key: string, value: string | null): void {
  const s = sessionStore();
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

export function readJson<T>(key: Key | string): T | null {
  const raw = readValue(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: Key | string, value: unknown): void {
  writeValue(key, value === null || value === undefined ? null : JSON.stringify(value));
}

export function getToken(): string {
  return readValue(StorageKey.token) ?? '';
}

export function getWechatType(): number {
  const raw = Number(readValue(StorageKey.wechatType));
  return Number.isInteger(raw) && raw > 0 ? raw : DEFAULT_WECHAT_TYPE;
}

export function saveSession(input: {
  token: string;
  wechatType: number;
  snapshotuser?: string;
  template: string;
}): void {
  writeValue(StorageKey.token, input.token);
  writeValue(StorageKey.wechatType, String(input.wechatType));
  writeValue(StorageKey.snapshotuser, input.snapshotuser ?? '-1');
  writeValue(brandKey(input.template, 'token'), input.token);
  writeValue(brandKey(input.template, 'wechatType'), String(input.wechatType));
}

/** 'Clear tokens and user info' of the spec: the tokens (all brand variants) and the cached user. */
export function clearSession(): void {
  const s = store();
  if (!s) return;
  for (const key of [StorageKey.token, StorageKey.toolToken, StorageKey.teacherToken, StorageKey.userInfo]) {
    s.removeItem(key);
  }
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (key?.endsWith('_token')) s.removeItem(key);
  }
}
