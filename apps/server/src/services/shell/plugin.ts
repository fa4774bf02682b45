import type { FastifyInstance } from 'fastify';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { createRealScheme } from '../../integrations/wechat-miniapp/real.ts';
import { createSandboxScheme } from '../../integrations/wechat-miniapp/sandbox.ts';
import { registerContentRoutes } from './content-routes.ts';
import { registerDownloadRoutes } from './download-routes.ts';
import { registerReportRoutes } from './report-routes.ts';

/**
 * The shell service (issue 18): the download and app-launch family (links per channel, click counts, the
 * mini-program's URL scheme), the content pages of the shell's single pages, the learner's comments, and the
 * reporting calls (app launch, screen-recording batches stored through the upload port).
 */
export async function shellService(app: FastifyInstance): Promise<void> {
  const scheme =
    app.config.wechat.adapter === 'sandbox'
      ? createSandboxScheme()
      : createRealScheme({ apiBaseUrl: app.config.wechat.apiBaseUrl, kv: app.deps.kv });
  registerDownloadRoutes(app, scheme);
  registerContentRoutes(app);
  registerReportRoutes(app, createUploadStore(app.config));
}
