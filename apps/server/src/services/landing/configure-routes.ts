import { configureJson, configureList } from '@course/contracts/landing-configure';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { configValue, configValues } from './configure.ts';

/** configure/json/:code and configure/list: configuration codes as the landing pages read them. */
export function registerConfigureRoutes(app: FastifyInstance): void {
  registerCall(app, configureJson, async ({ params, db }) => (await configValue(db, params.code)) as never);
  registerCall(app, configureList, async ({ body, db }) => (await configValues(db, body.codeList)) as never);
}
