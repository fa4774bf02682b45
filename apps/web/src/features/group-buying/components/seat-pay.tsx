import type { TTeamSeat } from '@course/contracts/group-buying-team';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { OrderPaySheet } from '../../orders/components/order-pay-sheet';
import '../group-buying-shared.css';

/**
 * Paying a seat: the seat's order through the orders' pay sheet, then group-success (also the cashier's way
 * back); a free leader seat is confirmed.
 */
export function SeatPay(props: { seat: TTeamSeat; courseId: number; onClose: () => void }) {
  const { seat } = props;
  const navigate = useAppNavigate();
  const successPath = getHref('group-success', { query: { teamNo: seat.teamNo } });
  return (
    <OrderPaySheet
      orderNo={seat.orderNo}
      amountCents={seat.payAmountCents}
      courseId={props.courseId}
      title="支付拼团订单"
      returnPath={successPath}
      classPrefix="gb"
      testId="group-pay"
      freeNote="团长免单，无需支付"
      freeAction="确认开团"
      onPaid={() => navigate(successPath)}
      onClose={props.onClose}
    />
  );
}
