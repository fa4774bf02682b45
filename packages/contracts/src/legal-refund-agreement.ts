import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { ZOrderStatus, zOrderNo } from './orders-checkout.ts';

/** The refund agreement text shown before paying. */

export const ZAgreementSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

export const refundAgreement = defineCall({
  name: 'refundAgreement',
  summary:
    'The brand’s refund agreement (退款协议) in sections; with orderNo, the learner’s order it applies to',
  path: '/course/api/v1/order/refundAgreement',
  auth: 'optional',
  request: z.object({ orderNo: zOrderNo().optional() }),
  response: z.object({
    title: z.string(),
    version: z.string(),
    updatedAt: z.string(),
    sections: z.array(ZAgreementSection),
    order: z
      .object({ orderNo: z.string(), title: z.string(), status: ZOrderStatus, payAmountCents: z.number() })
      .nullable(),
  }),
});
