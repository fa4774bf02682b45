import { appletScheme, downloadLinks, reportDownloadClick } from '@course/contracts/shell-download';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import type { SchemePort } from '../../integrations/wechat-miniapp/port.ts';
import { appletSchemeFor } from './applet-scheme.ts';
import { countDownloadClick, downloadLinksOf } from './downloads.ts';

export function registerDownloadRoutes(app: FastifyInstance, scheme: SchemePort): void {
  const brand = app.config.brand;
  registerCall(app, downloadLinks, async (ctx) => downloadLinksOf(ctx.db, brand, ctx.input));
  registerCall(app, reportDownloadClick, async (ctx) =>
    countDownloadClick(ctx.db, brand, ctx.input, ctx.now()),
  );
  registerCall(app, appletScheme, async (ctx) =>
    appletSchemeFor(ctx.db, scheme, app.config.wechat.appSecrets, ctx.input, ctx.now()),
  );
}
