import { type TVirtualGoods, virtualGoodsDetail } from '@course/contracts/orders-pay';
import { formatBeijing } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { safeRedirectPath } from '@course/domain/redirect';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { Loader } from '../../../ui/loader';
import { NothingHere, PageError } from '../../../ui/states';
import { numberParam, queryParam } from '../api';
import '../orders-shared.css';
import './virtual-goods.css';

const TYPE_NAMES: Record<TVirtualGoods['type'], string> = {
  ebook: '电子书',
  membership: '会员',
  data_pack: '资料包',
};

/** '2026/1/5' in Beijing time. */
const date = (iso: string) => formatBeijing(iso, 'YYYY/M/D');

/**
 * virtualGoods: a virtual good (e-book, membership card, data pack) — cover, title, price, what it is, what you
 * get, how it is delivered — and 立即购买 to virtualGoodsPay (the ensure variant; no address, no freight).
 * Query goodsId (or id), and `back` (a site path, e.g. the member-only course the member centre was opened from),
 * handed on through the checkout to the payment result.
 */
export default function VirtualGoodsPage() {
  const navigate = useAppNavigate();
  const goodsId = numberParam('goodsId') ?? numberParam('id');
  const back = safeRedirectPath(queryParam('back')) ?? undefined;
  const detail = useCall(virtualGoodsDetail, { goodsId: goodsId ?? 0 }, { enabled: goodsId !== undefined });
  if (goodsId === undefined)
    return <NothingHere text="未找到该商品" wayOn={{ label: '去找课', to: getHref('shoppingMall') }} />;
  if (detail.isPending) return <Loader fullScreen />;
  if (detail.isError)
    return (
      <PageError
        error={detail.error}
        onRetry={() => void detail.refetch()}
        wayOn={{ label: '去找课', to: getHref('shoppingMall') }}
      />
    );
  const g = detail.data;
  const isMembership = g.type === 'membership';
  const owned = g.owned;
  const soldOut = g.stock <= 0;
  return (
    <div className="vg-page" data-testid="virtual-goods">
      <CoverImage className="vg-cover" src={g.coverUrl} alt={g.title} />
      <section className="vg-head">
        <div className="vg-price">
          ¥{formatPrice(g.priceCents)}
          {g.originalPriceCents ? <s>¥{formatPrice(g.originalPriceCents)}</s> : null}
        </div>
        <h1>{g.title}</h1>
        <div className="od-muted">
          <span className="vg-tag">{TYPE_NAMES[g.type]}</span>
          {g.subtitle}
        </div>
        <div className="od-muted" style={{ marginTop: 6 }}>
          已售 {g.sold} · {isMembership ? `有效期 ${g.validDays ?? 365} 天` : '永久有效'}
        </div>
        {owned ? (
          <div className="vg-owned" data-testid="virtual-goods-owned">
            {owned.expiresAt ? `已开通，有效期至 ${date(owned.expiresAt)}` : '已购买，可在「我的订单」中查看'}
          </div>
        ) : null}
      </section>
      <section className="vg-block" data-testid="virtual-goods-benefits">
        <h2>你将获得</h2>
        <ul className="vg-benefits">
          {g.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section className="vg-block">
        <h2>商品详情</h2>
        <div>{g.detail}</div>
      </section>
      <section className="vg-block">
        <h2>购买须知</h2>
        <div>{g.deliveryNote}</div>
        <div className="od-muted">
          虚拟商品无需收货地址，
          {isMembership ? '会员开通后 24 小时内可申请退款' : '开通后不支持退款'}，
          <a href={getHref('refundAgreement')}>查看《退款协议》</a>
        </div>
      </section>
      <footer className="od-bar">
        <div>
          合计 <strong>¥{formatPrice(g.priceCents)}</strong>
        </div>
        <button
          type="button"
          className="od-submit"
          data-testid="virtual-goods-buy"
          disabled={soldOut || (Boolean(owned) && !isMembership)}
          onClick={() =>
            navigate(getHref('virtualGoodsPay', { query: { goodsId: g.goodsId, goodsType: 'goods', back } }))
          }
        >
          {soldOut ? '已售罄' : owned ? (isMembership ? '续费会员' : '已购买') : '立即购买'}
        </button>
      </footer>
    </div>
  );
}
