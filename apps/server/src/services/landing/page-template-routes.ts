import { pageTemplateSave } from '@course/contracts/landing-admin';
import { addGroupPageInfo } from '@course/contracts/landing-live';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/app-error.ts';
import { registerCall } from '../../http/register-call.ts';
import { loadTemplate, saveTemplate } from './page-templates.ts';

export function registerPageTemplateRoutes(app: FastifyInstance): void {
  registerCall(app, addGroupPageInfo, async ({ body, request, db }) => {
    const template = await loadTemplate(db, body.addGroupPageId, request.log);
    if (!template) throw notFound('落地页模板');
    return { id: template.id, name: template.name, componentJson: JSON.stringify(template.layout ?? {}) };
  });
  registerCall(app, pageTemplateSave, async ({ body, db }) => {
    const saved = await saveTemplate(db, app.deps.kv, body);
    return { id: saved.id, componentJson: JSON.stringify(saved.layout) };
  });
}
