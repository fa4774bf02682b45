import {
  consoleTemplateCreate,
  consoleTemplateDetail,
  consoleTemplateList,
  consoleTemplatePreviewLink,
  consoleTemplatePublish,
  consoleTemplateSaveVersion,
} from '@course/contracts/console-templates';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';
import { previewLink } from './template-preview.ts';
import { createTemplate, listTemplates, publishVersion, saveVersion, templateDetail } from './templates.ts';

/** The landing-template editor's calls (operators and admins): templates, versions, publish, preview links. */
export function registerTemplateRoutes(app: FastifyInstance): void {
  const actorOf = (ctx: Parameters<typeof requireStaff>[0] & { request: { ip: string } }) => ({
    staffId: requireStaff(ctx).staff.id,
    ip: ctx.request.ip,
  });

  registerConsoleCall(app, consoleTemplateList, async (ctx) => listTemplates(ctx.db));

  registerConsoleCall(app, consoleTemplateDetail, async (ctx) =>
    templateDetail(ctx.db, ctx.input.templateId),
  );

  registerConsoleCall(app, consoleTemplateCreate, async (ctx) =>
    createTemplate(ctx.db, app.deps.kv, ctx.input, actorOf(ctx), ctx.now()),
  );

  registerConsoleCall(app, consoleTemplateSaveVersion, async (ctx) =>
    saveVersion(ctx.db, ctx.input, actorOf(ctx)),
  );

  registerConsoleCall(app, consoleTemplatePublish, async (ctx) =>
    publishVersion(ctx.db, app.deps.kv, ctx.input, actorOf(ctx), ctx.now()),
  );

  registerConsoleCall(app, consoleTemplatePreviewLink, async (ctx) =>
    previewLink(
      ctx.db,
      app.config.keys.templatePreview,
      publicOrigin(app.config, ctx.request),
      ctx.input,
      ctx.now(),
    ),
  );
}
