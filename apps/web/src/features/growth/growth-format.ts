import type { LEDGER_ENTRY_KINDS } from '@course/contracts/growth-invite';
import type { WITHDRAW_STATES } from '@course/contracts/growth-withdraw';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';

/** How the growth pages write money, times and states. */

export const yuan = (cents: number) => `¥${formatPrice(cents)}`;

/** A signed amount: +¥2.00 / -¥1.00. */
export const signedYuan = (cents: number) =>
  `${cents > 0 ? '+' : cents < 0 ? '-' : ''}¥${formatPrice(Math.abs(cents))}`;

export const when = (ms: number) => formatBeijing(ms, 'YYYY-MM-DD HH:mm');

export type WithdrawState = (typeof WITHDRAW_STATES)[number];

export const WITHDRAW_STATE_TEXT: Record<WithdrawState, string> = {
  REVIEWING: '审核中',
  CREATING: '处理中',
  WAIT_USER_CONFIRM: '待确认收款',
  SUCCESS: '已到账',
  FAIL: '失败，已退回',
  CANCELLED: '已取消，已退回',
  REJECTED: '未通过，已退回',
};

export const FINAL_STATES: readonly WithdrawState[] = ['SUCCESS', 'FAIL', 'CANCELLED', 'REJECTED'];

export const LEDGER_KIND_TEXT: Record<(typeof LEDGER_ENTRY_KINDS)[number], string> = {
  reward: '邀请奖励',
  reversal: '奖励撤回',
  withdrawal: '提现',
  withdrawal_refund: '提现退回',
  expiry: '奖励过期',
  raffle_prize: '抽奖奖金',
  red_packet: '红包',
};

/** The page numbers after the first one of a list that shows `pages` pages (2, 3, …). */
export const laterPages = (pages: number): number[] =>
  Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => i + 2);
