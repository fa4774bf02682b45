import { type AgreementType, agreementDetail, ZAgreementDocument } from '@course/contracts/legal-agreement';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { configCodes } from '../../db/schema/index.ts';
import { notFound } from '../../http/app-error.ts';
import { registerCall } from '../../http/register-call.ts';

/** The configuration code of a brand's document: operators change the text without a release. */
export const agreementCode = (type: AgreementType, brand: string) => `agreement.${type}.${brand}`;

export function registerAgreementCalls(app: FastifyInstance): void {
  registerCall(app, agreementDetail, async (ctx) => {
    const [row] = await app.deps.database.db
      .select({ value: configCodes.value })
      .from(configCodes)
      .where(eq(configCodes.code, agreementCode(ctx.body.type, ctx.body.productCode)))
      .limit(1);
    // a row an operator broke is 'not found' for the learner, never a half-drawn document
    const parsed = ZAgreementDocument.safeParse(row?.value);
    if (!parsed.success) throw notFound('协议');
    return parsed.data;
  });
}
