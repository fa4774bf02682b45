import { pianoVideoDetail } from '@course/contracts/tools-piano';
import { formatDuration } from '@course/domain/course-subjects';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { PageState } from '../../../ui/states';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import '../tools-shared.css';
import '../components/piano-parts.css';

/**
 * demonstration_video_detail (示范视频): one video with the plain `<video>` (our server's media, range requests);
 * a lesson the learner may not play yet shows the way to the course instead.
 */
export default function PianoVideoDetailPage() {
  const id = useQueryId('id');
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      {id ? <Detail id={id} /> : <EmptyState text="没有指定视频" />}
    </ToolGate>
  );
}

function Detail(props: { id: number }) {
  const navigate = useAppNavigate();
  const video = useCall(pianoVideoDetail, { id: props.id });
  return (
    <main className="tl-page" data-testid="piano-video-detail">
      <PageState query={video}>
        {(v) => (
          <>
            <PianoHeader title={v.title} hint={`${v.chapterTitle} · ${formatDuration(v.durationSec)}`} />
            <section className="tl-card">
              {v.mediaUrl ? (
                // biome-ignore lint/a11y/useMediaCaption: demonstration videos have no spoken text to caption
                <video
                  className="tl-pn-video"
                  src={v.mediaUrl}
                  poster={v.posterUrl || undefined}
                  controls
                  playsInline
                  preload="metadata"
                  data-testid="piano-video-player"
                />
              ) : (
                <div style={{ textAlign: 'center' }}>
                  <p className="tl-muted">这节示范属于完整课程，购课后即可观看</p>
                  <button
                    type="button"
                    className="tl-btn"
                    onClick={() => navigate(getHref('detail', { query: { course: v.courseId } }))}
                  >
                    查看课程
                  </button>
                </div>
              )}
            </section>
            {v.others.length > 0 ? (
              <section className="tl-card">
                <h2 className="tl-card-title">更多示范</h2>
                <ul className="tl-pn-list">
                  {v.others.map((o) => (
                    <li key={o.id}>
                      <button
                        type="button"
                        onClick={() =>
                          navigate(getHref('demonstration_video_detail', { query: { id: o.id } }), {
                            replace: true,
                          })
                        }
                      >
                        <span className="main">
                          <b>{o.title}</b>
                          <span>{formatDuration(o.durationSec)}</span>
                        </span>
                        <span className={o.playable ? 'tl-pn-badge' : 'tl-pn-badge lock'}>
                          {o.playable ? '观看' : '购课后观看'}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        )}
      </PageState>
    </main>
  );
}
