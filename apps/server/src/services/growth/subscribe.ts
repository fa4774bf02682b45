import { ResponseCode } from '@course/domain/response-codes';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client.ts';
import { customers, wechatApps } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { WechatMpError } from '../../integrations/wechat-mp/port.ts';
import { type ShareDeps, wechatAppOf } from './share.ts';

/**
 * `wechat/isSubscribe`: whether the learner's openid follows the official account of the messaging-app account
 * they signed in with, with that account's name and QR for the follow prompt. The spec's table (isFollow,
 * shadow state) is applied by the page from this flag.
 */
export async function isSubscribed(
  db: AppDb,
  deps: ShareDeps,
  customerId: number,
): Promise<{ subscribe: boolean; accountName: string; qrcode: string }> {
  const [customer] = await db
    .select({ openid: customers.openid, wechatType: customers.wechatType })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('用户');
  const app = await wechatAppOf(db, deps, customer.wechatType);
  const [account] = await db
    .select({ name: wechatApps.name, qrcode: wechatApps.qrcodeUrl })
    .from(wechatApps)
    .where(eq(wechatApps.wechatType, customer.wechatType));
  try {
    const subscribe = await deps.mp.isSubscribed(app, customer.openid);
    return { subscribe, accountName: account?.name ?? '', qrcode: account?.qrcode ?? '' };
  } catch (error) {
    if (error instanceof WechatMpError) {
      throw new AppError(ResponseCode.upstreamFailure, '微信接口暂时不可用，请稍后重试');
    }
    throw error;
  }
}
