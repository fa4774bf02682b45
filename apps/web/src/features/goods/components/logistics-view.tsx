import type { TLogistics } from '@course/contracts/goods-retail';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { toast } from '../../../app/public/request';
import { CoverImage } from '../../../ui/cover-image';
import { AddressSummary } from './address-card';
import '../goods-shared.css';
import './goods-row.css';
import './logistics-view.css';

export const FULFILMENT_TEXT: Record<TLogistics['fulfilment'], string> = {
  none: '无需发货',
  awaiting_shipment: '待发货',
  shipped: '运输中',
  received: '已签收',
};

async function copy(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast('运单号已复制');
  } catch {
    toast(`运单号：${text}`);
  }
}

/** Carrier, tracking number (copy), the delivery address and the trace, newest first. */
export function LogisticsView(props: { data: TLogistics }) {
  const d = props.data;
  return (
    <>
      <section className="gd-card gd-logistics-head" data-testid="logistics-head">
        <CoverImage className="gd-row-cover" src={d.coverUrl} alt="" />
        <div className="gd-row-body">
          <div className="gd-logistics-status" data-testid="logistics-status">
            {FULFILMENT_TEXT[d.fulfilment]}
          </div>
          {d.company && d.no ? (
            <div className="gd-muted">
              {d.company} <span data-testid="logistics-no">{d.no}</span>
              <button
                type="button"
                className="gd-copy"
                data-testid="logistics-copy"
                onClick={() => copy(d.no!)}
              >
                复制
              </button>
            </div>
          ) : (
            <div className="gd-muted">商品打包中，发货后可查看物流信息</div>
          )}
          <div className="gd-row-title gd-small">{d.title}</div>
        </div>
      </section>
      {d.address ? (
        <section className="gd-card">
          <AddressSummary address={d.address} />
        </section>
      ) : null}
      <section className="gd-card">
        <div className="gd-section-title">物流详情</div>
        {d.traces.length === 0 ? (
          <div className="gd-muted" data-testid="logistics-empty">
            暂无物流信息，订单发货后将在这里更新
          </div>
        ) : (
          <ol className="gd-timeline" data-testid="logistics-timeline">
            {d.traces.map((t, i) => (
              <li key={`${t.time}-${t.status}-${t.description}`} className={i === 0 ? 'is-latest' : ''}>
                <div className="gd-timeline-status">{t.status}</div>
                <div className="gd-timeline-text">{t.description}</div>
                <time className="gd-muted">{formatBeijingDateTime(t.time)}</time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
