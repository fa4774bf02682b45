import { landingFunnel } from '@course/contracts/landing-admin';
import { landingEventReport } from '@course/contracts/landing-tracking';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { funnelFigures, knownTemplateId, recordEvent } from './events.ts';

export function registerEventRoutes(app: FastifyInstance): void {
  registerCall(app, landingEventReport, async ({ body, customer, db }) => {
    const id = await recordEvent(
      db,
      body.event,
      {
        pageTemplateId: await knownTemplateId(db, body.addGroupPageId),
        groupCodePage: body.groupCodePage ?? '',
        channel: body.channel ?? '',
        subChannel: body.subChannel ?? '',
        chainType: body.chainType ?? '',
      },
      customer?.customerId ?? null,
      body.detail ?? '',
    );
    return { id };
  });
  registerCall(app, landingFunnel, async ({ body, db }) =>
    funnelFigures(db, {
      ...(body.from ? { from: new Date(body.from) } : {}),
      ...(body.to ? { to: new Date(body.to) } : {}),
      ...(body.addGroupPageId ? { pageTemplateId: body.addGroupPageId } : {}),
    }),
  );
}
