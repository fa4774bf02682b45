import type { FastifyInstance } from 'fastify';
import { onOrderPaid, onOrderRefunded } from '../orders/order-hooks.ts';
import { registerInviteRoutes } from './invite-routes.ts';
import { registerPosterRoutes } from './poster-routes.ts';
import { reverseOrderRewards, rewardFirstPurchase } from './rewards.ts';
import { transferNotifyRoutes } from './transfer-notify-routes.ts';
import { registerWithdrawRoutes } from './withdraw-routes.ts';

/** Subscribes growth to the orders' money events (first purchase rewards, refund reversals); idempotent. */
export function subscribeGrowthToOrders(): void {
  onOrderPaid('growth:first-purchase-reward', rewardFirstPurchase);
  onOrderRefunded('growth:reverse-rewards', reverseOrderRewards);
}

/** The growth service (issue 14): invite-for-cash v2, the reward ledger, withdrawals to WeChat change. */
export async function growthService(app: FastifyInstance): Promise<void> {
  subscribeGrowthToOrders();
  registerInviteRoutes(app);
  registerWithdrawRoutes(app);
  registerPosterRoutes(app);
  await app.register(transferNotifyRoutes);
}
