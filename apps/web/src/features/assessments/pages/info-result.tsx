import { studyProfileDetail } from '@course/contracts/assessments-info';
import { formatBeijing } from '@course/domain/beijing-time';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, PageState, StateAction } from '../../../ui/states';
import '../assessments-shared.css';
import './info.css';

/**
 * infoResult: the saved profile and the way on to the booklet made from it. It reads the profile rather than
 * trusting the way here: opened without one (a bookmark, a shared link) it says there is none and offers the form.
 */
export default function InfoResultPage() {
  const navigate = useAppNavigate();
  const saved = useCall(studyProfileDetail, {});
  return (
    <main className="as-page" data-testid="info-result">
      <PageState query={saved}>
        {(s) =>
          s.profile === null || s.updatedAt === null ? (
            <Empty
              text="还没有学习档案，填写后为你生成专属学习手册"
              action={
                <StateAction
                  label="去填写"
                  testId="info-result-fill"
                  onClick={() => navigate(getHref('infoIndex'), { replace: true })}
                />
              }
            />
          ) : (
            <section className="as-card if-done">
              <div className="if-done-mark" aria-hidden="true">
                ✓
              </div>
              <h1>提交成功</h1>
              <p>你的学习档案已保存，专属学习手册已生成。</p>
              <p className="as-muted" data-testid="info-result-updated">
                更新于 {formatBeijing(s.updatedAt, 'YYYY/M/D HH:mm')}
              </p>
              <button
                type="button"
                className="as-btn"
                data-testid="info-open-book"
                onClick={() => navigate(getHref('infoBook'), { replace: true })}
              >
                查看我的学习手册
              </button>
              <button
                type="button"
                className="as-btn as-btn-ghost if-edit"
                onClick={() => navigate(getHref('infoIndex'))}
              >
                修改档案
              </button>
            </section>
          )
        }
      </PageState>
    </main>
  );
}
