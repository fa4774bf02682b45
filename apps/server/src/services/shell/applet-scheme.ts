import type { appletScheme } from '@course/contracts/shell-download';
import { ResponseCode } from '@course/domain/response-codes';
import type { AppDb } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CallInput } from '../../http/register-call.ts';
import type { SchemePort } from '../../integrations/wechat-miniapp/port.ts';
import { appletOf } from './content-pages.ts';

/** How long a generated link stays valid. */
export const APPLET_SCHEME_TTL_SECONDS = 24 * 60 * 60;

/** A URL-scheme link that opens the entry's mini-program page (the port calls generatescheme). */
export async function appletSchemeFor(
  db: AppDb,
  port: SchemePort,
  appSecrets: Record<string, string>,
  input: CallInput<typeof appletScheme>,
  now: Date,
) {
  const applet = await appletOf(db, input.entry);
  try {
    const { openlink } = await port.generateScheme(
      {
        appId: applet.appId,
        wechatType: applet.wechatType,
        appSecret: appSecrets[String(applet.wechatType)] ?? null,
      },
      {
        path: applet.path,
        query: input.query,
        envVersion: applet.envVersion,
        expireSeconds: APPLET_SCHEME_TTL_SECONDS,
      },
    );
    return {
      openlink,
      expiresAt: now.getTime() + APPLET_SCHEME_TTL_SECONDS * 1000,
      appletName: applet.appletName,
    };
  } catch {
    throw new AppError(ResponseCode.upstreamFailure, '小程序暂时无法打开，请稍后重试');
  }
}
