import type { TStudyTourPayment } from '@course/contracts/study-tour-booking';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { callApi } from '../../../lib/request';
import { reportError } from '../../orders/api';
import { checkout } from '../../orders/checkout';
import { PayMethodList } from '../../orders/components/pay-method-list';
import { payAndFollow, toastPayStartError } from '../../orders/pay';
import { usePayMethods } from '../../orders/use-pay-methods';
import '../study-tour-shared.css';

/**
 * Paying the deposit or the balance: the booking's unpaid order through the orders checkout (pay methods from
 * discovery, submitOrderPay with the orderNo, the pay sheet or the cashier), coming back to `returnPath`.
 */
export function TourPay(props: {
  payment: TStudyTourPayment;
  label: string;
  returnPath: string;
  onPaid: () => void;
  onClose: () => void;
}) {
  const { payment } = props;
  const { methods, cells, isPending } = usePayMethods({
    businessCode: 'course',
    amountCents: payment.payAmountCents,
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [periods, setPeriods] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];

  async function pay() {
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: {},
          orderNo: payment.orderNo,
          payType: method?.payType ?? 11,
          periods: periods ?? method?.defaultPeriods ?? 3,
          businessCode: 'course',
          returnPath: props.returnPath,
        },
        { call: (contract, input) => callApi(contract, input), report: reportError },
      );
      await payAndFollow(answer.action, props.onPaid);
    } catch (error) {
      toastPayStartError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="st-sheet-mask" data-testid="study-tour-pay">
      <div className="st-sheet">
        <div className="st-sheet-head">
          <span>{props.label}</span>
          <button
            type="button"
            className="st-link"
            data-testid="study-tour-pay-close"
            onClick={props.onClose}
          >
            关闭
          </button>
        </div>
        <div className="st-sheet-amount" data-testid="study-tour-pay-amount">
          ¥{formatPrice(payment.payAmountCents)}
        </div>
        <PayMethodList
          methods={methods}
          cells={cells}
          amountCents={payment.payAmountCents}
          picked={method}
          periods={periods}
          isPending={isPending}
          emptyText="暂无可用的支付方式"
          onPick={setPicked}
          onPeriods={setPeriods}
        />
        <button
          type="button"
          className="st-btn st-btn-block"
          data-testid="study-tour-pay-submit"
          disabled={busy || !method}
          onClick={pay}
        >
          {busy ? '请稍候…' : `确认支付 ¥${formatPrice(payment.payAmountCents)}`}
        </button>
      </div>
    </div>
  );
}
