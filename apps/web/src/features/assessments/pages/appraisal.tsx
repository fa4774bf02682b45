import { appraisalForm, appraisalSubmit } from '@course/contracts/assessments-appraisal';
import { useState } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { CoverImage } from '../../../ui/cover-image';
import { ErrorBlock, NothingHere, PageState } from '../../../ui/states';
import { APPRAISAL_ROUTES } from '../appraisal-config';
import { Rating } from '../components/rating';
import '../assessments-shared.css';
import './appraisal.css';

type Draft = { courseRating: number; teacherRating: number; tags: string[]; content: string };

/**
 * toAppraisal / toAppraisalV1 / toAppraisalV2: one engine (appraisal-config.ts). A learner who owns the course
 * rates it (and its teacher in V1), picks tags (V1, V2) and writes a few words; saving again updates the one
 * appraisal, then the share card opens.
 */
export default function AppraisalPage() {
  const entry = useRouteEntry();
  const config = APPRAISAL_ROUTES[entry?.name ?? 'toAppraisal'] ?? APPRAISAL_ROUTES.toAppraisal!;
  const courseId = useQueryId('courseId', 'course', 'id');
  const navigate = useAppNavigate();
  const form = useCall(appraisalForm, { courseId: courseId ?? 0 }, { enabled: courseId !== null });
  const [draft, setDraft] = useState<Draft | null>(null);
  const submit = useActionMutation({
    mutationFn: (d: Draft) =>
      callApi(appraisalSubmit, {
        body: {
          courseId: courseId ?? 0,
          variant: config.variant,
          courseRating: d.courseRating,
          teacherRating: config.teacherRating ? d.teacherRating : d.courseRating,
          tags: (config.tags ? d.tags : []) as never,
          content: d.content,
        },
      }),
    onSuccess: (saved) =>
      navigate(getHref(config.shareRoute, { query: { share: saved.shareToken } }), { replace: true }),
  });
  if (courseId === null) return <NothingHere text="没有找到要评价的课程" />;

  return (
    <main className="as-page" data-testid="appraisal" data-variant={config.variant}>
      <PageState query={form}>
        {(f) => {
          if (!f.owned) {
            return (
              <section className="as-card">
                <h2>{f.course.title}</h2>
                <p>购买课程后才能评价</p>
                <button
                  type="button"
                  className="as-btn"
                  onClick={() => navigate(getHref('detail', { query: { course: f.course.id } }))}
                >
                  去看看课程
                </button>
              </section>
            );
          }
          const d: Draft = draft ?? {
            courseRating: f.appraisal?.courseRating ?? 0,
            teacherRating: f.appraisal?.teacherRating ?? 0,
            tags: f.appraisal?.tags ?? [],
            content: f.appraisal?.content ?? '',
          };
          const set = (patch: Partial<Draft>) => setDraft({ ...d, ...patch });
          const ready = d.courseRating > 0 && (!config.teacherRating || d.teacherRating > 0);
          return (
            <>
              <section className="as-card ap-course">
                <CoverImage src={f.course.coverUrl} alt="" />
                <div>
                  <h2>{f.course.title}</h2>
                  <p className="as-muted">主讲：{f.teacherName}</p>
                </div>
              </section>
              <section className="as-card">
                <Rating
                  label={config.scale === 'faces' ? '整体感受' : '课程评分'}
                  scale={config.scale}
                  value={d.courseRating}
                  testId="appraisal-course-rating"
                  onChange={(v) => set({ courseRating: v })}
                />
                {config.teacherRating ? (
                  <Rating
                    label="老师评分"
                    scale="stars"
                    value={d.teacherRating}
                    testId="appraisal-teacher-rating"
                    onChange={(v) => set({ teacherRating: v })}
                  />
                ) : null}
                {config.tags ? (
                  <div className="ap-tags">
                    {f.tags.map((tag) => {
                      const on = d.tags.includes(tag);
                      return (
                        <button
                          key={tag}
                          type="button"
                          aria-pressed={on}
                          data-testid="appraisal-tag"
                          disabled={!on && d.tags.length >= 5}
                          onClick={() =>
                            set({ tags: on ? d.tags.filter((x) => x !== tag) : [...d.tags, tag] })
                          }
                        >
                          {tag}
                        </button>
                      );
                    })}
                  </div>
                ) : null}
                <textarea
                  className="ap-text"
                  data-testid="appraisal-content"
                  maxLength={500}
                  placeholder="说说你的学习收获，帮助更多同学（选填）"
                  value={d.content}
                  onChange={(e) => set({ content: e.target.value })}
                />
                <p className="as-muted ap-count">{d.content.length}/500</p>
              </section>
              {submit.isError ? <ErrorBlock error={submit.error} onRetry={() => submit.mutate(d)} /> : null}
              <div className="as-actions">
                <button
                  type="button"
                  className="as-btn"
                  data-testid="appraisal-submit"
                  disabled={!ready || submit.isPending}
                  onClick={() => submit.mutate(d)}
                >
                  {f.appraisal ? '更新评价' : '提交评价'}
                </button>
              </div>
            </>
          );
        }}
      </PageState>
    </main>
  );
}
