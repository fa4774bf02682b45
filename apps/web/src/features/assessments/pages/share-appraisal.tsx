import { appraisalShare } from '@course/contracts/assessments-appraisal';
import { formatBeijing } from '@course/domain/beijing-time';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { CoverImage } from '../../../ui/cover-image';
import { NothingHere, PageState } from '../../../ui/states';
import { SHARE_ROUTES } from '../appraisal-config';
import { Rating } from '../components/rating';
import '../assessments-shared.css';
import './appraisal.css';

/** shareAppraisal (a card) / shareAppraisalV1 (a poster-style card): an appraisal opened by its share token. */
export default function ShareAppraisalPage() {
  const entry = useRouteEntry();
  const layout = (SHARE_ROUTES[entry?.name ?? 'shareAppraisal'] ?? SHARE_ROUTES.shareAppraisal!).layout;
  const [params] = useSearchParams();
  const share = params.get('share') ?? '';
  const navigate = useAppNavigate();
  const valid = /^[0-9a-f]{32}$/.test(share);
  const card = useCall(appraisalShare, { shareToken: share }, { enabled: valid });
  if (!valid) return <NothingHere text="分享链接无效" />;
  return (
    <main
      className={`as-page ap-share ap-share-${layout}`}
      data-testid="share-appraisal"
      data-layout={layout}
    >
      <PageState query={card}>
        {(c) => (
          <>
            <section className="ap-share-card">
              <div className="ap-share-who">
                {c.avatarUrl ? <img src={c.avatarUrl} alt="" /> : null}
                <span>
                  <b>{c.nickname}</b> 评价了这门课
                </span>
              </div>
              <CoverImage className="ap-share-cover" src={c.course.coverUrl} alt="" />
              <h2>{c.course.title}</h2>
              <Rating label="课程" scale="stars" value={c.courseRating} testId="share-course-rating" />
              <Rating label="老师" scale="stars" value={c.teacherRating} />
              {c.tags.length > 0 ? (
                <div className="ap-share-tags">
                  {c.tags.map((t) => (
                    <span key={t}>{t}</span>
                  ))}
                </div>
              ) : null}
              {c.content ? (
                <p className="ap-share-text" data-testid="share-content">
                  “{c.content}”
                </p>
              ) : null}
              <p className="as-muted">
                主讲 {c.teacherName} · {formatBeijing(c.updatedAt, 'YYYY/M/D')}
              </p>
            </section>
            <div className="as-actions">
              <button
                type="button"
                className="as-btn"
                onClick={() => navigate(getHref('detail', { query: { course: c.course.id } }))}
              >
                我也想学
              </button>
            </div>
          </>
        )}
      </PageState>
    </main>
  );
}
