import { refundAgreement } from '@course/contracts/course-pay';
import { agreementDetail } from '@course/contracts/user-agreement';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { agreementOf } from './agreements.ts';
import { refundAgreementOf } from './refund-agreement.ts';

/** The legal documents: user agreement and privacy policy of a brand, and the refund agreement of an order. */
export function registerAgreementRoutes(app: FastifyInstance): void {
  const db = () => app.deps.database.db;

  registerCall(app, agreementDetail, async (ctx) => agreementOf(db(), ctx.body.type, ctx.body.productCode));

  registerCall(app, refundAgreement, async (ctx) =>
    refundAgreementOf(db(), {
      brand: ctx.body.productCode,
      orderNo: ctx.body.orderNo,
      customerId: ctx.customer?.customerId ?? null,
    }),
  );
}
