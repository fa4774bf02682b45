import { discQuestions } from '@course/contracts/assessments-disc';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageState } from '../../../ui/states';
import '../assessments-shared.css';
import './disc.css';

const FACTORS = [
  { key: 'D', name: '支配型', text: '重结果、敢决断' },
  { key: 'I', name: '影响型', text: '善表达、有热情' },
  { key: 'S', name: '稳健型', text: '有耐心、重配合' },
  { key: 'C', name: '谨慎型', text: '讲精确、守规则' },
];

/** discIndex: what the DISC test is, how it is answered, and the way in (or back to the last result). */
export default function DiscIndexPage() {
  const navigate = useAppNavigate();
  const questions = useCall(discQuestions, {});
  return (
    <main className="as-page" data-testid="disc-index">
      <section className="disc-hero">
        <h1>DISC 性格测试</h1>
        <p>了解自己的行为风格，找到更适合自己的学习方式</p>
      </section>
      <PageState query={questions}>
        {(q) => (
          <>
            <section className="as-card">
              <h2>四种行为风格</h2>
              <ul className="disc-factors">
                {FACTORS.map((f) => (
                  <li key={f.key} className={`disc-factor disc-${f.key}`}>
                    <b>{f.key}</b>
                    <span>{f.name}</span>
                    <small>{f.text}</small>
                  </li>
                ))}
              </ul>
            </section>
            <section className="as-card">
              <h2>怎么作答</h2>
              <ol className="as-list">
                <li>共 {q.groups.length} 组，每组 4 个词语。</li>
                <li>每组选出一个“最像我”的词和一个“最不像我”的词。</li>
                <li>凭第一感觉作答，没有对错之分，约需 5 分钟。</li>
              </ol>
            </section>
            <p className="as-note">{q.disclaimer}</p>
            <div className="as-actions">
              {q.latestResultId !== null ? (
                <button
                  type="button"
                  className="as-btn as-btn-ghost"
                  data-testid="disc-last-result"
                  onClick={() =>
                    navigate(getHref('discResult', { query: { id: q.latestResultId ?? undefined } }))
                  }
                >
                  查看上次结果
                </button>
              ) : null}
              <button
                type="button"
                className="as-btn"
                data-testid="disc-start"
                onClick={() => navigate(getHref('discPage'))}
              >
                {q.latestResultId !== null ? '重新测试' : '开始测试'}
              </button>
            </div>
          </>
        )}
      </PageState>
    </main>
  );
}
