import {
  questionnaireDetail,
  questionnaireReport,
  questionnaireShare,
  questionnaireSubmit,
} from '@course/contracts/tools-questionnaire';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { questionnaireDefinition, reportOf, sharedReportOf, submitQuestionnaire } from './questionnaires.ts';

export function registerQuestionnaireRoutes(app: FastifyInstance): void {
  registerCall(app, questionnaireDetail, async (ctx) =>
    questionnaireDefinition(ctx.db, requireCustomer(ctx).customerId, ctx.input.code, ctx.now()),
  );
  registerCall(app, questionnaireSubmit, async (ctx) =>
    submitQuestionnaire(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, questionnaireReport, async (ctx) =>
    reportOf(ctx.db, requireCustomer(ctx).customerId, ctx.input),
  );
  registerCall(app, questionnaireShare, async (ctx) => sharedReportOf(ctx.db, ctx.input.shareToken));
}
