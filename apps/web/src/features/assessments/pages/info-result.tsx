import { getHref, useAppNavigate } from '../../../app/public/navigation';
import '../assessments-shared.css';
import './info.css';

/** infoResult: the profile is saved; the way on to the booklet made from it. */
export default function InfoResultPage() {
  const navigate = useAppNavigate();
  return (
    <main className="as-page" data-testid="info-result">
      <section className="as-card if-done">
        <div className="if-done-mark" aria-hidden="true">
          ✓
        </div>
        <h1>提交成功</h1>
        <p>你的学习档案已保存，专属学习手册已生成。</p>
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
    </main>
  );
}
