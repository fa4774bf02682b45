import type { TStudyTour } from '@course/contracts/study-tour-booking';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';
import { CoverImage } from '../../../ui/cover-image';
import '../study-tour-shared.css';

const STATE_TEXT: Record<TStudyTour['state'], string> = {
  open: '报名中',
  full: '名额已满',
  booking_closed: '报名已截止',
  past: '已结束',
};

/** One tour in a list: cover, title, city and dates, price and deposit, places left. */
export function TourCard(props: { tour: TStudyTour; onOpen: () => void; testId: string }) {
  const { tour } = props;
  return (
    <button type="button" className="st-tour-card" data-testid={props.testId} onClick={props.onOpen}>
      {tour.coverUrl ? (
        <CoverImage src={tour.coverUrl} alt="" />
      ) : (
        <div className="st-cover-blank">{tour.city}</div>
      )}
      <div className="st-tour-info">
        <h3>{tour.title}</h3>
        <p className="st-muted">
          {tour.city} · {formatBeijingDate(tour.startsAt)} 出发
        </p>
        <p>
          <span className="st-price">¥{formatPrice(tour.priceCents)}</span>
          {tour.state === 'past' ? null : (
            <span className="st-muted"> 定金 ¥{formatPrice(tour.depositCents)}</span>
          )}
        </p>
        <p className="st-tag">
          {STATE_TEXT[tour.state]}
          {tour.state === 'open' ? ` · 剩余 ${tour.placesLeft} 个名额` : ''}
        </p>
      </div>
    </button>
  );
}
