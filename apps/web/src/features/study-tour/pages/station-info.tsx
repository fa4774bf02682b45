import { formatBeijingDate } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { NothingHere, PageState } from '../../../ui/states';
import { useStation } from '../components/use-station';
import '../stations.css';

/**
 * stationInfo (query stationId, 站点信息): the station's introduction, place and day, what the learners do
 * there, into the classroom (through stationLoading) and the tools; the previous and next stations.
 */
export default function StationInfoPage() {
  const navigate = useAppNavigate();
  const { stationId, answer } = useStation();
  if (stationId === null)
    return <NothingHere text="未找到该站点" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  const go = (name: string, id: number) => navigate(getHref(name, { query: { stationId: id } }));
  return (
    <main className="sn-page" data-testid="station-info-page">
      <PageState query={answer}>
        {(d) => {
          const s = d.station;
          return (
            <>
              <header className="sn-hero">
                <h1 data-testid="station-name">
                  第{s.sort}站 · {s.name}
                </h1>
                <p>{d.tourTitle}</p>
              </header>
              <section className="sn-card">
                <div className="sn-muted">地点：{s.place}</div>
                <div className="sn-muted">日期：{formatBeijingDate(s.arrivesAt)}</div>
                {s.intro.map((p) => (
                  <p key={p} className="sn-para">
                    {p}
                  </p>
                ))}
              </section>
              <section className="sn-card">
                <h2 className="sn-title">本站任务</h2>
                <ol className="sn-tasks">
                  {s.tasks.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ol>
              </section>
              <div className="sn-actions">
                <button
                  type="button"
                  className="sn-btn"
                  data-testid="station-enter"
                  onClick={() => go('stationLoading', s.id)}
                >
                  进入课堂
                </button>
                <button
                  type="button"
                  className="sn-btn sn-btn-ghost"
                  data-testid="station-tools"
                  onClick={() => go('stationTools', s.id)}
                >
                  {s.checkedIn ? '已打卡 · 笔记' : '打卡与笔记'}
                </button>
              </div>
              <nav className="sn-nav">
                {d.prevId ? (
                  <button type="button" onClick={() => go('stationInfo', d.prevId!)}>
                    ‹ 上一站
                  </button>
                ) : (
                  <span />
                )}
                <button
                  type="button"
                  onClick={() => navigate(getHref('stationList', { query: { tourId: s.tourId } }))}
                >
                  全部站点（{d.stationCount}）
                </button>
                {d.nextId ? (
                  <button
                    type="button"
                    data-testid="station-next"
                    onClick={() => go('stationInfo', d.nextId!)}
                  >
                    下一站 ›
                  </button>
                ) : (
                  <span />
                )}
              </nav>
            </>
          );
        }}
      </PageState>
    </main>
  );
}
