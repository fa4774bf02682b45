import { describe, expect, it } from 'vitest';
import { renderRulesPdf } from './rules-document.ts';

const input = {
  title: '规则测试大赛',
  rules: ['作品须为本人原创。'],
  prizes: [{ rank: '一等奖', title: '金奖', detail: '证书一张' }],
  vote: { perDay: 3, perEntryPerDay: 1, requireSms: true },
} as Parameters<typeof renderRulesPdf>[0];

describe('renderRulesPdf', () => {
  it('draws a PDF, and the same input again gives the same bytes without drawing again', async () => {
    const first = await renderRulesPdf(input);
    expect(first.subarray(0, 5).toString()).toBe('%PDF-');
    // an equal input (not the same object) is answered with the bytes kept from the first drawing
    const again = await renderRulesPdf({ ...input, rules: [...input.rules] });
    expect(again).toBe(first);
  });

  it('draws another document for another input', async () => {
    const first = await renderRulesPdf(input);
    const other = await renderRulesPdf({ ...input, title: '另一个大赛' });
    expect(other.equals(first)).toBe(false);
  });
});
