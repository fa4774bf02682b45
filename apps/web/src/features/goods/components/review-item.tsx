import type { ResponseOf } from '@course/contracts/define-call';
import type { goodsReviews } from '@course/contracts/goods-reviews';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { Stars } from './stars';
import '../goods-shared.css';
import './review-item.css';

type Review = ResponseOf<typeof goodsReviews>['list'][number];

/** One review: masked nickname, stars, date, text and pictures. */
export function ReviewItem(props: { review: Review; compact?: boolean }) {
  const r = props.review;
  return (
    <article className="gd-review" data-testid={`review-${r.id}`}>
      <header>
        <span className="gd-review-avatar" aria-hidden="true">
          {Array.from(r.nickname)[0]}
        </span>
        <span className="gd-review-name">{r.nickname}</span>
        <Stars value={r.rating} />
        <time className="gd-muted">{formatBeijingDate(r.createdAt)}</time>
      </header>
      <p className={props.compact ? 'gd-review-text gd-clamp' : 'gd-review-text'}>{r.content}</p>
      {r.images.length > 0 ? (
        <div className="gd-review-images">
          {r.images.map((src) => (
            <img key={src} src={src} alt="" loading="lazy" />
          ))}
        </div>
      ) : null}
    </article>
  );
}
