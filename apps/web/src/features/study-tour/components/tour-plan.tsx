import type { TStudyTour } from '@course/contracts/study-tour-booking';
import { formatBeijingDate } from '@course/domain/beijing-time';
import '../study-tour-shared.css';

/** A tour's introduction and its day-by-day plan (the info page and the past-tour page). */
export function TourPlan(props: { tour: TStudyTour }) {
  const { tour } = props;
  return (
    <>
      <section className="st-card">
        <h3 className="st-title">研学介绍</h3>
        <p className="st-muted">
          {tour.city} · {formatBeijingDate(tour.startsAt)} 至 {formatBeijingDate(tour.endsAt)}
        </p>
        {tour.intro.map((p) => (
          <p key={p} className="st-para">
            {p}
          </p>
        ))}
      </section>
      <section className="st-card" data-testid="study-tour-schedule">
        <h3 className="st-title">行程安排</h3>
        {tour.schedule.map((s) => (
          <div key={s.day} className="st-day">
            <strong>{s.day}</strong>
            <span>{s.text}</span>
          </div>
        ))}
      </section>
    </>
  );
}
