/**
 * The refund offer rule (issue 21): whether a paid order may be refunded online, why not, and the rule text to
 * show. It follows the refund agreement (退款协议, apps/server/src/db/seed-refund-agreement.ts): courses and
 * packages within 7 days of payment while the learner has learned no more than 10 %; a camp once started goes
 * through customer service; e-books and data packs never; a membership within 24 hours; physical goods until
 * they ship. The order page offers 申请退款 only when `allowed`, and the server refuses with `reason` otherwise.
 */

export type RefundGoodsType = 'ebook' | 'membership' | 'data_pack' | 'physical';

export type RefundRuleInput = {
  kind: 'course' | 'package' | 'goods' | 'gift';
  status: 'created' | 'paid' | 'closed' | 'refunding' | 'refunded';
  payAmountCents: number;
  needsRefund?: boolean;
  /** For goods: what kind of good (a virtual good's type, or physical). */
  goodsType?: RefundGoodsType | null;
  fulfilment?: 'none' | 'awaiting_shipment' | 'shipped' | 'received';
  paidAt: number | null;
  now: number;
  /** For courses and packages: share of sections learned, 0–100. */
  learnedPercent?: number;
  /** For a course with a chosen camp: when the camp starts (epoch ms). */
  campStartsAt?: number | null;
};

export type RefundDecision = { allowed: boolean; reason: string | null; rule: string };

export const COURSE_REFUND_DAYS = 7;
export const COURSE_REFUND_MAX_PERCENT = 10;
export const MEMBERSHIP_REFUND_HOURS = 24;

export const REFUND_RULES = {
  course: `支付成功 ${COURSE_REFUND_DAYS} 日内、学习进度不超过 ${COURSE_REFUND_MAX_PERCENT}% 可申请全额退款`,
  package: `套餐整体办理：支付成功 ${COURSE_REFUND_DAYS} 日内、学习进度不超过 ${COURSE_REFUND_MAX_PERCENT}% 可申请全额退款`,
  membership: `会员开通后 ${MEMBERSHIP_REFUND_HOURS} 小时内可申请全额退款`,
  ebook: '电子书、资料包开通后不支持退款',
  physical: '未发货可申请全额退款；已发货请在签收后 7 日内联系客服退货',
  gift: '赠品不支持退款',
} as const;

/** The sentence the course detail page shows about refunds (the same rule the order page applies). */
export const COURSE_REFUND_NOTICE = `购买后可在“学习中心”随时学习；${REFUND_RULES.course}，详见《退款协议》。`;

function ruleOf(input: RefundRuleInput): string {
  if (input.kind === 'course') return REFUND_RULES.course;
  if (input.kind === 'package') return REFUND_RULES.package;
  if (input.kind === 'gift') return REFUND_RULES.gift;
  if (input.goodsType === 'membership') return REFUND_RULES.membership;
  if (input.goodsType === 'ebook' || input.goodsType === 'data_pack') return REFUND_RULES.ebook;
  return REFUND_RULES.physical;
}

export function refundDecision(input: RefundRuleInput): RefundDecision {
  const rule = ruleOf(input);
  const no = (reason: string): RefundDecision => ({ allowed: false, reason, rule });
  if (input.status === 'refunding') return no('退款申请处理中');
  if (input.status !== 'paid' || input.needsRefund) return no('该订单不能退款');
  if (input.kind === 'gift' || input.payAmountCents === 0) return no('免费订单无需退款');
  const sincePaid = input.now - (input.paidAt ?? 0);
  if (input.kind === 'course' || input.kind === 'package') {
    if (input.campStartsAt != null && input.campStartsAt <= input.now)
      return no('训练营已开课，请联系客服按未开课节次办理退款');
    if (sincePaid > COURSE_REFUND_DAYS * 86_400_000)
      return no(`已超过支付后 ${COURSE_REFUND_DAYS} 日，不支持退款`);
    if ((input.learnedPercent ?? 0) > COURSE_REFUND_MAX_PERCENT)
      return no(`学习进度已超过 ${COURSE_REFUND_MAX_PERCENT}%，不支持退款`);
    return { allowed: true, reason: null, rule };
  }
  if (input.goodsType === 'ebook' || input.goodsType === 'data_pack') return no(REFUND_RULES.ebook);
  if (input.goodsType === 'membership') {
    if (sincePaid > MEMBERSHIP_REFUND_HOURS * 3_600_000)
      return no(`会员开通已超过 ${MEMBERSHIP_REFUND_HOURS} 小时，不支持退款`);
    return { allowed: true, reason: null, rule };
  }
  if (input.fulfilment === 'shipped' || input.fulfilment === 'received')
    return no('商品已发货，请签收后联系客服退货');
  return { allowed: true, reason: null, rule };
}
