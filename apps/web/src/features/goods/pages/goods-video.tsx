import { goodsDetail } from '@course/contracts/goods-retail';
import { formatPrice } from '@course/domain/price';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { InlineEmpty } from '../components/inline-empty';
import { numberOf } from '../page-params';
import '../goods-shared.css';
import './goods-video.css';
import { PhoneVideo } from '../../../ui/phone-video';
import { attachVideoSource } from '../../../ui/video-source';

/** goodsVideo (query goodsId): the good's video with its poster and title; an HLS stream plays through hls.js. */
export default function GoodsVideoPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const goodsId = numberOf(params, 'goodsId') ?? 0;
  const detail = useCall(goodsDetail, { goodsId }, { enabled: goodsId > 0 });

  if (goodsId === 0)
    return <NothingHere text="未找到该商品" wayOn={{ label: '去商城逛逛', to: getHref('shoppingMall') }} />;
  if (detail.isPending) return <PageLoading />;
  if (detail.isError)
    return <PageError testId="goods-error" error={detail.error} onRetry={() => detail.refetch()} />;
  const g = detail.data;
  return (
    <main className="gd-page gd-video-page" data-testid="goods-video">
      {g.videoUrl ? (
        <GoodsVideo src={g.videoUrl} poster={g.videoPosterUrl ?? g.coverUrl} />
      ) : (
        <InlineEmpty text="该商品暂无视频" testId="goods-video-empty" />
      )}
      <section className="gd-card">
        <h1 className="gd-title">{g.title}</h1>
        <p className="gd-muted">{g.subtitle}</p>
        <div className="gd-price-line">
          <span className="gd-price gd-price-big">
            <small>¥</small>
            {formatPrice(g.priceCents)}
          </span>
          {g.originalPriceCents && g.originalPriceCents > g.priceCents ? (
            <s className="gd-original">¥{formatPrice(g.originalPriceCents)}</s>
          ) : null}
          <span className="gd-sales">已售 {g.sold} 件</span>
        </div>
        <button
          type="button"
          className="gd-primary gd-block"
          data-testid="goods-video-back"
          onClick={() => navigate(getHref('goodsDetail', { query: { goodsId: g.goodsId } }))}
        >
          查看商品详情
        </button>
      </section>
    </main>
  );
}

function GoodsVideo(props: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const onError = () => toast('视频暂时无法播放，请稍后重试');
    video.addEventListener('error', onError);
    const detach = attachVideoSource(video, props.src, onError);
    return () => {
      detach();
      video.removeEventListener('error', onError);
    };
  }, [props.src]);
  return (
    <div className="gd-video">
      <PhoneVideo ref={ref} testId="goods-video-player" poster={props.poster} />
    </div>
  );
}
