import type { TLive } from '@course/contracts/learning-live';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { LIVE_ROOM_CONFIG } from '../live/live-config';
import { LiveStage, LiveStatusTag } from '../live/live-stage';
import { useLive, useLiveId } from '../live/use-live';
import '../live/live.css';

/**
 * qiniu-stream/{liveId} (the live-stream page) and qiniuAppDiversion/{liveId} (the same with the 'open in the
 * app' bar): before the start a countdown, while on the HLS stream, after it the replay; the live's teacher,
 * time and introduction, asking the teacher, and the course's other lives.
 */
export default function LiveRoomPage() {
  const entry = useRouteEntry();
  const config = LIVE_ROOM_CONFIG[entry?.name ?? 'qiniu-stream'] ?? LIVE_ROOM_CONFIG['qiniu-stream']!;
  const liveId = useLiveId();
  const navigate = useAppNavigate();
  const { answer, tick } = useLive(liveId);
  if (liveId === null)
    return (
      <NothingHere text="直播不存在或链接已失效" wayOn={{ label: '去学习中心', to: getHref('center') }} />
    );
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="live-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const { live, schedule } = answer.data;
  return (
    <main className="lv-page" data-testid={config.testId}>
      <LiveStage live={live} now={tick} />
      <section className="lv-card">
        <h1 data-testid="live-title">
          <LiveStatusTag live={live} testId="live-status" />
          {live.title}
        </h1>
        <p className="lv-meta">
          主讲：{live.teacherName} · {formatBeijingDateTime(live.startsAt)} 开播
        </p>
        <p className="lv-meta">{live.courseTitle}</p>
        {live.intro ? <p className="lv-intro">{live.intro}</p> : null}
      </section>
      <div className="lv-actions">
        <button
          type="button"
          className="lv-btn lv-btn-ghost"
          data-testid="live-ask"
          onClick={() => navigate(getHref('queAnswer', { query: { courseId: live.courseId, live: 1 } }))}
        >
          向老师提问
        </button>
        <button
          type="button"
          className="lv-btn lv-btn-ghost"
          data-testid="live-all-questions"
          onClick={() => navigate(getHref('allQueAnswer', { query: { courseId: live.courseId } }))}
        >
          全部问答
        </button>
      </div>
      <LiveSchedule lives={schedule} currentId={live.id} />
      {config.diversion ? (
        <aside className="lv-diversion" data-testid="live-diversion-bar">
          <p>打开APP观看直播，画面更清晰、互动不卡顿</p>
          <button type="button" data-testid="live-open-app" onClick={() => navigate(getHref('downloadApp'))}>
            打开APP
          </button>
        </aside>
      ) : null}
    </main>
  );
}

/**
 * The course's lives in order: each opens its notice (the current one is marked); shown from two lives (the
 * live's own page) or, with `always`, from one (the course's lesson centre).
 */
export function LiveSchedule(props: { lives: TLive[]; currentId: number; always?: boolean }) {
  const navigate = useAppNavigate();
  if (props.lives.length <= (props.always ? 0 : 1)) return null;
  return (
    <section className="lv-card" data-testid="live-schedule">
      <h2>直播安排</h2>
      {props.lives.map((l) => (
        <button
          type="button"
          key={l.id}
          className={`lv-row${l.id === props.currentId ? ' lv-row-current' : ''}`}
          data-testid="live-schedule-item"
          onClick={() => navigate(getHref('liveNoticeDetail', { query: { liveId: l.id } }))}
        >
          <span className="lv-row-main">
            <span className="lv-row-title">{l.title}</span>
            <span className="lv-meta">{formatBeijingDateTime(l.startsAt)}</span>
          </span>
          <LiveStatusTag live={l} />
        </button>
      ))}
    </section>
  );
}
