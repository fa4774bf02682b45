import { describe, expect, it } from 'vitest';
import { COURSE_REFUND_NOTICE, REFUND_RULES, type RefundRuleInput, refundDecision } from './refund-rule.ts';

const NOW = Date.UTC(2026, 10, 25, 8);
const DAY = 86_400_000;
const paid = (patch: Partial<RefundRuleInput>): RefundRuleInput => ({
  kind: 'course',
  status: 'paid',
  payAmountCents: 6_900,
  paidAt: NOW - DAY,
  now: NOW,
  learnedPercent: 0,
  ...patch,
});

describe('refundDecision', () => {
  it('a course within 7 days and at most 10 % learned may be refunded, with the rule text', () => {
    expect(refundDecision(paid({ learnedPercent: 10 }))).toEqual({
      allowed: true,
      reason: null,
      rule: REFUND_RULES.course,
    });
  });

  it('a course is refused after 7 days, above 10 % learned, or once its camp started', () => {
    expect(refundDecision(paid({ paidAt: NOW - 7 * DAY - 1 })).reason).toBe('已超过支付后 7 日，不支持退款');
    expect(refundDecision(paid({ learnedPercent: 11 })).reason).toBe('学习进度已超过 10%，不支持退款');
    expect(refundDecision(paid({ campStartsAt: NOW - 1 })).allowed).toBe(false);
    expect(refundDecision(paid({ campStartsAt: NOW + DAY })).allowed).toBe(true);
  });

  it('virtual goods follow the agreement: e-books and data packs never, a membership within 24 hours', () => {
    expect(refundDecision(paid({ kind: 'goods', goodsType: 'ebook' }))).toMatchObject({
      allowed: false,
      reason: '电子书、资料包开通后不支持退款',
    });
    expect(refundDecision(paid({ kind: 'goods', goodsType: 'data_pack' })).allowed).toBe(false);
    expect(
      refundDecision(paid({ kind: 'goods', goodsType: 'membership', paidAt: NOW - 3_600_000 })).allowed,
    ).toBe(true);
    expect(
      refundDecision(paid({ kind: 'goods', goodsType: 'membership', paidAt: NOW - DAY - 1 })).reason,
    ).toBe('会员开通已超过 24 小时，不支持退款');
  });

  it('physical goods until they ship; unpaid, refunding, free and gift orders never', () => {
    const goods = { kind: 'goods' as const, goodsType: 'physical' as const };
    expect(refundDecision(paid({ ...goods, fulfilment: 'awaiting_shipment' })).allowed).toBe(true);
    expect(refundDecision(paid({ ...goods, fulfilment: 'shipped' })).reason).toBe(
      '商品已发货，请签收后联系客服退货',
    );
    expect(refundDecision(paid({ status: 'refunding' })).reason).toBe('退款申请处理中');
    expect(refundDecision(paid({ status: 'created' })).allowed).toBe(false);
    expect(refundDecision(paid({ payAmountCents: 0 })).reason).toBe('免费订单无需退款');
    expect(refundDecision(paid({ kind: 'gift' })).allowed).toBe(false);
  });

  it('the course detail notice states the same rule and no longer says refunds are impossible', () => {
    expect(COURSE_REFUND_NOTICE).toContain(REFUND_RULES.course);
    expect(COURSE_REFUND_NOTICE).not.toContain('不支持退款');
  });
});
