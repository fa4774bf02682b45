import { z } from 'zod';
import { defineCall, zText } from './define-call.ts';

/**
 * Red packets (红包, issue 14): 'once' (one per learner) and 'daily' (one per learner per Beijing day); the
 * amount is random within the activity's bounds and budget, decided on the server and credited to the reward
 * ledger exactly once. Names and paths are ours, under the course-market service.
 */

const BASE = '/course-market/api/v1/redPacket';

export const RED_PACKET_KINDS = ['once', 'daily'] as const;

const zInstant = () => z.number().int().min(0).max(8_640_000_000_000_000);

export const ZRedPacketActivity = z.object({
  code: z.string(),
  title: z.string(),
  kind: z.enum(RED_PACKET_KINDS),
  theme: z.string(),
  rule: z.string(),
  minCents: z.number().int(),
  maxCents: z.number().int(),
  startsAt: z.number().nullable(),
  endsAt: z.number().nullable(),
  /** The budget cannot pay the smallest packet any more. */
  soldOut: z.boolean(),
});

export const ZOpenedPacket = z.object({ amountCents: z.number().int(), openedAt: z.number() });

export const redPacketInfo = defineCall({
  name: 'redPacketInfo',
  summary: 'A red-packet activity and the learner’s packet of it (today’s for a daily one), if opened',
  path: `${BASE}/info`,
  auth: 'required',
  request: z.object({ code: zText(64).min(1) }),
  response: z.object({
    activity: ZRedPacketActivity,
    opened: ZOpenedPacket.nullable(),
    balanceCents: z.number().int(),
  }),
});

export const redPacketOpen = defineCall({
  name: 'redPacketOpen',
  summary: 'Open the learner’s packet once; opening again answers the same packet (alreadyOpened)',
  path: `${BASE}/open`,
  auth: 'required',
  request: z.object({ code: zText(64).min(1) }),
  response: ZOpenedPacket.extend({ alreadyOpened: z.boolean(), balanceCents: z.number().int() }),
});

export const redPacketHistory = defineCall({
  name: 'redPacketHistory',
  summary: 'The learner’s opened packets, newest first, with their total',
  path: `${BASE}/history`,
  auth: 'required',
  request: z.object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({
    list: z.array(
      z.object({
        title: z.string(),
        kind: z.enum(RED_PACKET_KINDS),
        amountCents: z.number().int(),
        openedAt: z.number(),
      }),
    ),
    total: z.number().int(),
    totalCents: z.number().int(),
  }),
});

export const redPacketActivitySave = defineCall({
  name: 'redPacketActivitySave',
  summary: 'Operator: create or change a red-packet activity by its code (bounds and budget)',
  path: 'SIGN:/course-market/api/v1/admin/redPacket/save',
  auth: 'none',
  request: z.object({
    code: zText(64).min(1),
    title: zText(64).min(1),
    kind: z.enum(RED_PACKET_KINDS),
    theme: z.enum(['default', 'spring']).default('default'),
    rule: zText(5000).default(''),
    minCents: z.number().int().min(1).max(100_000),
    maxCents: z.number().int().min(1).max(100_000),
    budgetCents: z.number().int().min(0).max(1_000_000_000),
    active: z.boolean().default(true),
    startsAt: zInstant().nullable().optional(),
    endsAt: zInstant().nullable().optional(),
  }),
  response: z.object({ id: z.number() }),
});
