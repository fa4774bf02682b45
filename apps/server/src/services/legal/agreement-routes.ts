import { agreementDetail } from '@course/contracts/legal-agreement';
import { refundAgreement } from '@course/contracts/legal-refund-agreement';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { agreementOf } from './agreements.ts';
import { refundAgreementOf } from './refund-agreement.ts';

/** The legal documents: user agreement and privacy policy of a brand, and the refund agreement of an order. */
export function registerAgreementRoutes(app: FastifyInstance): void {
  registerCall(app, agreementDetail, async (ctx) => agreementOf(ctx.db, ctx.body.type, ctx.body.productCode));

  registerCall(app, refundAgreement, async (ctx) =>
    refundAgreementOf(ctx.db, {
      brand: ctx.body.productCode,
      orderNo: ctx.body.orderNo,
      customerId: ctx.customer?.customerId ?? null,
    }),
  );
}
