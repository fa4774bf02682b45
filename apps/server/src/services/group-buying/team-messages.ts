import { formatPrice } from '@course/domain/price';
import type { AppDb } from '../../db/client.ts';
import { sendSiteMessage } from '../messages/site-messages.ts';

/**
 * The site messages (站内信) of team buying: one definition per event, `{course}` and `{amount}` filled in,
 * sent once per event and learner through the messages' dedupe key.
 */
export const GROUP_BUY_MESSAGES = {
  succeeded: {
    title: '拼团成功',
    content: '您参加的《{course}》拼团已成团，课程已开通，进入“学习中心”即可开始学习。',
  },
  failed: {
    title: '拼团未成功',
    content: '很遗憾，《{course}》拼团在截止时间前未凑满人数，您支付的{amount}将原路退回。',
  },
  paidTooLate: {
    title: '拼团已满员',
    content: '您为《{course}》拼团付款时该团已满员或已结束，您支付的{amount}将原路退回。',
  },
  refunded: {
    title: '拼团退款成功',
    content: '您在《{course}》拼团中支付的{amount}已原路退回，请注意查收。',
  },
} as const;

export type GroupBuyMessageKind = keyof typeof GROUP_BUY_MESSAGES;

export async function sendGroupBuyMessage(
  db: AppDb,
  input: { customerId: number; kind: GroupBuyMessageKind; course: string; amountCents: number; key: string },
): Promise<void> {
  const message = GROUP_BUY_MESSAGES[input.kind];
  await sendSiteMessage(db, {
    customerId: input.customerId,
    title: message.title,
    content: message.content
      .replace('{course}', input.course)
      .replace('{amount}', `¥${formatPrice(input.amountCents)}`),
    dedupeKey: `group-buy:${input.kind}:${input.key}`,
  });
}
