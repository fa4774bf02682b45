import { describe, expect, it } from 'vitest';
import { amountLabel } from './order-status';

describe('amountLabel', () => {
  it('says 实付 only for an order that was paid, 应付 for one never paid (unpaid or closed unpaid)', () => {
    expect(amountLabel({ paidAt: '2026-01-05T06:03:07.000Z' })).toBe('实付');
    expect(amountLabel({ paidAt: null })).toBe('应付');
  });
});
