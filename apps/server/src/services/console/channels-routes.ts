import {
  consoleChannelLinkCreate,
  consoleChannelList,
  consoleChannelSave,
} from '@course/contracts/console-channels';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { createChannelLink, listChannels, saveChannel } from './channels.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';

/** The console's channel calls: channels (create, ban, linkUrl) and their ad links. */
export function registerChannelRoutes(app: FastifyInstance): void {
  const origin = (request: Parameters<typeof publicOrigin>[1]) => publicOrigin(app.config, request);
  registerConsoleCall(app, consoleChannelList, async (ctx) => listChannels(ctx.db, origin(ctx.request)));
  registerConsoleCall(app, consoleChannelSave, async (ctx) =>
    saveChannel(ctx.db, app.deps.kv, origin(ctx.request), ctx.input, {
      staffId: requireStaff(ctx).staff.id,
      ip: ctx.request.ip,
    }),
  );
  registerConsoleCall(app, consoleChannelLinkCreate, async (ctx) =>
    createChannelLink(ctx.db, origin(ctx.request), ctx.input, {
      staffId: requireStaff(ctx).staff.id,
      ip: ctx.request.ip,
    }),
  );
}
