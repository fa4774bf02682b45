import { EnsureView } from '../components/ensure-view';

/**
 * 确认订单: ensure and every ensure variant (ensure1, ensure-mini, ensure-more…, EnsureMoreMini, ordersure,
 * beginners-sales…, virtualGoodsPay, zqt-order). Query: courseId (or goodsId with goodsType=course),
 * packageId (or goodsId with goodsType=package), or goodsId with goodsType=goods, quantity, addressId; orderNo
 * resumes an unpaid order.
 * Pay methods come from discovery: getPayConfig with orderPrice = amount × 100 (the amount in cents), then
 * the domain rule (selector mapping, messaging-app-only methods, default first, allowPayMethod).
 * Inside the messaging app, Alipay and JD Pay cannot open: the order is created and the learner goes to the
 * hand-off page (alipay, alipayGoods, alipayZqt, jdpay) that tells them to open it in the browser.
 */
export default function EnsurePage() {
  return <EnsureView />;
}
