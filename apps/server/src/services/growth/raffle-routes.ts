import {
  raffleDraw,
  raffleInfo,
  raffleMyDraws,
  raffleSave,
  raffleWinners,
} from '@course/contracts/growth-raffle';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireCustomer } from '../../http/register-call.ts';
import { drawRaffle, raffleInfoOf } from './raffle.ts';
import { saveRaffle } from './raffle-config.ts';
import { myRaffleDraws, raffleWinnersOf } from './raffle-winners.ts';

export function registerRaffleRoutes(app: FastifyInstance): void {
  registerCall(app, raffleInfo, async (ctx) =>
    raffleInfoOf(ctx.db, {
      code: ctx.input.code,
      customerId: requireCustomer(ctx).customerId,
      now: ctx.now(),
    }),
  );
  registerCall(app, raffleDraw, async (ctx) =>
    drawRaffle(ctx.db, {
      code: ctx.input.code,
      customerId: requireCustomer(ctx).customerId,
      brand: ctx.body.productCode,
      now: ctx.now(),
    }),
  );
  registerCall(app, raffleWinners, async (ctx) => raffleWinnersOf(ctx.db, ctx.input));
  registerCall(app, raffleMyDraws, async (ctx) =>
    myRaffleDraws(ctx.db, { ...ctx.input, customerId: requireCustomer(ctx).customerId }),
  );
  registerCall(app, raffleSave, async (ctx) => saveRaffle(ctx.db, ctx.input));
}
