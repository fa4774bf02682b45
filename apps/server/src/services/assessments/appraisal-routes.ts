import { appraisalForm, appraisalShare, appraisalSubmit } from '@course/contracts/assessments-appraisal';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { appraisalFormOf, sharedAppraisalOf, submitAppraisal } from './appraisals.ts';

export function registerAppraisalRoutes(app: FastifyInstance): void {
  registerCall(app, appraisalForm, async (ctx) =>
    appraisalFormOf(ctx.db, requireCustomer(ctx).customerId, ctx.input.courseId, ctx.now()),
  );
  registerCall(app, appraisalSubmit, async (ctx) =>
    submitAppraisal(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, appraisalShare, async (ctx) =>
    sharedAppraisalOf(ctx.db, ctx.input.shareToken, ctx.now()),
  );
}
