import { giftList } from '@course/contracts/goods-gifts';
import { formatPrice } from '@course/domain/price';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { GoodsRow } from '../components/goods-row';
import { InlineEmpty } from '../components/inline-empty';
import '../goods-shared.css';
import './my-gifts.css';

/** mygift (我的礼品): gifts earned by the courses bought, to claim (choose an address) or follow (logistics). */
export default function MyGiftsPage() {
  const navigate = useAppNavigate();
  const gifts = useCall(giftList, {});
  if (gifts.isPending) return <PageLoading />;
  if (gifts.isError)
    return <PageError testId="goods-error" error={gifts.error} onRetry={() => gifts.refetch()} />;
  const list = gifts.data.list;
  return (
    <main className="gd-page" data-testid="my-gifts">
      {list.length === 0 ? (
        <InlineEmpty
          text="暂无礼品，报名指定课程即可获赠实物礼品"
          testId="gift-empty"
          action={
            <button type="button" className="gd-ghost" onClick={() => navigate(getHref('shoppingMall'))}>
              去看看课程
            </button>
          }
        />
      ) : (
        list.map((g) => (
          <section key={g.giftId} className="gd-card gd-gift" data-testid={`gift-${g.giftId}`}>
            <div className="gd-gift-head">
              <span className="gd-muted gd-ellipsis">购买《{g.fromTitle}》赠送</span>
              <em className={g.claimed ? 'gd-status is-done' : 'gd-status'}>
                {g.claimed ? '已领取' : '待领取'}
              </em>
            </div>
            <GoodsRow
              coverUrl={g.goods.coverUrl}
              title={g.goods.title}
              subtitle={g.goods.subtitle}
              note={
                g.goods.originalPriceCents ? (
                  <>
                    价值 <s>¥{formatPrice(g.goods.originalPriceCents)}</s> · 包邮
                  </>
                ) : (
                  '包邮到家'
                )
              }
            />
            <div className="gd-gift-foot">
              {g.claimed && g.claimedOrderNo ? (
                <button
                  type="button"
                  className="gd-ghost"
                  data-testid={`gift-logistics-${g.giftId}`}
                  onClick={() =>
                    navigate(getHref('logisticsGift', { query: { orderNo: g.claimedOrderNo! } }))
                  }
                >
                  查看物流
                </button>
              ) : (
                <button
                  type="button"
                  className="gd-primary"
                  data-testid={`gift-claim-${g.giftId}`}
                  onClick={() => navigate(getHref('ship-address', { query: { giftId: g.giftId } }))}
                >
                  立即领取
                </button>
              )}
            </div>
          </section>
        ))
      )}
    </main>
  );
}
