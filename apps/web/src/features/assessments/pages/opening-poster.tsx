import { openingPosterData } from '@course/contracts/assessments-poster';
import { useEffect, useState } from 'react';
import { getHref, homeHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, ErrorBlock, isFinalError, Loading, PageState, StateAction } from '../../../ui/states';
import {
  drawOpeningPoster,
  OPENING_POSTER_HEIGHT,
  OPENING_POSTER_WIDTH,
  type OpeningPosterInput,
} from '../opening-poster-canvas';
import '../assessments-shared.css';
import './opening-poster.css';

/**
 * openingPoster (开学海报): the learner's poster for a course they own, one <img> to long-press and save. A course
 * the learner does not own (or no course) cannot be drawn whatever they do: the way on is the course itself.
 */
export default function OpeningPosterPage() {
  const courseId = useQueryId('courseId', 'course', 'id');
  const navigate = useAppNavigate();
  const data = useCall(
    openingPosterData,
    { courseId: courseId ?? 0 },
    { enabled: courseId !== null, silent: true },
  );
  if (courseId === null) {
    return (
      <Empty
        text="没有找到课程"
        action={<StateAction label="返回首页" onClick={() => navigate(homeHref())} />}
      />
    );
  }
  const course = getHref('detail', { query: { course: courseId } });
  return (
    <main className="as-page op-page" data-testid="opening-poster">
      <PageState query={data} wayOn={{ label: '查看课程', to: course }}>
        {(d) => <Poster input={d} />}
      </PageState>
      {isFinalError(data.error) ? null : (
        <div className="as-actions">
          <button type="button" className="as-btn as-btn-ghost" onClick={() => navigate(course)}>
            去上课
          </button>
        </div>
      )}
    </main>
  );
}

function Poster(props: { input: OpeningPosterInput }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    drawOpeningPoster(props.input)
      .then((url) => live && setSrc(url))
      .catch((e: unknown) => live && setError(e));
    return () => {
      live = false;
    };
  }, [props.input]);
  if (error) return <ErrorBlock error={error} />;
  if (!src) return <Loading />;
  return (
    <>
      <img
        className="op-poster"
        src={src}
        width={OPENING_POSTER_WIDTH}
        height={OPENING_POSTER_HEIGHT}
        alt={`${props.input.nickname}的开学海报`}
        data-testid="opening-poster-image"
      />
      <p className="as-muted op-tip">长按图片保存，分享给好友</p>
    </>
  );
}
