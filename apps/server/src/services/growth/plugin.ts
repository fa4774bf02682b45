import type { FastifyInstance } from 'fastify';
import { createRealWechatMp } from '../../integrations/wechat-mp/real.ts';
import { createSandboxWechatMp } from '../../integrations/wechat-mp/sandbox.ts';
import { onOrderPaid, onOrderRefunded } from '../orders/order-hooks.ts';
import { registerInviteRoutes } from './invite-routes.ts';
import { registerPosterRoutes } from './poster-routes.ts';
import { registerRaffleRoutes } from './raffle-routes.ts';
import { registerRedPacketRoutes } from './red-packets-routes.ts';
import { reverseOrderRewards, rewardFirstPurchase } from './rewards.ts';
import { registerShareRoutes } from './share-routes.ts';
import { transferNotifyRoutes } from './transfer-notify-routes.ts';
import { registerWithdrawRoutes } from './withdraw-routes.ts';

/** Subscribes growth to the orders' money events (first purchase rewards, refund reversals); idempotent. */
export function subscribeGrowthToOrders(): void {
  onOrderPaid('growth:first-purchase-reward', rewardFirstPurchase);
  onOrderRefunded('growth:reverse-rewards', reverseOrderRewards);
}

/** The growth service (issue 14): invite-for-cash v2, the reward ledger, withdrawals to WeChat change,
 * raffles, red packets, share setup (the JS-SDK signature) and the follow check. */
export async function growthService(app: FastifyInstance): Promise<void> {
  subscribeGrowthToOrders();
  registerInviteRoutes(app);
  registerWithdrawRoutes(app);
  registerPosterRoutes(app);
  registerRaffleRoutes(app);
  registerRedPacketRoutes(app);
  registerShareRoutes(app, {
    kv: app.deps.kv,
    // The official-account API follows the authorization adapter: the sandbox's identities, or the real API.
    mp:
      app.config.wechat.adapter === 'sandbox'
        ? createSandboxWechatMp(app.deps.database.db, app.deps.now)
        : createRealWechatMp({ apiBaseUrl: app.config.wechat.apiBaseUrl, kv: app.deps.kv }),
    appSecrets: app.config.wechat.appSecrets,
  });
  await app.register(transferNotifyRoutes);
}
