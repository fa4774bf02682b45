import type { TStudyTourPayment } from '@course/contracts/study-tour-booking';
import { OrderPaySheet } from '../../orders/components/order-pay-sheet';
import '../study-tour-shared.css';

/** Paying the deposit or the balance: the booking's order through the orders' pay sheet, back to `returnPath`. */
export function TourPay(props: {
  payment: TStudyTourPayment;
  label: string;
  returnPath: string;
  onPaid: () => void;
  onClose: () => void;
}) {
  return (
    <OrderPaySheet
      orderNo={props.payment.orderNo}
      amountCents={props.payment.payAmountCents}
      title={props.label}
      returnPath={props.returnPath}
      classPrefix="st"
      testId="study-tour-pay"
      onPaid={props.onPaid}
      onClose={props.onClose}
    />
  );
}
