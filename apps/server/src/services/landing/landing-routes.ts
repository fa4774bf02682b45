import path from 'node:path';
import { liveLanding } from '@course/contracts/landing-live';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { resolveLanding } from './landing-call.ts';

/**
 * liveLanding: the group-QR page in one round trip. It runs the same steps as the separate calls, in the
 * spec's order — layout, channel check, live-order check, sign-up and class allocation, QR — and the spec's
 * fallbacks: a failed check or sign-up answers the official-account QR with scene 3 and learner number 97.
 * Fallback scenes of our own (docs/decisions.md): 96 mutual exclusion without a QR, 97 the course cannot be
 * signed up for here, 98 the course has no camp, 99 no course or no login.
 */
export function registerLandingRoutes(app: FastifyInstance): void {
  registerCall(app, liveLanding, async ({ body, customer, request, db, now }) =>
    resolveLanding(db, {
      body,
      customer,
      brand: app.config.brand,
      now: now(),
      log: request.log,
      kv: app.deps.kv,
      uploadsDir: path.join(app.config.dataDir, 'uploads'),
    }),
  );
}
