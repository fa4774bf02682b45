import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { chapters, courses, customers, sections } from '../db/schema/index.ts';
import { grantCourse } from '../services/catalogue/ownership.ts';
import { replyFeedback } from '../services/messages/customer-feedback.ts';

/**
 * Sandbox helpers of the courses module (never in production): list the courses with their sections, and
 * grant a course to a learner, so that tests and a person clicking through can own a course without paying;
 * and answer a learner's message to customer service as an operator would.
 */
export async function sandboxCourses(app: FastifyInstance): Promise<void> {
  const db = () => app.deps.database.db;

  app.get('/sandbox/api/courses', async () => {
    const rows = await db()
      .select({ id: courses.id, title: courses.title, brand: courses.brand, priceCents: courses.priceCents })
      .from(courses)
      .orderBy(asc(courses.sort), asc(courses.id));
    const sectionRows = await db()
      .select({
        id: sections.id,
        courseId: sections.courseId,
        title: sections.title,
        kind: sections.kind,
        isTrial: sections.isTrial,
      })
      .from(sections)
      .innerJoin(chapters, eq(chapters.id, sections.chapterId))
      .orderBy(asc(chapters.sort), asc(sections.sort), asc(sections.id));
    return {
      code: 0,
      msg: 'success',
      data: rows.map((c) => ({ ...c, sections: sectionRows.filter((s) => s.courseId === c.id) })),
    };
  });

  const ZGrant = z.object({
    customerId: z.number().int().positive(),
    courseId: z.number().int().positive(),
    source: z.enum(['bought', 'gifted', 'zero_yuan']).default('gifted'),
  });
  app.post('/sandbox/api/courses/grant', async (request, reply) => {
    const parsed = ZGrant.safeParse(request.body ?? {});
    if (!parsed.success) return reply.send({ code: 1001, msg: '参数错误', data: null });
    const { customerId, courseId, source } = parsed.data;
    const [customer] = await db()
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId));
    const [course] = await db().select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
    if (!customer || !course) return reply.send({ code: 1005, msg: '学员或课程不存在', data: null });
    const granted = await grantCourse(db(), { customerId, courseId, source, grantRef: 'sandbox' });
    return { code: 0, msg: 'success', data: { granted } };
  });

  // customer service answering a learner's message (the operator tool's action)
  const ZReply = z.object({ reply: z.string().trim().min(1).max(500) });
  app.post<{ Params: { id: string } }>('/sandbox/api/feedback/:id/reply', async (request, reply) => {
    const parsed = ZReply.safeParse(request.body ?? {});
    const id = Number(request.params.id);
    if (!parsed.success || !Number.isSafeInteger(id) || id <= 0) {
      return reply.send({ code: 1001, msg: '参数错误', data: null });
    }
    const replied = await replyFeedback(db(), {
      id,
      reply: parsed.data.reply,
      now: new Date(app.deps.now()),
    });
    return { code: 0, msg: 'success', data: { replied } };
  });
}
