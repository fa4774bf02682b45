import { configureJson, configureList } from '@course/contracts/putin-configure';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { configCodes } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall } from '../../http/register-call.ts';

export function registerConfigureRoutes(app: FastifyInstance): void {
  registerCall(app, configureJson, async ({ params, db }) => {
    const [row] = await db
      .select({ value: configCodes.value })
      .from(configCodes)
      .where(eq(configCodes.code, params.code))
      .limit(1);
    if (!row) throw notFound('配置');
    return row.value as never;
  });
  registerCall(app, configureList, async ({ body, db }) => {
    const rows = await db
      .select({ code: configCodes.code, value: configCodes.value })
      .from(configCodes)
      .where(inArray(configCodes.code, [...new Set(body.codeList)]));
    return rows as never;
  });
}
