import { eq } from 'drizzle-orm';
import { saveRaffle } from '../services/growth/raffle-config.ts';
import { saveRedPacketActivity } from '../services/growth/red-packets.ts';
import type { AppDb } from './client.ts';
import { goods, raffles, redPacketActivities } from './schema/index.ts';

const RAFFLE_RULE =
  '1. 每人每天可免费抽奖1次，每成功邀请1位好友再得1次；\n2. 现金奖品即时发放到奖励余额，可在“我的奖励金”提现；\n3. 实物奖品发放兑换码，请在“奖品兑换”填写地址领取；\n4. 奖品数量有限，抽完即止。';

/**
 * The demo raffles and red packets (issue 14): the daily raffle 'daily-raffle', the new learner's packet
 * 'new-user-packet', the daily packet 'day-pack' and the seasonal 'spring-festival' (a packet and a raffle of
 * the same code, theme 'spring'). Inserted once by code through the operator functions (so they pass the same
 * validation); an operator's later changes are kept.
 */
export async function seedGrowthRewards(db: AppDb): Promise<void> {
  const [prizeGood] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(eq(goods.title, '学习之星定制保温杯'));
  const exists = async (code: string) =>
    (await db.select({ id: raffles.id }).from(raffles).where(eq(raffles.code, code))).length > 0;
  const packetExists = async (code: string) =>
    (
      await db
        .select({ id: redPacketActivities.id })
        .from(redPacketActivities)
        .where(eq(redPacketActivities.code, code))
    ).length > 0;
  const cash = (name: string, amountCents: number, weight: number, stock: number | null) => ({
    name,
    kind: 'cash' as const,
    amountCents,
    goodsId: null,
    weight,
    stock,
  });
  const none = {
    name: '谢谢参与',
    kind: 'none' as const,
    amountCents: 0,
    goodsId: null,
    weight: 30,
    stock: null,
  };
  const cup = prizeGood
    ? [
        {
          name: '定制保温杯',
          kind: 'goods' as const,
          amountCents: 0,
          goodsId: prizeGood.id,
          weight: 2,
          stock: 20,
        },
      ]
    : [];
  if (!(await exists('daily-raffle'))) {
    await saveRaffle(db, {
      code: 'daily-raffle',
      title: '天天抽奖',
      rule: RAFFLE_RULE,
      theme: 'default',
      dailyDraws: 1,
      drawsPerInvite: 1,
      active: true,
      prizes: [
        cash('0.88元现金', 88, 40, null),
        cash('1.88元现金', 188, 20, 5000),
        cash('5元现金', 500, 5, 500),
        none,
        cash('18.8元现金', 1880, 1, 50),
        ...cup,
        cash('0.5元现金', 50, 30, null),
      ],
    });
  }
  if (!(await exists('spring-festival'))) {
    await saveRaffle(db, {
      code: 'spring-festival',
      title: '新春好运抽奖',
      rule: '春节期间每天可抽奖1次，现金奖品即时到账。',
      theme: 'spring',
      dailyDraws: 1,
      drawsPerInvite: 0,
      active: true,
      prizes: [
        cash('6.66元红包', 666, 10, 1000),
        cash('8.88元红包', 888, 5, 500),
        none,
        cash('1.66元红包', 166, 50, null),
        cash('66元红包', 6600, 1, 10),
        cash('0.66元红包', 66, 40, null),
      ],
    });
  }
  const packets = [
    {
      code: 'new-user-packet',
      title: '新人专享红包',
      kind: 'once' as const,
      theme: 'default' as const,
      rule: '每位学员限领1次，红包金额随机，即时存入奖励余额，满1元可提现。',
      minCents: 50,
      maxCents: 300,
      budgetCents: 1_000_000,
    },
    {
      code: 'day-pack',
      title: '每日红包',
      kind: 'daily' as const,
      theme: 'default' as const,
      rule: '每天（北京时间）可领1个红包，零点刷新，金额随机，即时存入奖励余额。',
      minCents: 10,
      maxCents: 100,
      budgetCents: 1_000_000,
    },
    {
      code: 'spring-festival',
      title: '新春红包',
      kind: 'once' as const,
      theme: 'spring' as const,
      rule: '新春活动期间每人可领1个新春红包，另有每日好运抽奖。',
      minCents: 188,
      maxCents: 888,
      budgetCents: 500_000,
    },
  ];
  for (const p of packets) {
    if (!(await packetExists(p.code))) await saveRedPacketActivity(db, { ...p, active: true });
  }
}
