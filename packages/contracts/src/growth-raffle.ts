import { z } from 'zod';
import { defineCall, zId, zText } from './define-call.ts';

/**
 * Raffles (抽奖, issue 14): the draw happens on the server (stock per prize, integer weights, a per-learner
 * allowance, a unique draw key); the page's wheel only shows the answer. Cash prizes go to the reward ledger.
 * The spec names no raffle call, so names and paths are ours, under the course-market service.
 */

const BASE = '/course-market/api/v1/raffle';

export const RAFFLE_PRIZE_KINDS = ['cash', 'goods', 'none'] as const;

const zInstant = () => z.number().int().min(0).max(8_640_000_000_000_000);

export const ZRafflePrize = z.object({
  slot: z.number().int(),
  name: z.string(),
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  amountCents: z.number().int(),
  /** Whether any is left (never the stock count itself). */
  available: z.boolean(),
});

export const ZRaffle = z.object({
  code: z.string(),
  title: z.string(),
  rule: z.string(),
  theme: z.string(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  dailyDraws: z.number().int(),
  drawsPerInvite: z.number().int(),
});

export const raffleInfo = defineCall({
  name: 'raffleInfo',
  summary: 'A raffle, its prizes (in wheel order) and how many draws the learner has left',
  path: `${BASE}/info`,
  auth: 'required',
  request: z.object({ code: zText(64).min(1) }),
  response: z.object({
    raffle: ZRaffle,
    prizes: z.array(ZRafflePrize),
    drawsLeft: z.number().int(),
    balanceCents: z.number().int(),
  }),
});

export const ZRaffleResult = z.object({
  slot: z.number().int(),
  name: z.string(),
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  amountCents: z.number().int(),
  /** A goods prize: the exchange code to redeem on exchange-prize. */
  prizeCode: z.string().nullable(),
  drawnAt: z.number(),
});

export const raffleDraw = defineCall({
  name: 'raffleDraw',
  summary: 'One draw, decided on the server; a cash prize is credited to the reward balance at once',
  path: `${BASE}/draw`,
  auth: 'required',
  request: z.object({ code: zText(64).min(1) }),
  response: z.object({
    result: ZRaffleResult,
    drawsLeft: z.number().int(),
    balanceCents: z.number().int(),
  }),
});

export const raffleWinners = defineCall({
  name: 'raffleWinners',
  summary: 'Recent winners of a raffle (masked names), newest first',
  path: `${BASE}/winners`,
  auth: 'optional',
  request: z.object({
    code: zText(64).min(1),
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({
    list: z.array(
      z.object({ nickname: z.string(), avatar: z.string(), prizeName: z.string(), drawnAt: z.number() }),
    ),
    total: z.number().int(),
  }),
});

export const raffleMyDraws = defineCall({
  name: 'raffleMyDraws',
  summary: 'The learner’s own winning draws of a raffle, newest first',
  path: `${BASE}/mine`,
  auth: 'required',
  request: z.object({
    code: zText(64).min(1),
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ list: z.array(ZRaffleResult), total: z.number().int() }),
});

export const ZRafflePrizeInput = z.object({
  name: zText(32).min(1),
  kind: z.enum(RAFFLE_PRIZE_KINDS),
  amountCents: z.number().int().min(0).max(100_000).default(0),
  goodsId: zId().nullable().default(null),
  /** Integer weight: the odds are weight / sum of weights. */
  weight: z.number().int().min(0).max(1_000_000),
  /** null: unlimited (only the 'none' outcome and cash may be unlimited). */
  stock: z.number().int().min(0).max(10_000_000).nullable().default(null),
});

export const raffleSave = defineCall({
  name: 'raffleSave',
  summary: 'Operator: create or change a raffle and its prizes by its code (validated odds)',
  path: 'SIGN:/course-market/api/v1/admin/raffle/save',
  auth: 'none',
  request: z.object({
    code: zText(64).min(1),
    title: zText(64).min(1),
    rule: zText(5000).default(''),
    theme: z.enum(['default', 'spring']).default('default'),
    dailyDraws: z.number().int().min(0).max(100),
    drawsPerInvite: z.number().int().min(0).max(100).default(0),
    active: z.boolean().default(true),
    startsAt: zInstant().nullable().optional(),
    endsAt: zInstant().nullable().optional(),
    /** In wheel order; the 9-grid has 8 cells round its button, so at most 8 outcomes. */
    prizes: z.array(ZRafflePrizeInput).min(2).max(8),
  }),
  response: z.object({ id: z.number(), weightTotal: z.number().int() }),
});
