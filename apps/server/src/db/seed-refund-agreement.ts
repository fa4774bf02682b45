import type { RefundAgreementConfig } from '../services/legal/refund-agreement.ts';

/**
 * The demo refund agreement (退款协议) per brand, stored as configuration (`refundAgreement.<brand>`). The terms
 * follow what Chinese knowledge-payment apps commonly promise: a cooling-off period for courses not yet
 * started, proportional refunds for camps, no refund for consumed virtual goods, refunds to the original method.
 */
export function demoRefundAgreement(brandName: string): RefundAgreementConfig {
  return {
    title: `${brandName}退款协议`,
    version: '2026.1',
    updatedAt: '2026-01-01',
    sections: [
      {
        heading: '一、适用范围',
        paragraphs: [
          `本协议适用于您在${brandName}购买的线上课程、课程套餐、训练营、虚拟商品（电子书、会员、资料包）及实物商品。`,
          '您提交订单即表示已阅读并同意本协议。如您不同意，请勿下单。',
        ],
      },
      {
        heading: '二、课程与训练营',
        paragraphs: [
          '自支付成功起 7 日内，且课程（训练营）尚未开课、您学习进度不超过 10% 的，可申请全额退款。',
          '训练营开课后申请退款的，按未开课节次占总节次的比例退还，已发放的教材、礼品需原样寄回或按售价扣除。',
          '课程套餐按套餐整体办理，不支持拆分退款单门课程。',
        ],
      },
      {
        heading: '三、虚拟商品',
        paragraphs: [
          '电子书、资料包一经开通即可下载或阅读，开通后不支持退款。',
          '会员自开通起 24 小时内可申请全额退款，超过 24 小时不予退款。',
        ],
      },
      {
        heading: '四、实物商品',
        paragraphs: [
          '未发货的订单可直接申请退款；已发货的商品请在签收后 7 日内联系客服办理退货，商品需保持完好、不影响二次销售。',
          '因质量问题退货的运费由我们承担，其他原因退货的运费由您承担。',
        ],
      },
      {
        heading: '五、办理方式与时效',
        paragraphs: [
          '请在「我的订单」中选择订单并点击「申请退款」，或联系在线客服。我们将在 3 个工作日内审核。',
          '审核通过后，款项原路退回：微信支付、支付宝一般 1–3 个工作日到账，花呗分期退款后剩余分期将自动取消，京东支付以京东到账时间为准。',
          '由他人代付的订单，款项退回至实际付款的账户。',
        ],
      },
      {
        heading: '六、其他',
        paragraphs: [
          '以不正当手段获取优惠、恶意退款的，我们有权拒绝退款并保留追究责任的权利。',
          '本协议未尽事宜，以国家相关法律法规为准。如有疑问，请联系在线客服。',
        ],
      },
    ],
  };
}
