import {
  consoleOrderDetail,
  consoleOrderSearch,
  consoleOrderShip,
  consoleWithdrawalList,
  consoleWithdrawalReview,
} from '@course/contracts/console-orders';
import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/public-origin.ts';
import { TRANSFER_NOTIFY_PATH } from '../growth/transfer-notify-routes.ts';
import { registerConsoleCall, requireStaff } from './guard.ts';
import { orderDetailOf, searchOrders } from './orders.ts';
import { shipOrderAsStaff } from './shipping.ts';
import { listWithdrawals, reviewWithdrawalAsStaff } from './withdrawals.ts';

/** The console's orders and money: order search and detail, shipping, the withdrawal approval queue. */
export function registerOrderRoutes(app: FastifyInstance): void {
  registerConsoleCall(app, consoleOrderSearch, async (ctx) =>
    searchOrders(ctx.db, requireStaff(ctx).staff, ctx.input),
  );
  registerConsoleCall(app, consoleOrderDetail, async (ctx) =>
    orderDetailOf(ctx.db, requireStaff(ctx).staff, ctx.input.orderNo),
  );
  registerConsoleCall(app, consoleOrderShip, async (ctx) =>
    shipOrderAsStaff(ctx.db, requireStaff(ctx).staff, { ...ctx.input, ip: ctx.request.ip, now: ctx.now() }),
  );
  registerConsoleCall(app, consoleWithdrawalList, async (ctx) => listWithdrawals(ctx.db, ctx.input));
  registerConsoleCall(app, consoleWithdrawalReview, async (ctx) =>
    reviewWithdrawalAsStaff(
      ctx.db,
      {
        transfers: app.deps.transfers,
        notifyUrl: `${publicOrigin(app.config, ctx.request)}${TRANSFER_NOTIFY_PATH}`,
        now: ctx.now(),
      },
      requireStaff(ctx).staff,
      { ...ctx.input, ip: ctx.request.ip },
    ),
  );
}
