import { goodsList } from '@course/contracts/goods-retail';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import '../../../ui/states.css';
import '../catalogue-shared.css';
import './goods-shelf.css';

/** 好物推荐 on shoppingMall: the shop's physical goods (retail/goodsList), each opening its goods page. */
export function GoodsShelf() {
  const navigate = useAppNavigate();
  const goods = useCall(goodsList, { kind: 'physical' });
  const list = goods.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="lc-block" data-testid="mall-goods">
      <header className="lc-block-head">
        <h2>好物推荐</h2>
      </header>
      <div className="lc-grid">
        {list.slice(0, 6).map((g) => (
          <button
            type="button"
            key={g.goodsId}
            className="lc-goods-tile"
            data-testid={`mall-goods-${g.goodsId}`}
            onClick={() => navigate(getHref('goodsDetail', { query: { goodsId: g.goodsId } }))}
          >
            <CoverImage src={g.coverUrl} alt="" loading="lazy" />
            <span className="lc-goods-title">{g.title}</span>
            <span className="lc-goods-foot">
              <b>¥{formatPrice(g.priceCents)}</b>
              <small>{g.stock > 0 ? `已售${g.sold}` : '已售罄'}</small>
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
