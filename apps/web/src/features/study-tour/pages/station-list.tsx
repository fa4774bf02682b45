import { stationList } from '@course/contracts/study-tour-stations';
import { formatBeijingMonthDay } from '@course/domain/beijing-time';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { NothingHere, PageState } from '../../../ui/states';
import { LIVE, positiveId } from '../page-config';
import '../stations.css';

/**
 * stationList (query tourId, 站点列表): the tour's stations in order, the day the tour reaches each, and the
 * learner's check-ins; each opens its station. Without a paid booking a card says how to unlock the tools.
 */
export default function StationListPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const tourId = positiveId(params.get('tourId') ?? params.get('id'));
  const answer = useCall(stationList, { tourId: tourId ?? 0 }, { enabled: tourId !== null, staleTime: LIVE });
  if (tourId === null)
    return <NothingHere text="未找到该研学" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  return (
    <main className="sn-page" data-testid="station-list-page">
      <PageState query={answer}>
        {(d) => {
          const done = d.stations.filter((s) => s.checkedIn).length;
          return (
            <>
              <header className="sn-hero">
                <h1>{d.tourTitle}</h1>
                <p>
                  {d.city} · 共 {d.stations.length} 站 · 已打卡 {done} 站
                </p>
              </header>
              <div className="sn-list">
                {d.stations.map((s) => (
                  <button
                    type="button"
                    key={s.id}
                    className={`sn-stop${s.checkedIn ? ' sn-stop-done' : ''}`}
                    data-testid="station-item"
                    onClick={() => navigate(getHref('stationInfo', { query: { stationId: s.id } }))}
                  >
                    <span className="sn-no">{s.sort}</span>
                    <span className="sn-stop-main">
                      <h2>{s.name}</h2>
                      <div className="sn-muted">
                        {formatBeijingMonthDay(s.arrivesAt)} · {s.place}
                      </div>
                      <div className={s.checkedIn ? 'sn-done' : 'sn-muted'}>
                        {s.checkedIn ? '✓ 已打卡' : `${s.checkInCount} 位同学已打卡`}
                      </div>
                    </span>
                  </button>
                ))}
              </div>
              {d.canCheckIn ? null : (
                <section className="sn-card" data-testid="station-locked">
                  <p className="sn-para">报名研学并支付定金后，可在每一站打卡、记录研学笔记。</p>
                  <button
                    type="button"
                    className="sn-btn sn-btn-ghost"
                    onClick={() => navigate(getHref('studyTourInfo', { query: { tourId: d.tourId } }))}
                  >
                    查看研学详情
                  </button>
                </section>
              )}
            </>
          );
        }}
      </PageState>
    </main>
  );
}
