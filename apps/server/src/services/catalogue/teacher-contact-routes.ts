import { isPopup, teacherWxInfo } from '@course/contracts/catalogue-course';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { teacherContactOf, teacherPopupOf } from './teacher-contact.ts';

/** Whether to show the add-the-teacher (or welfare) sheet, and the teacher's contact. */
export function registerTeacherContactRoutes(app: FastifyInstance): void {
  registerCall(app, isPopup, async (ctx) =>
    teacherPopupOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, teacherWxInfo, async (ctx) =>
    teacherContactOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
