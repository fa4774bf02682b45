import { RequestHeader } from '@course/domain/request-headers';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDb } from '../../db/client.ts';
import { teachers } from '../../db/schema/index.ts';
import { resolveSession } from '../../http/session-store.ts';

/**
 * The teacher signed in on this device (teacherLogin's token, sent as the teacherToken header on every call), or
 * null. Any teacher of the teachers table answers questions of every course (the brand has one teaching team).
 */
export async function teacherOfRequest(
  db: AppDb,
  request: FastifyRequest,
): Promise<{ id: number; name: string } | null> {
  const value = request.headers[RequestHeader.teacherToken.toLowerCase()];
  const token = Array.isArray(value) ? value[0] : value;
  if (!token) return null;
  const session = await resolveSession(db, token, 'teacher', request.server.deps.kv);
  if (typeof session === 'string') return null;
  const [row] = await db
    .select({ id: teachers.id, name: teachers.name })
    .from(teachers)
    .where(eq(teachers.customerId, session.customerId))
    .limit(1);
  return row ?? null;
}
