import { z } from 'zod';
import { defineCall } from './define-call.ts';
import { ZAgreementSection } from './legal-refund-agreement.ts';

/**
 * The brand's legal documents and its about page, each a configuration row the operators edit:
 * service (用户协议), privacy (隐私政策), purchase (购课协议), membership (会员服务协议), about (关于我们),
 * qualifications (公司资质).
 */
export const AGREEMENT_TYPES = [
  'service',
  'privacy',
  'purchase',
  'membership',
  'about',
  'qualifications',
] as const;

export type AgreementType = (typeof AGREEMENT_TYPES)[number];

export const ZAgreementDocument = z.object({
  title: z.string(),
  version: z.string(),
  updatedAt: z.string(),
  sections: z.array(ZAgreementSection),
});

export type TAgreementDocument = z.infer<typeof ZAgreementDocument>;

export const agreementDetail = defineCall({
  name: 'agreementDetail',
  summary: 'One of the brand’s legal documents (or the about page) in headed sections',
  path: '/user/api/v1/agreement/detail',
  auth: 'none',
  request: z.object({ type: z.enum(AGREEMENT_TYPES) }),
  response: ZAgreementDocument,
});
