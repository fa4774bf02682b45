import { describe, expect, it } from 'vitest';
import { amountProblem } from './withdraw-amount';

describe('the withdraw amount', () => {
  it('accepts yuan with up to two decimals between the minimum and the balance', () => {
    expect(amountProblem('1', 1200, 100)).toBeNull();
    expect(amountProblem(' 12.00 ', 1200, 100)).toBeNull();
    expect(amountProblem('0.3', 1200, 30)).toBeNull();
  });

  it('refuses empty, malformed, too small and more than the balance, saying why', () => {
    expect(amountProblem('', 1200, 100)).toBe('请输入提现金额');
    expect(amountProblem('0', 1200, 100)).toBe('请输入提现金额');
    expect(amountProblem('1.234', 1200, 100)).toBe('请输入正确的金额，最多两位小数');
    expect(amountProblem('1..2', 1200, 100)).toBe('请输入正确的金额，最多两位小数');
    expect(amountProblem('0.99', 1200, 100)).toBe('单次提现不能少于¥1.00');
    expect(amountProblem('12.01', 1200, 100)).toBe('超出可提现余额');
  });
});
