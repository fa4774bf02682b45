import { createHash, randomBytes } from 'node:crypto';
import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { KeyValueStore } from '../../cache/key-value-store.ts';
import type { AppDb } from '../../db/client.ts';
import { wechatApps } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { type WechatMpApp, WechatMpError, type WechatMpPort } from '../../integrations/wechat-mp/port.ts';

/**
 * Share setup (spec 001 §7, `configure`): the JS-SDK signature of a page URL. The official rule: sort the
 * fields jsapi_ticket, noncestr, timestamp, url by name, join as `key=value` with `&` (raw values, no URL
 * escaping; the URL without '#' and what follows) and take the lower-case hex SHA-1.
 * The jsapi_ticket is cached in the key-value store (Redis when REDIS_URL is set, else this process) until
 * TICKET_REFRESH_MARGIN_S before it expires, so the messaging app's tight getticket quota is never spent per page.
 */

export const TICKET_REFRESH_MARGIN_S = 300;

export type ShareDeps = {
  kv: KeyValueStore;
  mp: WechatMpPort;
  appSecrets: Record<string, string>;
};

/** The URL the JS-SDK checks: everything before '#'. */
export const signableUrl = (url: string): string => url.split('#')[0]!;

export function jsapiSignature(input: {
  ticket: string;
  noncestr: string;
  timestamp: number;
  url: string;
}): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.noncestr}&timestamp=${input.timestamp}&url=${signableUrl(input.url)}`;
  return createHash('sha1').update(text, 'utf8').digest('hex');
}

/** The account of a wechatType, with its secret from configuration; 1005 when unknown. */
export async function wechatAppOf(db: AppDb, deps: ShareDeps, wechatType: number): Promise<WechatMpApp> {
  const [row] = await db
    .select({ appId: wechatApps.appId })
    .from(wechatApps)
    .where(eq(wechatApps.wechatType, wechatType));
  if (!row) throw notFound('公众号配置');
  return { wechatType, appId: row.appId, appSecret: deps.appSecrets[String(wechatType)] ?? null };
}

const upstream = (error: unknown): never => {
  if (error instanceof WechatMpError) {
    throw new AppError(ResponseCode.upstreamFailure, '微信接口暂时不可用，请稍后重试');
  }
  throw error;
};

/** One refresh in flight per app id in this process (others wait for it instead of spending quota). */
const inFlight = new Map<string, Promise<string>>();

export async function jsapiTicket(deps: ShareDeps, app: WechatMpApp): Promise<string> {
  const key = `jsapi-ticket:${app.appId}`;
  const cached = await deps.kv.get(key);
  if (cached) return cached;
  const running = inFlight.get(key);
  if (running) return running;
  const refresh = (async () => {
    const fetched = await deps.mp.fetchJsapiTicket(app).catch(upstream);
    const ttlSeconds = Math.max(60, fetched.expiresInSeconds - TICKET_REFRESH_MARGIN_S);
    await deps.kv.set(key, fetched.ticket, ttlSeconds * 1000);
    return fetched.ticket;
  })();
  inFlight.set(key, refresh);
  try {
    return await refresh;
  } finally {
    inFlight.delete(key);
  }
}

export async function shareConfig(
  db: AppDb,
  deps: ShareDeps,
  input: { type: number; url: string; now: Date },
): Promise<{ appId: string; timestamp: number; noncestr: string; signature: string }> {
  const app = await wechatAppOf(db, deps, input.type);
  const ticket = await jsapiTicket(deps, app);
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const noncestr = randomBytes(12).toString('base64url');
  return {
    appId: app.appId,
    timestamp,
    noncestr,
    signature: jsapiSignature({ ticket, noncestr, timestamp, url: input.url }),
  };
}
