import path from 'node:path';
import type { ResponseOf } from '@course/contracts/define-call';
import { liveLanding } from '@course/contracts/landing-live';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import type { AuthedCustomer } from '../../http/session-store.ts';
import { resolveLanding } from './landing-call.ts';

/**
 * liveLanding: the group-QR page in one round trip. It runs the same steps as the separate calls, in the
 * spec's order — layout, channel check, live-order check, sign-up and class allocation, QR — and the spec's
 * fallbacks: a failed check or sign-up answers the official-account QR with scene 3 and learner number 97.
 * Fallback scenes of our own (docs/decisions.md): 96 mutual exclusion without a QR, 97 the course cannot be
 * signed up for here, 98 the course has no camp, 99 no course or no login.
 */
export function registerLandingRoutes(app: FastifyInstance): void {
  registerCall(app, liveLanding, async ({ body, customer, request }) =>
    answerLiveLanding(app, { body, customer, log: request.log }),
  );
}

/**
 * What the liveLanding call answers — the one function behind the call and behind the answer the landing
 * document carries for a learner with a session cookie (landing-boot.ts): every step (live-order check, sign-up,
 * mutual exclusion, fallback, the funnel's events) happens here, whichever of the two asked.
 */
export function answerLiveLanding(
  app: FastifyInstance,
  input: {
    body: Parameters<typeof resolveLanding>[1]['body'];
    customer: AuthedCustomer | null;
    log: FastifyBaseLogger;
  },
): Promise<ResponseOf<typeof liveLanding>> {
  return resolveLanding(app.deps.database.db, {
    body: input.body,
    customer: input.customer,
    brand: app.config.brand,
    now: new Date(app.deps.now()),
    log: input.log,
    kv: app.deps.kv,
    uploadsDir: path.join(app.config.dataDir, 'uploads'),
  });
}
