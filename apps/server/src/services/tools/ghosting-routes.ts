import {
  ghostingCurriculum,
  ghostingDetails,
  ghostingDiagnose,
  ghostingSearch,
} from '@course/contracts/tools-ghosting';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { diagnoseGhosting, ghostingCurriculumOf, ghostingDetailsOf, searchGhosting } from './ghosting.ts';

export function registerGhostingRoutes(app: FastifyInstance): void {
  registerCall(app, ghostingCurriculum, async (ctx) =>
    ghostingCurriculumOf(ctx.db, requireCustomer(ctx).customerId, ctx.input.family, ctx.now()),
  );
  registerCall(app, ghostingSearch, async (ctx) =>
    searchGhosting(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
  registerCall(app, ghostingDetails, async (ctx) =>
    ghostingDetailsOf(
      ctx.db,
      requireCustomer(ctx).customerId,
      ctx.input.family,
      ctx.input.character,
      ctx.now(),
    ),
  );
  registerCall(app, ghostingDiagnose, async (ctx) =>
    diagnoseGhosting(ctx.db, requireCustomer(ctx).customerId, ctx.input, ctx.now()),
  );
}
