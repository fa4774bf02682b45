import { openingPosterData } from '@course/contracts/assessments-poster';
import { useEffect, useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, ErrorBlock, Loading, PageState } from '../../../ui/states';
import {
  drawOpeningPoster,
  OPENING_POSTER_HEIGHT,
  OPENING_POSTER_WIDTH,
  type OpeningPosterInput,
} from '../opening-poster-canvas';
import '../assessments-shared.css';
import './opening-poster.css';

/** openingPoster (开学海报): the learner's poster for a course they own, one <img> to long-press and save. */
export default function OpeningPosterPage() {
  const courseId = useQueryId('courseId', 'course', 'id');
  const navigate = useAppNavigate();
  const data = useCall(openingPosterData, { courseId: courseId ?? 0 }, { enabled: courseId !== null });
  if (courseId === null) return <Empty text="没有找到课程" />;
  return (
    <main className="as-page op-page" data-testid="opening-poster">
      <PageState query={data}>{(d) => <Poster input={d} />}</PageState>
      <div className="as-actions">
        <button
          type="button"
          className="as-btn as-btn-ghost"
          onClick={() => navigate(getHref('detail', { query: { course: courseId } }))}
        >
          去上课
        </button>
      </div>
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
