import { ResponseCode } from '@course/domain/response-codes';
import { useMemo } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { ApiError } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { RadarChart } from '../components/radar-chart';
import { DimensionBars, ScoreBadge } from '../components/report-parts';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import { useReport } from '../components/use-report';
import '../tools-shared.css';

/** sixDimensions (六维能力): the calligraphy level test's six dimensions on a radar chart, and the advice. */
export default function SixDimensionsPage() {
  return (
    <ToolGate toolCode="calligraphy-level">
      <SixDimensions />
    </ToolGate>
  );
}

function SixDimensions() {
  const navigate = useAppNavigate();
  const report = useReport('calligraphy-level');
  const labels = useMemo(() => report.data?.dimensions.map((d) => d.name) ?? [], [report.data]);
  const values = useMemo(() => report.data?.dimensions.map((d) => d.score) ?? [], [report.data]);
  if (report.isLoading) return <PageLoading />;
  if (report.error instanceof ApiError && report.error.code === ResponseCode.notFound) {
    return <EmptyState text="还没有书法测评记录，先做一次测评吧" />;
  }
  if (report.error || !report.data)
    return <PageError error={report.error} onRetry={() => void report.refetch()} />;
  const r = report.data;
  const weakest = [...r.dimensions].sort((a, b) => a.score - b.score)[0];
  return (
    <main className="tl-page" data-testid="tools-six-dimensions">
      <ScoreBadge score={r.score} level={r.level} levelTitle={r.levelTitle} title={r.title} at={r.at} />
      <section className="tl-card">
        <h2 className="tl-card-title">六维能力</h2>
        <RadarChart labels={labels} values={values} />
        <DimensionBars dimensions={r.dimensions} />
      </section>
      <section className="tl-card">
        <h2 className="tl-card-title">练习建议</h2>
        {weakest ? <p className="tl-muted">最该加强：{weakest.name}</p> : null}
        <ul className="tl-advice">
          {r.advice.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </section>
      <p className="tl-disclaimer">{r.disclaimer}</p>
      <div className="tl-card">
        <button
          type="button"
          className="tl-btn tl-btn-block"
          onClick={() => navigate(getHref('calligraphyQuestionnaire'))}
        >
          重新测评
        </button>
      </div>
    </main>
  );
}
