import { videoCalls, voiceCalls } from '@course/contracts/contests-entry';
import type { FastifyInstance } from 'fastify';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { registerLocalPutRoute } from '../../integrations/uploads/local-put-route.ts';
import { registerActivityRoutes } from './activity-routes.ts';
import { registerCertificateFile } from './certificate-routes.ts';
import { registerContentRoutes } from './content-routes.ts';
import { registerCoupletRoutes } from './couplet-routes.ts';
import { registerEntryRoutes } from './entry-routes.ts';

/**
 * The contests service (issue 16): one contest engine for every family. Audio contests (memory, apac) answer
 * the voice/ calls and video contests (shortVideo) the video/ calls, with the same handlers; uploads go
 * straight to the configured store with signed addresses and are checked by content when finished.
 */
export async function contestsService(app: FastifyInstance): Promise<void> {
  const uploads = { store: createUploadStore(app.config), moderation: app.deps.moderation };
  await registerLocalPutRoute(app, uploads.store);
  registerActivityRoutes(app);
  registerEntryRoutes(app, voiceCalls, 'voice', uploads);
  registerEntryRoutes(app, videoCalls, 'video', uploads);
  registerContentRoutes(app, uploads);
  registerCertificateFile(app);
  registerCoupletRoutes(app, uploads);
}
