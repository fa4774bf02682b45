import {
  CONSOLE_CSRF_HEADER,
  type ConsoleCallContract,
  ConsoleCode,
  type ConsoleRequestOf,
  type ConsoleResponseOf,
} from '@course/contracts/console-call';
import { ResponseCode } from '@course/domain/response-codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDb } from '../../db/client.ts';
import { AppError, notLoggedIn } from '../../http/app-error.ts';
import { envelopeSchema } from '../../http/register-call.ts';
import { refuseIllegalText } from '../../http/request-guards.ts';
import { accessOf, roleMay } from './permissions.ts';
import { csrfMatches, resolveStaffSession, type StaffSession, sessionTokenOf } from './staff-sessions.ts';

/**
 * registerConsoleCall: every console call gets the same guard, run before the schema (so a caller without
 * the right learns nothing about it): the session cookie (unless the call is public), the CSRF header on
 * every call but GET, the permission table (permissions.ts), and a one-time password changed first. Then zod
 * validation and the envelope.
 */

export type ConsoleContext<C extends ConsoleCallContract> = {
  input: ConsoleRequestOf<C>;
  /** The signed-in staff; null only for public calls. */
  session: StaffSession | null;
  request: FastifyRequest;
  reply: FastifyReply;
  db: AppDb;
  now: () => Date;
};

export const forbidden = () => new AppError(ConsoleCode.forbidden, '无权限执行此操作', 403);

/** The refusal of a call, or null when the session (or none, for public calls) may make it. */
export function refusalOf(
  callName: string,
  method: string,
  session: StaffSession | null,
  csrfSent: string | undefined,
): AppError | null {
  const access = accessOf(callName);
  if (access === undefined) return forbidden();
  if (access === 'public') return null;
  if (!session) return notLoggedIn();
  if (method !== 'GET' && !csrfMatches(session.csrfHash, csrfSent)) {
    return new AppError(ConsoleCode.csrfRefused, '页面已过期，请刷新后重试', 403);
  }
  if (!roleMay(session.staff.role, callName)) return forbidden();
  if (session.staff.mustChangePassword && access !== 'signed-in') {
    return new AppError(ConsoleCode.passwordChangeRequired, '请先修改初始密码', 403);
  }
  return null;
}

export function registerConsoleCall<C extends ConsoleCallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: ConsoleContext<C>) => Promise<ConsoleResponseOf<C>>,
): void {
  if (accessOf(contract.name) === undefined) {
    throw new Error(`console call ${contract.name} has no row in the permission table`);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      tags: ['admin'],
      ...(contract.method === 'GET' ? { querystring: contract.request } : { body: contract.request }),
      response: { 200: envelopeSchema(contract.response) },
    },
    preValidation: async (request) => {
      refuseIllegalText(request);
      const now = new Date(app.deps.now());
      const session = await resolveStaffSession(app.deps.database.db, sessionTokenOf(request), now);
      const csrf = request.headers[CONSOLE_CSRF_HEADER];
      const refusal = refusalOf(contract.name, request.method, session, Array.isArray(csrf) ? csrf[0] : csrf);
      if (refusal) throw refusal;
      request.staffSession = session;
    },
    handler: async (request, reply) => {
      const data = await handler({
        input: (contract.method === 'GET' ? request.query : request.body) as ConsoleRequestOf<C>,
        session: request.staffSession ?? null,
        request,
        reply,
        db: app.deps.database.db,
        now: () => new Date(app.deps.now()),
      });
      reply.header('cache-control', 'no-store');
      return { code: ResponseCode.ok, msg: 'success', data: data ?? null };
    },
  });
}

/** The signed-in staff of a call whose access is not 'public'. */
export function requireStaff(ctx: { session: StaffSession | null }): StaffSession {
  if (!ctx.session) throw notLoggedIn();
  return ctx.session;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffSession?: StaffSession | null;
  }
}
