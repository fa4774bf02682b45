import { eq, inArray } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { teachers, wechatApps } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';

/** The messaging-app accounts a learner authorizes with, and the teacher behind a teacher session. */

/** One account's configuration (wechatConfigByType). */
export async function wechatAppConfig(db: AppDb, wechatType: number) {
  const [row] = await db.select().from(wechatApps).where(eq(wechatApps.wechatType, wechatType)).limit(1);
  if (!row) throw notFound('公众号配置');
  return {
    type: row.wechatType,
    appId: row.appId,
    name: row.name,
    qrcode: row.qrcodeUrl,
    authDomainFront: row.authDomainFront,
    authDomainBack: row.authDomainBack,
  };
}

/**
 * The accounts that may authorize: the given wechatTypes in their order. Each gets the authorization page as its
 * 'front' URL and, when the account has a back authorization domain, that domain's page as 'other'.
 */
export async function authorizingApps(db: AppDb, wanted: readonly number[], authorizeUrl: string) {
  const rows = await db
    .select()
    .from(wechatApps)
    .where(inArray(wechatApps.wechatType, [...wanted]));
  rows.sort((a, b) => wanted.indexOf(a.wechatType) - wanted.indexOf(b.wechatType));
  const authorizePath = new URL(authorizeUrl, 'http://x').pathname;
  return rows.map((row) => ({
    wechatType: row.wechatType,
    appId: row.appId,
    name: row.name,
    authUrlList: [
      { type: 'front' as const, url: authorizeUrl },
      ...(row.authDomainBack
        ? [{ type: 'other' as const, url: `${row.authDomainBack.replace(/\/$/, '')}${authorizePath}` }]
        : []),
    ],
  }));
}

/** The teacher of a signed-in teacher account, or undefined. */
export async function teacherOf(db: AppDb, customerId: number) {
  const [row] = await db
    .select({ id: teachers.id, name: teachers.name, mobile: teachers.mobile })
    .from(teachers)
    .where(eq(teachers.customerId, customerId))
    .limit(1);
  return row;
}
