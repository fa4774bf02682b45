import type { TPayConfigCell } from '@course/contracts/orders-checkout';
import type { PayMethod } from '@course/domain/pay-methods';
import { formatPrice } from '@course/domain/price';
import { SELECTOR_NAMES } from '../pay';
import { PayMark } from './pay-mark';
import '../orders-shared.css';
import './pay-method-list.css';

/** The pay-method radio list with Huabei's instalment periods (what each period costs). */
export function PayMethodList(props: {
  methods: PayMethod[];
  cells: TPayConfigCell[];
  amountCents: number;
  picked: PayMethod | undefined;
  periods: number | null;
  isPending: boolean;
  emptyText: string;
  onPick: (payType: number) => void;
  onPeriods: (periods: number) => void;
}) {
  const { methods, picked, amountCents } = props;
  return (
    <section className="od-card" data-testid="pay-methods">
      <div className="od-section-title">支付方式</div>
      {methods.length === 0 && !props.isPending ? <div className="od-muted">{props.emptyText}</div> : null}
      {methods.map((m) => (
        <div key={m.payType}>
          <button
            type="button"
            className={`od-method${picked?.payType === m.payType ? ' is-active' : ''}`}
            data-testid={`pay-method-${m.selector}`}
            onClick={() => props.onPick(m.payType)}
          >
            <PayMark selector={m.selector} />
            <span>{SELECTOR_NAMES[m.selector]}</span>
            {m.isDefault ? <em>推荐</em> : null}
            <b className="od-radio" />
          </button>
          {m.payType === 22 && picked?.payType === 22 ? (
            <div className="od-periods">
              {(m.periods ?? [3]).map((p) => {
                const detail = props.cells
                  .find((c) => c.payType === 22)
                  ?.hbPayResponse?.hbPeriodPayDetails.find((d) => d.periodNum === p);
                return (
                  <button
                    key={p}
                    type="button"
                    data-testid={`pay-periods-${p}`}
                    className={(props.periods ?? m.defaultPeriods) === p ? 'is-active' : ''}
                    onClick={() => props.onPeriods(p)}
                  >
                    ¥{formatPrice(detail?.eachPrinAndFeeCents ?? Math.ceil(amountCents / p))} × {p}期
                  </button>
                );
              })}
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
}
