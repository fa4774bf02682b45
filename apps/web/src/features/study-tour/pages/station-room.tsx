import { formatBeijingDate } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { NothingHere, PageState } from '../../../ui/states';
import { StreamPlayer } from '../../../ui/stream-player';
import { isStream } from '../../../ui/video-source';
import { useStation } from '../components/use-station';
import '../stations.css';

/**
 * stationRoom (query stationId, 站点教室): the station's classroom: its video (a live HLS stream of the
 * classroom or a recorded lesson, through the same player as the live room), the tasks, full screen
 * (stationDplayer) and the tools.
 */
export default function StationRoomPage() {
  const navigate = useAppNavigate();
  const { stationId, answer } = useStation();
  if (stationId === null)
    return <NothingHere text="未找到该站点" wayOn={{ label: '看看其他研学', to: getHref('studyTour') }} />;
  return (
    <main className="sn-page" data-testid="station-room-page">
      <PageState query={answer}>
        {(d) => {
          const s = d.station;
          const live = isStream(s.videoUrl);
          return (
            <>
              <div className="sn-player">
                <StreamPlayer src={s.videoUrl} testId="station-video" live={live} />
              </div>
              <section className="sn-card" style={{ marginTop: '0.1rem' }}>
                <h1 className="sn-title" data-testid="station-video-title">
                  {s.videoTitle}
                </h1>
                <div className="sn-muted">
                  第{s.sort}站 · {s.name} · {formatBeijingDate(s.arrivesAt)}
                </div>
              </section>
              <section className="sn-card">
                <h2 className="sn-title">课堂任务</h2>
                <ol className="sn-tasks">
                  {s.tasks.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </ol>
              </section>
              <div className="sn-actions">
                <button
                  type="button"
                  className="sn-btn sn-btn-ghost"
                  data-testid="station-fullscreen"
                  onClick={() => navigate(getHref('stationDplayer', { query: { stationId: s.id } }))}
                >
                  全屏播放
                </button>
                <button
                  type="button"
                  className="sn-btn"
                  data-testid="station-room-tools"
                  onClick={() => navigate(getHref('stationTools', { query: { stationId: s.id } }))}
                >
                  打卡与笔记
                </button>
              </div>
            </>
          );
        }}
      </PageState>
    </main>
  );
}
