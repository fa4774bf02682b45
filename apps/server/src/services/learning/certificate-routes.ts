import { certificates, claimCertificate } from '@course/contracts/learning-study';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { certificateList, claimCourseCertificate } from './certificates.ts';

/** certificate/*: the learner's certificates and claiming one. */
export function registerCertificateRoutes(app: FastifyInstance): void {
  registerCall(app, certificates, async (ctx) => certificateList(ctx.db, requireCustomer(ctx).customerId));

  registerCall(app, claimCertificate, async (ctx) =>
    claimCourseCertificate(ctx.db, {
      customerId: requireCustomer(ctx).customerId,
      courseId: ctx.input.courseId,
      kind: ctx.input.kind,
      now: ctx.now(),
    }),
  );
}
