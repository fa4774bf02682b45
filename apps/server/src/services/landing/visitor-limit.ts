import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/**
 * Forms open to visitors without a login (complaints, the 无法入群 feedback) take one of a bounded number of
 * submissions per visitor per hour: the learner when signed in, else the client address. The slot is taken
 * atomically in the key-value store (increment-if-below; Redis when several processes run) before anything
 * is written, so parallel bursts and several server processes together stay within the bound.
 */

export const VISITOR_SUBMITS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export const VisitorLimitText = { tooOften: '提交过于频繁，请一小时后再试' } as const;

export async function takeVisitorSubmit(
  app: FastifyInstance,
  form: 'complaint' | 'group-feedback',
  visitor: { customerId: number | null; request: FastifyRequest },
): Promise<void> {
  const who = visitor.customerId !== null ? `c${visitor.customerId}` : `ip${visitor.request.ip}`;
  const slot = await app.deps.kv.incrementIfBelow(`${form}:submit:${who}`, VISITOR_SUBMITS_PER_HOUR, HOUR_MS);
  if (slot === null) throw new AppError(ResponseCode.tooManyRequests, VisitorLimitText.tooOften);
}
