import { formatBeijingDate } from '@course/domain/beijing-time';
import { useAppNavigate } from '../../../app/public/navigation';
import { ChronicNav, ProgressRing, sectionHref, WithProgramme } from '../components/chronic-parts';
import '../tools-shared.css';
import './content.css';

/** chronicDiseaseMy: the learner's own side of the programme — progress, days, what is done and what is next. */
export default function ChronicMyPage() {
  const navigate = useAppNavigate();
  return (
    <WithProgramme testId="chronic-my">
      {(p, c) => {
        const sections = c.chapters.flatMap((ch) => ch.sections);
        const learned = sections.filter((s) => s.isLearned);
        const todo = sections.filter((s) => !s.isLearned);
        return (
          <>
            <section className="tl-card ch-summary">
              <ProgressRing percent={c.progress.percent} label="学习进度" />
              <div>
                <p>
                  已完成 <b data-testid="chronic-my-learned">{learned.length}</b> / {sections.length} 节
                </p>
                <p>
                  累计学习 <b>{p.studyDays}</b> 天 · 今天 {formatBeijingDate(Date.now())}
                </p>
                <p className="tl-muted">
                  {c.progress.lastSectionTitle
                    ? `上次学到：${c.progress.lastSectionTitle}`
                    : '还没有开始学习'}
                </p>
              </div>
            </section>
            <section className="tl-card">
              <h2 className="tl-card-title">待学习（{todo.length}）</h2>
              {todo.length === 0 ? <p className="tl-muted">全部学完了，记得坚持每天的好习惯</p> : null}
              {todo.map((s) => (
                <button
                  type="button"
                  key={s.id}
                  className="ch-section-row"
                  onClick={() => navigate(sectionHref(s.chapterId, s.id))}
                >
                  <strong>{s.title}</strong>
                  <small>{s.percent ? `已学 ${s.percent}%` : '未开始'}</small>
                </button>
              ))}
            </section>
            <section className="tl-card">
              <h2 className="tl-card-title">已完成（{learned.length}）</h2>
              {learned.length === 0 ? <p className="tl-muted">学完一节后会出现在这里</p> : null}
              {learned.map((s) => (
                <button
                  type="button"
                  key={s.id}
                  className="ch-section-row"
                  data-testid="chronic-my-done"
                  onClick={() => navigate(sectionHref(s.chapterId, s.id))}
                >
                  <strong>✓ {s.title}</strong>
                  <small>复习</small>
                </button>
              ))}
            </section>
            <ChronicNav current="chronicDiseaseMy" />
          </>
        );
      }}
    </WithProgramme>
  );
}
