import { goodsDetail } from '@course/contracts/goods-retail';
import {
  goodsReviewCreate,
  goodsReviewPending,
  goodsReviews,
  REVIEW_CONTENT_MAX,
  REVIEW_CONTENT_MIN,
} from '@course/contracts/goods-reviews';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { Loader } from '../../../ui/loader';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { GoodsRow } from '../components/goods-row';
import { InlineEmpty } from '../components/inline-empty';
import { ReviewItem } from '../components/review-item';
import { StarInput, Stars } from '../components/stars';
import { numberOf } from '../page-params';
import '../goods-shared.css';
import './goods-evaluate.css';

const PAGE_SIZE = 10;

/**
 * shoppingEvaluate (query goodsId): the reviews, newest first, loaded page by page as the list scrolls; above
 * them, for each received order of this good that has no review yet, the form to write one.
 */
export default function GoodsEvaluatePage() {
  const [params] = useSearchParams();
  const goodsId = numberOf(params, 'goodsId') ?? 0;
  const detail = useCall(goodsDetail, { goodsId }, { enabled: goodsId > 0 });
  const pending = useCall(goodsReviewPending, { goodsId }, { enabled: goodsId > 0 });
  const list = useInfiniteQuery({
    queryKey: callKey(goodsReviews, { goodsId }),
    queryFn: ({ pageParam }) =>
      callApi(goodsReviews, { body: { goodsId, page: pageParam, pageSize: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasMore ? pages.length + 1 : undefined),
    enabled: goodsId > 0,
    retry: false,
  });
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && list.hasNextPage && !list.isFetchingNextPage)
        void list.fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [list.hasNextPage, list.isFetchingNextPage, list.fetchNextPage]);

  if (goodsId === 0)
    return <NothingHere text="未找到该商品" wayOn={{ label: '去商城逛逛', to: getHref('shoppingMall') }} />;
  if (list.isPending || detail.isPending) return <PageLoading />;
  if (list.isError)
    return <PageError testId="goods-error" error={list.error} onRetry={() => list.refetch()} />;
  const reviews = list.data.pages.flatMap((p) => p.list);
  const total = list.data.pages[0]?.total ?? 0;

  return (
    <main className="gd-page" data-testid="goods-evaluate">
      {detail.data ? (
        <section className="gd-card gd-evaluate-head">
          <div className="gd-rating-big" data-testid="evaluate-rating">
            {detail.data.rating.toFixed(1)}
          </div>
          <div>
            <Stars value={detail.data.rating} size={18} />
            <div className="gd-muted">共 {total} 条评价</div>
          </div>
        </section>
      ) : null}
      {pending.data?.list.map((o) => (
        <ReviewForm key={o.orderNo} goodsId={goodsId} order={o} />
      ))}
      <section className="gd-card" data-testid="review-list">
        {reviews.length === 0 ? (
          <InlineEmpty text="暂无评价" testId="review-empty" />
        ) : (
          reviews.map((r) => <ReviewItem key={r.id} review={r} />)
        )}
        <div ref={sentinel} className="gd-list-end">
          {list.isFetchingNextPage ? (
            <Loader size={24} />
          ) : list.hasNextPage ? (
            <button type="button" className="gd-link" onClick={() => list.fetchNextPage()}>
              加载更多
            </button>
          ) : reviews.length > 0 ? (
            <span className="gd-muted">没有更多了</span>
          ) : null}
        </div>
      </section>
    </main>
  );
}

function ReviewForm(props: {
  goodsId: number;
  order: { orderNo: string; title: string; coverUrl: string; quantity: number };
}) {
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [busy, setBusy] = useState(false);
  const length = Array.from(content.trim()).length;
  const tooShort = length < REVIEW_CONTENT_MIN;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (tooShort) return toast(`评价内容至少${REVIEW_CONTENT_MIN}个字`);
    setBusy(true);
    try {
      await callApi(goodsReviewCreate, {
        body: { orderNo: props.order.orderNo, rating, content: content.trim(), images: [] },
      });
      toast('评价成功，感谢您的分享');
      await Promise.all(
        [goodsReviews, goodsReviewPending, goodsDetail].map((c) =>
          queryClient.invalidateQueries({ queryKey: callKey(c) }),
        ),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="gd-card gd-review-form"
      onSubmit={submit}
      data-testid={`review-form-${props.order.orderNo}`}
    >
      <div className="gd-section-title">写评价</div>
      <GoodsRow coverUrl={props.order.coverUrl} title={props.order.title} quantity={props.order.quantity} />
      <StarInput value={rating} onChange={setRating} />
      <textarea
        value={content}
        maxLength={REVIEW_CONTENT_MAX}
        rows={4}
        placeholder={`说说商品的使用感受吧（${REVIEW_CONTENT_MIN}-${REVIEW_CONTENT_MAX}字）`}
        data-testid="review-content"
        onChange={(e) => setContent(e.target.value)}
      />
      <div className="gd-review-form-foot">
        <span className="gd-muted">
          {length}/{REVIEW_CONTENT_MAX}
        </span>
        <button type="submit" className="gd-primary" disabled={busy} data-testid="review-submit">
          {busy ? '提交中…' : '发表评价'}
        </button>
      </div>
    </form>
  );
}
