import { studyTourDetail } from '@course/contracts/study-tour-booking';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { TourPlan } from '../components/tour-plan';
import { positiveId } from '../page-config';
import '../study-tour-shared.css';

/** studyTourPreviousDetail (query tourId, 往期回顾): a past tour's story and plan; a running tour links to booking. */
export default function TourPreviousPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const tourId = positiveId(params.get('tourId'));
  const answer = useCall(studyTourDetail, { tourId: tourId ?? 0 }, { enabled: tourId !== null });
  if (tourId === null)
    return <NothingHere text="未找到该研学" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="study-tour-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const { tour } = answer.data;
  return (
    <main className="st-page" data-testid="study-tour-previous-page">
      <header className="st-hero">
        <h1>{tour.title}</h1>
        <p>{tour.state === 'past' ? '往期回顾' : tour.subtitle}</p>
      </header>
      <TourPlan tour={tour} />
      <section className="st-card">
        <button
          type="button"
          className="st-btn st-btn-block"
          data-testid="study-tour-previous-more"
          onClick={() =>
            navigate(
              tour.state === 'past'
                ? getHref('studyTour')
                : getHref('studyTourInfo', { query: { tourId: tour.id } }),
            )
          }
        >
          {tour.state === 'past' ? '查看正在报名的研学' : '去报名'}
        </button>
      </section>
    </main>
  );
}
