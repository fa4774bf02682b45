import { goodsDetail, type TGoodsDetail } from '@course/contracts/goods-retail';
import { goodsReviews } from '@course/contracts/goods-reviews';
import { submitPackOrderPayBefore } from '@course/contracts/orders-checkout';
import { formatPrice } from '@course/domain/price';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { Carousel } from '../components/carousel';
import { ReviewItem } from '../components/review-item';
import { Stars } from '../components/stars';
import { numberOf } from '../page-params';
import '../goods-shared.css';
import './goods-detail.css';

/**
 * goodsDetail and zqt-detail (query goodsId): pictures, price, sales and stock, freight, specs, quantity, the
 * reviews summary, video, description pictures, and the sticky 客服 / 立即购买 bar. A good that is unknown or off
 * the shelf sends to shoppingEmpty. zqt-detail is the zqt line's own route and theme.
 */
export default function GoodsDetailPage() {
  const navigate = useAppNavigate();
  const entry = useRouteEntry();
  const [params] = useSearchParams();
  const goodsId = numberOf(params, 'goodsId') ?? numberOf(params, 'id') ?? 0;
  const detail = useCall(goodsDetail, { goodsId }, { enabled: goodsId > 0 });
  const reviews = useCall(goodsReviews, { goodsId, page: 1, pageSize: 2 }, { enabled: goodsId > 0 });
  const pending = useCall(
    submitPackOrderPayBefore,
    { goodsId, quantity: 1 },
    { enabled: detail.data?.onSale === true },
  );
  const [quantity, setQuantity] = useState(1);

  const missing =
    goodsId === 0 ||
    (detail.error instanceof ApiError && detail.error.code === 1005) ||
    detail.data?.onSale === false;
  useEffect(() => {
    if (!missing) return;
    const reason = detail.data && !detail.data.onSale ? 'off' : 'unknown';
    navigate(getHref('shoppingEmpty', { query: { reason } }), { replace: true });
  }, [missing, detail.data, navigate]);

  if (missing) return null;
  if (detail.isPending) return <PageLoading />;
  if (detail.isError)
    return <PageError testId="goods-error" error={detail.error} onRetry={() => detail.refetch()} />;
  const g = detail.data;
  const zqt = entry?.name === 'zqt-detail' || g.line === 'zqt';
  const soldOut = g.stock <= 0;

  return (
    <main className={`gd-page gd-detail${zqt ? ' gd-theme-zqt' : ''}`} data-testid="goods-detail">
      <Carousel
        images={g.images}
        title={g.title}
        onVideo={
          g.videoUrl ? () => navigate(getHref('goodsVideo', { query: { goodsId: g.goodsId } })) : undefined
        }
      />
      <section className="gd-card gd-price-block">
        <div className="gd-price-line">
          <span className="gd-price gd-price-big" data-testid="goods-price">
            <small>¥</small>
            {formatPrice(g.priceCents)}
          </span>
          {g.originalPriceCents && g.originalPriceCents > g.priceCents ? (
            <s className="gd-original" data-testid="goods-original-price">
              ¥{formatPrice(g.originalPriceCents)}
            </s>
          ) : null}
          <span className="gd-sales" data-testid="goods-sales">
            已售 {g.sold} 件
          </span>
        </div>
        <h1 className="gd-title" data-testid="goods-title">
          {zqt ? <em className="gd-line-tag">智趣堂</em> : null}
          {g.title}
        </h1>
        {g.subtitle ? <p className="gd-muted">{g.subtitle}</p> : null}
      </section>

      {pending.data?.pendingOrderNo ? (
        <button
          type="button"
          className="gd-card gd-pending"
          data-testid="goods-pending-order"
          onClick={() => navigate(getHref('zqt-pay', { query: { orderNo: pending.data.pendingOrderNo! } }))}
        >
          您有一笔该商品的待支付订单 <span>去支付 ›</span>
        </button>
      ) : null}

      <section className="gd-card gd-facts">
        <FreightLine g={g} quantity={quantity} />
        <div className="gd-fact">
          <span>库存</span>
          <span data-testid="goods-stock">{soldOut ? '已售罄' : `${g.stock} 件`}</span>
        </div>
        {g.specs.length > 0 ? (
          <div className="gd-fact gd-specs" data-testid="goods-specs">
            <span>规格</span>
            <div>
              {g.specs.map((s) => (
                <button
                  type="button"
                  key={s.goodsId}
                  data-testid={`goods-spec-${s.goodsId}`}
                  className={s.goodsId === g.goodsId ? 'is-active' : ''}
                  disabled={s.stock <= 0}
                  onClick={() =>
                    navigate(
                      getHref(entry?.name === 'zqt-detail' ? 'zqt-detail' : 'goodsDetail', {
                        query: { goodsId: s.goodsId },
                      }),
                      { replace: true },
                    )
                  }
                >
                  {s.name}
                </button>
              ))}
            </div>
          </div>
        ) : null}
        <div className="gd-fact">
          <span>数量</span>
          <div className="gd-stepper">
            <button
              type="button"
              aria-label="减少"
              disabled={quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </button>
            <span data-testid="goods-quantity">{quantity}</span>
            <button
              type="button"
              aria-label="增加"
              disabled={quantity >= Math.min(99, g.stock)}
              onClick={() => setQuantity(quantity + 1)}
            >
              +
            </button>
          </div>
        </div>
      </section>

      <section className="gd-card" data-testid="goods-reviews">
        <button
          type="button"
          className="gd-section-head"
          data-testid="goods-reviews-all"
          onClick={() => navigate(getHref('shoppingEvaluate', { query: { goodsId: g.goodsId } }))}
        >
          <span className="gd-section-title">
            商品评价（{g.reviewCount}）
            {g.reviewCount > 0 ? (
              <>
                <Stars value={g.rating} /> <b className="gd-rating">{g.rating.toFixed(1)}</b>
              </>
            ) : null}
          </span>
          <span className="gd-muted">查看全部 ›</span>
        </button>
        {reviews.data?.list.length ? (
          reviews.data.list.map((r) => <ReviewItem key={r.id} review={r} compact />)
        ) : reviews.isSuccess ? (
          <div className="gd-muted">暂无评价，购买后可以来说说使用感受</div>
        ) : null}
      </section>

      <section className="gd-card gd-description" data-testid="goods-description">
        <div className="gd-section-title">商品详情</div>
        <p>{g.detail}</p>
        {g.detailImages.map((src) => (
          <img key={src} src={src} alt="" loading="lazy" className="gd-detail-image" />
        ))}
      </section>

      <footer className="gd-bar">
        <button
          type="button"
          className="gd-bar-service"
          data-testid="goods-service"
          onClick={() => navigate(getHref('qiyu-common', { query: { goodsId: g.goodsId } }))}
        >
          <i aria-hidden="true">☏</i>客服
        </button>
        <button
          type="button"
          className="gd-primary gd-bar-buy"
          data-testid="goods-buy"
          disabled={soldOut}
          onClick={() =>
            navigate(getHref('zqt-order', { query: { goodsId: g.goodsId, goodsType: 'goods', quantity } }))
          }
        >
          {soldOut ? '已售罄' : '立即购买'}
        </button>
      </footer>
    </main>
  );
}

function FreightLine(props: { g: TGoodsDetail; quantity: number }) {
  const { freight, priceCents } = props.g;
  const free = priceCents * props.quantity >= freight.freeFromCents;
  return (
    <div className="gd-fact" data-testid="goods-freight">
      <span>运费</span>
      <span>
        {free
          ? '包邮'
          : `满¥${formatPrice(freight.freeFromCents)}包邮，不满收¥${formatPrice(freight.baseCents)}（偏远地区¥${formatPrice(freight.remoteCents)}）`}
      </span>
    </div>
  );
}
