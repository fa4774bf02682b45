import type { FastifyInstance } from 'fastify';
import { registerAgreementRoutes } from './agreement-routes.ts';

/** The legal service: user agreement, privacy policy, refund agreement. */
export async function legalService(app: FastifyInstance): Promise<void> {
  registerAgreementRoutes(app);
}
