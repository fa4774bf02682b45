import { formatPrice } from '@course/domain/price';
import type { ReactNode } from 'react';
import { CoverImage } from '../../../ui/cover-image';
import '../goods-shared.css';
import './goods-row.css';

/** One good in a list or summary: cover, title, subtitle, price (or a note) and an optional action. */
export function GoodsRow(props: {
  coverUrl: string;
  title: string;
  subtitle?: string;
  priceCents?: number | null;
  originalPriceCents?: number | null;
  note?: ReactNode;
  quantity?: number;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="gd-row" data-testid={props.testId}>
      <CoverImage className="gd-row-cover" src={props.coverUrl} alt="" loading="lazy" />
      <div className="gd-row-body">
        <div className="gd-row-title">{props.title}</div>
        {props.subtitle ? <div className="gd-muted gd-ellipsis">{props.subtitle}</div> : null}
        <div className="gd-row-foot">
          {props.priceCents !== undefined && props.priceCents !== null ? (
            <span className="gd-price">
              ¥{formatPrice(props.priceCents)}
              {props.originalPriceCents && props.originalPriceCents > props.priceCents ? (
                <s>¥{formatPrice(props.originalPriceCents)}</s>
              ) : null}
            </span>
          ) : (
            <span className="gd-muted">{props.note}</span>
          )}
          {props.quantity ? <span className="gd-muted">×{props.quantity}</span> : null}
          {props.action}
        </div>
      </div>
    </div>
  );
}
