import type { TTeamSeat } from '@course/contracts/group-buying-team';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { callApi } from '../../../lib/request';
import { reportError } from '../../orders/api';
import { checkout } from '../../orders/checkout';
import { PayMethodList } from '../../orders/components/pay-method-list';
import { payAndFollow, toastPayStartError } from '../../orders/pay';
import { usePayMethods } from '../../orders/use-pay-methods';
import '../group-buying-shared.css';

/**
 * Paying a seat: the seat's unpaid order through the orders checkout (pay methods from discovery,
 * submitOrderPay with the orderNo, the pay sheet or the cashier), coming back to group-success. A free
 * leader seat is paid at once.
 */
export function SeatPay(props: {
  seat: TTeamSeat;
  courseId: number;
  onPaid: () => void;
  onClose: () => void;
}) {
  const { seat } = props;
  const { methods, cells, isPending } = usePayMethods({
    businessCode: 'course',
    amountCents: seat.payAmountCents,
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [periods, setPeriods] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];
  const free = seat.payAmountCents === 0;

  async function pay() {
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: { courseId: props.courseId },
          orderNo: seat.orderNo,
          payType: method?.payType ?? 11,
          periods: periods ?? method?.defaultPeriods ?? 3,
          businessCode: 'course',
          returnPath: `/group-success?teamNo=${seat.teamNo}`,
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
    <div className="gb-sheet-mask" data-testid="group-pay">
      <div className="gb-sheet">
        <div className="gb-sheet-head">
          <span>支付拼团订单</span>
          <button type="button" className="gb-link" data-testid="group-pay-close" onClick={props.onClose}>
            关闭
          </button>
        </div>
        <div className="gb-sheet-amount" data-testid="group-pay-amount">
          ¥{formatPrice(seat.payAmountCents)}
        </div>
        {free ? (
          <p className="gb-muted gb-center">团长免单，无需支付</p>
        ) : (
          <PayMethodList
            methods={methods}
            cells={cells}
            amountCents={seat.payAmountCents}
            picked={method}
            periods={periods}
            isPending={isPending}
            emptyText="暂无可用的支付方式"
            onPick={setPicked}
            onPeriods={setPeriods}
          />
        )}
        <button
          type="button"
          className="gb-btn gb-btn-block"
          data-testid="group-pay-submit"
          disabled={busy || (!free && !method)}
          onClick={pay}
        >
          {busy ? '请稍候…' : free ? '确认开团' : `确认支付 ¥${formatPrice(seat.payAmountCents)}`}
        </button>
      </div>
    </div>
  );
}
