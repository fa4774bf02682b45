import { noteList, saveNote } from '@course/contracts/learning-study';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { noteListOf, saveCourseNote } from './notes.ts';

/** notes: saving one and the list. */
export function registerNoteRoutes(app: FastifyInstance): void {
  registerCall(app, saveNote, async (ctx) =>
    saveCourseNote(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId, now: ctx.now() }),
  );

  registerCall(app, noteList, async (ctx) =>
    noteListOf(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
}
