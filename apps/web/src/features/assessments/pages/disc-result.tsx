import { discResult } from '@course/contracts/assessments-disc';
import { formatBeijing } from '@course/domain/beijing-time';
import { ResponseCode } from '@course/domain/response-codes';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError } from '../../../lib/request';
import { useQueryId } from '../../../lib/use-query-id';
import { Empty, PageState, StateAction } from '../../../ui/states';
import { DiscChart } from '../components/disc-chart';
import '../assessments-shared.css';
import './disc.css';

/**
 * discResult: the profile of one attempt (by id, else the latest): the chart, the dominant style, how to study.
 * No result (never tested, or an id that is not the learner's) is not a failure a reload mends: it says so and
 * leads to the test.
 */
export default function DiscResultPage() {
  const navigate = useAppNavigate();
  const id = useQueryId('id', 'resultId');
  const result = useCall(discResult, id ? { id } : {}, { silent: true });
  const toTest = { label: '去测试', to: getHref('discIndex') };
  if (result.error instanceof ApiError && result.error.code === ResponseCode.notFound) {
    return (
      <main className="as-page" data-testid="disc-result">
        <Empty
          text={id ? '没有找到这份测试结果，可能不是你的结果或链接有误' : '还没有测试结果，花 5 分钟测一测吧'}
          action={
            <StateAction
              label={toTest.label}
              testId="disc-result-start"
              onClick={() => navigate(toTest.to)}
            />
          }
        />
      </main>
    );
  }
  return (
    <main className="as-page" data-testid="disc-result">
      <PageState query={result} wayOn={toTest}>
        {(r) => {
          const primary = r.styles[0]!;
          return (
            <>
              <section className={`disc-hero disc-hero-${r.primary}`}>
                <p>你的主要风格</p>
                <h1 data-testid="disc-primary" data-factor={r.primary}>
                  {primary.name}
                </h1>
                <p>{primary.tagline}</p>
              </section>
              <section className="as-card">
                <h2>四项得分</h2>
                <DiscChart scores={r.scores} groupCount={r.groupCount} />
                <p className="as-muted">
                  得分 = 选为“最像我”的次数 − 选为“最不像我”的次数，范围 −{r.groupCount} 至 +{r.groupCount}。
                </p>
                <table className="disc-table">
                  <thead>
                    <tr>
                      <th />
                      <th>D</th>
                      <th>I</th>
                      <th>S</th>
                      <th>C</th>
                    </tr>
                  </thead>
                  <tbody>
                    <tr>
                      <th>最像</th>
                      <td>{r.most.D}</td>
                      <td>{r.most.I}</td>
                      <td>{r.most.S}</td>
                      <td>{r.most.C}</td>
                    </tr>
                    <tr>
                      <th>最不像</th>
                      <td>{r.least.D}</td>
                      <td>{r.least.I}</td>
                      <td>{r.least.S}</td>
                      <td>{r.least.C}</td>
                    </tr>
                    <tr data-testid="disc-scores">
                      <th>得分</th>
                      <td>{r.scores.D}</td>
                      <td>{r.scores.I}</td>
                      <td>{r.scores.S}</td>
                      <td>{r.scores.C}</td>
                    </tr>
                  </tbody>
                </table>
              </section>
              {r.styles.map((s, i) => (
                <section className="as-card" key={s.factor} data-testid="disc-style">
                  <h2>
                    {i === 0 ? '主要风格' : '次要风格'}：{s.name}
                  </h2>
                  <p>{s.description}</p>
                  <h3 className="disc-sub">优势</h3>
                  <ul className="as-list">
                    {s.strengths.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                  <h3 className="disc-sub">需要留意</h3>
                  <ul className="as-list">
                    {s.watchOuts.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                  <h3 className="disc-sub">学习建议</h3>
                  <ul className="as-list">
                    {s.studyTips.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ul>
                </section>
              ))}
              <p className="as-note">{r.disclaimer}</p>
              <p className="as-muted disc-meta">
                测试时间 {formatBeijing(r.createdAt, 'YYYY/M/D HH:mm')} · 共测试 {r.attemptCount} 次
              </p>
              <div className="as-actions">
                <button
                  type="button"
                  className="as-btn as-btn-ghost"
                  data-testid="disc-retake"
                  onClick={() => navigate(getHref('discPage'))}
                >
                  重新测试
                </button>
              </div>
            </>
          );
        }}
      </PageState>
    </main>
  );
}
