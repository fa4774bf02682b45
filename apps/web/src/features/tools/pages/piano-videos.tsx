import { pianoVideos } from '@course/contracts/tools-piano';
import { formatDuration } from '@course/domain/course-subjects';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState } from '../../../ui/states';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import '../components/piano-parts.css';

/** demonstration_video (示范视频): the piano course's video lessons; trial ones play for everyone. */
export default function PianoVideosPage() {
  const navigate = useAppNavigate();
  const videos = useCall(pianoVideos, {});
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <main className="tl-page" data-testid="piano-videos">
        <PianoHeader title="示范视频" hint="老师逐个动作示范，可以反复看" />
        <PageState query={videos}>
          {(data) => (
            <section className="tl-card">
              {data.course ? <h2 className="tl-card-title">{data.course.title}</h2> : null}
              {data.list.length === 0 ? (
                <Empty text="暂时还没有示范视频" />
              ) : (
                <ul className="tl-pn-list">
                  {data.list.map((v) => (
                    <li key={v.id}>
                      <button
                        type="button"
                        data-testid="piano-video"
                        onClick={() =>
                          navigate(getHref('demonstration_video_detail', { query: { id: v.id } }))
                        }
                      >
                        <span className="main">
                          <b>{v.title}</b>
                          <span>
                            {v.chapterTitle} · {formatDuration(v.durationSec)}
                          </span>
                        </span>
                        <span className={v.playable ? 'tl-pn-badge' : 'tl-pn-badge lock'}>
                          {v.isTrial ? '免费看' : v.playable ? '已购' : '购课后观看'}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
        </PageState>
      </main>
    </ToolGate>
  );
}
