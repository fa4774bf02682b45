import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { sandboxWechatFollows } from '../../db/schema/index.ts';
import type { WechatMpApp, WechatMpPort } from './port.ts';

/** How long a sandbox ticket lives, as the real one: 7200 s. */
export const SANDBOX_TICKET_SECONDS = 7200;

/**
 * The sandbox adapter: a ticket derived from the app id and the hour (a new one after each refresh window, as
 * the real API), and the follow state of an identity from `sandbox_wechat_follows` (no row: not following),
 * which tests and the sandbox set with `setSandboxFollow`.
 */
export function createSandboxWechatMp(db: AppDb, now: () => number): WechatMpPort & { tickets: number } {
  const adapter = {
    kind: 'sandbox' as const,
    tickets: 0,
    async fetchJsapiTicket(app: WechatMpApp) {
      adapter.tickets += 1;
      const window = Math.floor(now() / 1000 / SANDBOX_TICKET_SECONDS);
      const ticket = createHmac('sha256', 'sandbox-jsapi-ticket')
        .update(`${app.appId}:${window}:${adapter.tickets}`)
        .digest('base64url');
      return { ticket: `sbx_${ticket}`, expiresInSeconds: SANDBOX_TICKET_SECONDS };
    },
    async isSubscribed(app: WechatMpApp, openid: string) {
      const [row] = await db
        .select({ subscribed: sandboxWechatFollows.subscribed })
        .from(sandboxWechatFollows)
        .where(and(eq(sandboxWechatFollows.appId, app.appId), eq(sandboxWechatFollows.openid, openid)));
      return row?.subscribed ?? false;
    },
  };
  return adapter;
}

/** The sandbox identity flag: whether this identity follows the account. */
export async function setSandboxFollow(
  db: AppDb,
  input: { appId: string; openid: string; subscribed: boolean },
): Promise<void> {
  await db
    .insert(sandboxWechatFollows)
    .values(input)
    .onConflictDoUpdate({
      target: [sandboxWechatFollows.appId, sandboxWechatFollows.openid],
      set: { subscribed: input.subscribed, updatedAt: new Date() },
    });
}
