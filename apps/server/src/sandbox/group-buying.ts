import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groupBuyTeams } from '../db/schema/index.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { closeDueTeam } from '../services/group-buying/team-outcomes.ts';
import { refundOwedSeats } from '../services/group-buying/team-refunds.ts';

/**
 * Sandbox test clock of team buying (never in production): `POST /sandbox/api/group-buying/teams/:teamNo/expire`
 * moves the team's deadline to now and runs the scheduler's deadline job for it at once (close the team, then
 * pay back its members), so the e2e suite and a person clicking through see an expiry without waiting a day.
 */
export function registerSandboxGroupBuying(app: FastifyInstance): void {
  app.post<{ Params: { teamNo: string } }>(
    '/sandbox/api/group-buying/teams/:teamNo/expire',
    async (request) => {
      const db = app.deps.database.db;
      const now = new Date(app.deps.now());
      const [team] = await db
        .update(groupBuyTeams)
        .set({ deadlineAt: new Date(now.getTime() - 1000) })
        .where(eq(groupBuyTeams.teamNo, request.params.teamNo))
        .returning();
      if (!team) return { code: 1005, msg: '拼团不存在', data: null };
      const outcome = await closeDueTeam(db, team.id, now);
      const refunded = await refundOwedSeats(db, app.deps.payments, {
        now,
        publicBaseUrl: publicOrigin(app.config, request),
        teamId: team.id,
      });
      return { code: 0, msg: 'success', data: { outcome, refunded } };
    },
  );
}
