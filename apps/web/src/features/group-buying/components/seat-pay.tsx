import type { TTeamSeat } from '@course/contracts/group-buying-team';
import { OrderPaySheet } from '../../orders/components/order-pay-sheet';
import '../group-buying-shared.css';

/** Paying a seat: the seat's order through the orders' pay sheet, back to group-success; a free leader seat is confirmed. */
export function SeatPay(props: {
  seat: TTeamSeat;
  courseId: number;
  onPaid: () => void;
  onClose: () => void;
}) {
  const { seat } = props;
  return (
    <OrderPaySheet
      orderNo={seat.orderNo}
      amountCents={seat.payAmountCents}
      courseId={props.courseId}
      title="支付拼团订单"
      returnPath={`/group-success?teamNo=${seat.teamNo}`}
      classPrefix="gb"
      testId="group-pay"
      freeNote="团长免单，无需支付"
      freeAction="确认开团"
      onPaid={props.onPaid}
      onClose={props.onClose}
    />
  );
}
