import type { FastifyInstance } from 'fastify';
import { createRealWechatMp } from '../../integrations/wechat-mp/real.ts';
import { createSandboxWechatMp } from '../../integrations/wechat-mp/sandbox.ts';
import { onSectionLearned } from '../learning/learning-hooks.ts';
import { onOrderPaid, onOrderRefunded } from '../orders/order-hooks.ts';
import { rewardClassTask } from './class-task.ts';
import { expireRewards } from './expiry.ts';
import { registerInviteRoutes } from './invite-routes.ts';
import { registerPosterRoutes } from './poster-routes.ts';
import { registerRaffleRoutes } from './raffle-routes.ts';
import { registerRedPacketRoutes } from './red-packets-routes.ts';
import { firstPurchaseCandidates, reverseOrderRewards, rewardFirstPurchase } from './rewards.ts';
import { registerShareRoutes } from './share-routes.ts';
import { transferNotifyRoutes } from './transfer-notify-routes.ts';
import { registerGrowthJobRoutes, registerWithdrawRoutes, transferNotifyUrl } from './withdraw-routes.ts';
import { sweepStuckWithdrawals } from './withdrawal-sweep.ts';

/** How often the jobs run in each process (both are safe to run from several at once). */
export const REWARD_EXPIRY_EVERY_MS = 3_600_000;
export const WITHDRAWAL_SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Subscribes growth to the orders' money events (first purchase rewards, refund reversals) and to learning's
 * section-learned event (the class-task reward); idempotent.
 */
export function subscribeGrowthToOrders(): void {
  onOrderPaid('growth:first-purchase-reward', rewardFirstPurchase, { appliesTo: firstPurchaseCandidates });
  onOrderRefunded('growth:reverse-rewards', reverseOrderRewards);
  onSectionLearned('growth:class-task-reward', rewardClassTask);
}

/** The periodic jobs: reward expiry (hourly) and the stuck-withdrawal sweep (every 5 minutes). */
function startGrowthJobs(app: FastifyInstance): void {
  const now = () => new Date(app.deps.now());
  const every = (ms: number, what: string, run: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      run().catch((error) => app.log.warn({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  };
  every(REWARD_EXPIRY_EVERY_MS, 'expiring rewards', () => expireRewards(app.deps.database.db, now()));
  every(WITHDRAWAL_SWEEP_EVERY_MS, 'sweeping stuck withdrawals', () =>
    sweepStuckWithdrawals(app.deps.database.db, {
      transfers: app.deps.transfers,
      notifyUrl: transferNotifyUrl(app),
      now: now(),
    }),
  );
}

/** The growth service (issue 14): invite-for-cash v2, the reward ledger, withdrawals to WeChat change,
 * raffles, red packets, share setup (the JS-SDK signature) and the follow check. */
export async function growthService(app: FastifyInstance): Promise<void> {
  subscribeGrowthToOrders();
  registerInviteRoutes(app);
  registerWithdrawRoutes(app);
  registerGrowthJobRoutes(app);
  startGrowthJobs(app);
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
