import { REFUND_REASONS, refundApply } from '@course/contracts/orders-user';
import { formatPrice } from '@course/domain/price';
import { Popup, Radio } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { getHref } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { ApiError, callApi } from '../../../lib/request';
import { confirmModal } from '../../../ui/modal';
import '../orders-shared.css';
import './refund-sheet.css';

/**
 * 申请退款 as a bottom sheet (on the first screen wherever the page is scrolled): the amount that goes back, the
 * refund rule of this order, the reason, and a confirmation before it is sent.
 */
export function RefundSheet(props: {
  open: boolean;
  orderNo: string;
  amountCents: number;
  rule: string;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const [reason, setReason] = useState<string>(REFUND_REASONS[0]);
  const [busy, setBusy] = useState(false);
  // from the first tap until the answer: a second tap (a double tap) neither asks again nor applies twice
  const asking = useRef(false);
  async function submit() {
    if (asking.current) return;
    asking.current = true;
    try {
      const sure = await confirmModal({
        title: '确认申请退款',
        content: `退款金额 ¥${formatPrice(props.amountCents)} 将原路退回，退款后课程或商品权益将收回。`,
        confirmText: '确认退款',
      });
      if (!sure) return;
      setBusy(true);
      await callApi(refundApply, { body: { orderNo: props.orderNo, reason } });
      toast('退款申请已提交');
      await props.onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      asking.current = false;
      setBusy(false);
    }
  }
  return (
    <Popup
      visible={props.open}
      onMaskClick={props.onClose}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
    >
      <section className="od-refund" data-testid="refund-form">
        <div className="od-refund-head">
          <span className="od-section-title">申请退款</span>
          <button type="button" className="od-refund-close" aria-label="关闭" onClick={props.onClose}>
            <CloseOutline />
          </button>
        </div>
        <div className="od-row">
          <span>退款金额</span>
          <strong className="od-refund-amount" data-testid="refund-amount">
            ¥{formatPrice(props.amountCents)}
          </strong>
        </div>
        <p className="od-refund-rule" data-testid="refund-rule">
          {props.rule}，款项原路退回。
          <a
            href={getHref('refundAgreementLink', { query: { orderNo: props.orderNo } })}
            data-testid="refund-agreement-link"
          >
            查看《退款协议》
          </a>
        </p>
        <div className="od-section-title">退款原因</div>
        <Radio.Group value={reason} onChange={(v) => setReason(String(v))}>
          <div className="od-reasons">
            {REFUND_REASONS.map((r) => (
              <Radio key={r} value={r} className="od-reason-radio" data-testid={`refund-reason-${r}`}>
                {r}
              </Radio>
            ))}
          </div>
        </Radio.Group>
        <button
          type="button"
          className="od-submit od-refund-submit"
          data-testid="refund-submit"
          disabled={busy}
          onClick={submit}
        >
          {busy ? '提交中…' : '提交退款申请'}
        </button>
      </section>
    </Popup>
  );
}
