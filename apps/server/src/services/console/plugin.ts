import type { FastifyInstance } from 'fastify';
import { createUploadStore } from '../../integrations/uploads/create-store.ts';
import { registerCampRoutes } from './camps-routes.ts';
import { registerChannelRoutes } from './channels-routes.ts';
import { registerContestRoutes } from './contests-routes.ts';
import { registerCourseRoutes } from './courses-routes.ts';
import { registerFunnelRoutes } from './funnel-routes.ts';
import { registerInboxRoutes } from './inbox-routes.ts';
import { registerOrderRoutes } from './orders-routes.ts';
import { registerRefundRoutes } from './refund-routes.ts';
import { registerStaffRoutes } from './staff-routes.ts';
import { registerTemplateRoutes } from './template-routes.ts';
import { registerUploadRoutes } from './upload-routes.ts';

/** The operator console's server (issue 17): calls under /admin/api, guarded by guard.ts. */
export async function consoleService(app: FastifyInstance): Promise<void> {
  // one upload port for the console's images (templates, group QRs) and its course media
  const uploads = createUploadStore(app.config);
  registerStaffRoutes(app);
  registerRefundRoutes(app);
  registerTemplateRoutes(app);
  registerCampRoutes(app);
  registerFunnelRoutes(app);
  registerChannelRoutes(app);
  await registerUploadRoutes(app, uploads);
  registerInboxRoutes(app);
  registerOrderRoutes(app);
  await registerCourseRoutes(app, uploads);
  registerContestRoutes(app);
}
