import type { TPrize } from '@course/contracts/goods-prizes';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { GoodsRow } from './goods-row';
import '../goods-shared.css';
import './prize-card.css';

/** The prize behind a code: the good, what it is worth, where the code came from and until when it is valid. */
export function PrizeCard(props: { prize: TPrize }) {
  const p = props.prize;
  return (
    <section className="gd-card gd-prize" data-testid="prize-card">
      <div className="gd-section-title">您的奖品</div>
      <GoodsRow
        coverUrl={p.goods.coverUrl}
        title={p.goods.title}
        subtitle={p.goods.subtitle}
        note={
          <>
            {p.goods.originalPriceCents ? <s>¥{formatPrice(p.goods.originalPriceCents)}</s> : null} 免费兑换 ·
            包邮
          </>
        }
      />
      <div className="gd-muted gd-prize-meta">
        {p.source ? `${p.source} · ` : ''}兑换码 {p.code} · 有效期至 {formatBeijingDate(p.expiresAt)}
      </div>
    </section>
  );
}
