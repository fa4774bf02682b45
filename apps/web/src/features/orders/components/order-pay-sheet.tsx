import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { callApi } from '../../../lib/request';
import { reportError } from '../api';
import { checkout } from '../checkout';
import { payAndFollow, toastPayStartError } from '../pay';
import { usePayMethods } from '../use-pay-methods';
import { PayMethodList } from './pay-method-list';

/**
 * Paying an order another area already made (a team-buying seat, a study tour's deposit or balance): the order's
 * pay methods from discovery, `submitOrderPay` with its orderNo through the checkout, then the pay sheet or the
 * cashier, coming back to `returnPath`. The sheet wears its area's look: `classPrefix` names the area's sheet,
 * link and button classes (`<prefix>-sheet-mask`, `<prefix>-sheet`, `<prefix>-btn` …). An order of 0 cents is
 * confirmed without a pay method (`freeNote`, `freeAction`).
 */
export function OrderPaySheet(props: {
  orderNo: string;
  amountCents: number;
  title: string;
  returnPath: string;
  /** the course paid for, when the order is a course's (the checkout's spec) */
  courseId?: number;
  classPrefix: string;
  /** test ids: `<testId>`, `-close`, `-amount`, `-submit` */
  testId: string;
  freeNote?: string;
  freeAction?: string;
  onPaid: () => void;
  onClose: () => void;
}) {
  const p = props.classPrefix;
  const { methods, cells, isPending } = usePayMethods({
    businessCode: 'course',
    amountCents: props.amountCents,
  });
  const [picked, setPicked] = useState<number | null>(null);
  const [periods, setPeriods] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const method = methods.find((m) => m.payType === picked) ?? methods[0];
  const free = props.amountCents === 0;

  async function pay() {
    setBusy(true);
    try {
      const answer = await checkout(
        {
          spec: props.courseId === undefined ? {} : { courseId: props.courseId },
          orderNo: props.orderNo,
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
    <div className={`${p}-sheet-mask`} data-testid={props.testId}>
      <div className={`${p}-sheet`}>
        <div className={`${p}-sheet-head`}>
          <span>{props.title}</span>
          <button
            type="button"
            className={`${p}-link`}
            data-testid={`${props.testId}-close`}
            onClick={props.onClose}
          >
            关闭
          </button>
        </div>
        <div className={`${p}-sheet-amount`} data-testid={`${props.testId}-amount`}>
          ¥{formatPrice(props.amountCents)}
        </div>
        {free ? (
          <p className={`${p}-muted ${p}-center`}>{props.freeNote ?? '无需支付'}</p>
        ) : (
          <PayMethodList
            methods={methods}
            cells={cells}
            amountCents={props.amountCents}
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
          className={`${p}-btn ${p}-btn-block`}
          data-testid={`${props.testId}-submit`}
          disabled={busy || (!free && !method)}
          onClick={pay}
        >
          {busy
            ? '请稍候…'
            : free
              ? (props.freeAction ?? '确认')
              : `确认支付 ¥${formatPrice(props.amountCents)}`}
        </button>
      </div>
    </div>
  );
}
