import type { FastifyInstance } from 'fastify';
import { deferCourseGrant, onOrderPaid } from '../orders/order-hooks.ts';
import { registerLeadRoutes } from './lead-routes.ts';
import { startTeamScheduler, type TeamScheduler } from './scheduler.ts';
import { onSeatPaid } from './team-outcomes.ts';
import { registerTeamRoutes } from './team-routes.ts';
import { GROUP_BUYING_BUSINESS_CODE } from './teams.ts';

/** Subscribes group-buying to the orders' payments: a seat's course opens with its team, not its payment. */
export function subscribeGroupBuyingToOrders(): void {
  deferCourseGrant(GROUP_BUYING_BUSINESS_CODE);
  onOrderPaid('group-buying:seat-paid', onSeatPaid, { businessCode: GROUP_BUYING_BUSINESS_CODE });
}

/** The group-buying service (issue 15): team buying and the lead activity's team work, and team deadlines. */
export async function groupBuyingService(app: FastifyInstance): Promise<void> {
  subscribeGroupBuyingToOrders();
  let scheduler: TeamScheduler | null = null;
  registerTeamRoutes(app, () => scheduler);
  registerLeadRoutes(app, () => scheduler);
  if (app.config.teamScheduler === 'on') {
    app.addHook('onReady', async () => {
      scheduler = await startTeamScheduler({
        database: app.deps.database,
        payments: app.deps.payments,
        now: app.deps.now,
        publicBaseUrl: app.config.publicBaseUrl ?? `http://127.0.0.1:${app.config.port}`,
        log: app.log,
      });
      app.log.info({ scheduler: scheduler.kind }, 'team deadline scheduler started');
    });
    app.addHook('onClose', async () => scheduler?.stop());
  }
}
