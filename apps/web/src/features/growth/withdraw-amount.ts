import { yuanToCents } from '@course/domain/price';
import { yuan } from './growth-format';

const AMOUNT = /^\d{1,9}(\.\d{0,2})?$/;

/** What is wrong with the typed amount (null: fine), by the activity's minimum and the balance. */
export function amountProblem(text: string, balanceCents: number, minCents: number): string | null {
  const value = text.trim();
  if (value === '') return '请输入提现金额';
  if (!AMOUNT.test(value)) return '请输入正确的金额，最多两位小数';
  const cents = yuanToCents(value);
  if (cents <= 0) return '请输入提现金额';
  if (cents < minCents) return `单次提现不能少于${yuan(minCents)}`;
  if (cents > balanceCents) return '超出可提现余额';
  return null;
}
