import { ResponseCode } from '@course/domain/response-codes';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { ApiError } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { DimensionBars, ScoreBadge } from '../components/report-parts';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import { useReport } from '../components/use-report';
import { configOf, REPORT_ROUTES, type ReportConfig } from '../page-config';
import '../tools-shared.css';
import './questionnaire-report.css';

/**
 * The questionnaire's result and report pages (healthResult(New), healthReport(New), dsReport,
 * calligraphyQuestionnaireResult): the report the server computed, by `?id=` or the learner's latest. The
 * result is the short form (score, level, summary); the report adds the dimensions and the advice.
 */
export default function QuestionnaireReportPage() {
  const entry = useRouteEntry();
  const config = configOf(REPORT_ROUTES, entry?.name);
  return (
    <ToolGate toolCode={config.toolCode}>
      <Report config={config} />
    </ToolGate>
  );
}

function Report(props: { config: ReportConfig }) {
  const { config } = props;
  const navigate = useAppNavigate();
  const report = useReport(config.code);
  if (report.isLoading) return <PageLoading />;
  if (report.error instanceof ApiError && report.error.code === ResponseCode.notFound) {
    return <NoReport retakeRoute={config.retakeRoute} />;
  }
  if (report.error || !report.data)
    return <PageError error={report.error} onRetry={() => void report.refetch()} />;
  const r = report.data;
  return (
    <main className="tl-page" data-testid={`tools-report-${config.mode}`} data-report-id={r.id}>
      <ScoreBadge score={r.score} level={r.level} levelTitle={r.levelTitle} title={r.title} at={r.at} />
      <section className="tl-card">
        <h2 className="tl-card-title">测评结论</h2>
        <p className="tl-report-summary" data-testid="tools-report-summary">
          {r.summary}
        </p>
      </section>
      {config.mode === 'report' ? (
        <>
          <section className="tl-card">
            <h2 className="tl-card-title">各项得分</h2>
            <DimensionBars dimensions={r.dimensions} />
          </section>
          <section className="tl-card">
            <h2 className="tl-card-title">小建议</h2>
            <ul className="tl-advice">
              {r.advice.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
      <p className="tl-disclaimer">{r.disclaimer}</p>
      <div className="tl-card tl-report-actions">
        {config.mode === 'result' ? (
          <button
            type="button"
            className="tl-btn"
            data-testid="tools-report-open"
            onClick={() => navigate(getHref(config.reportRoute, { query: { id: r.id } }))}
          >
            查看完整报告
          </button>
        ) : null}
        <button
          type="button"
          className="tl-btn tl-btn-ghost"
          data-testid="tools-report-share"
          onClick={() => navigate(getHref(config.shareRoute, { query: { share: r.shareToken } }))}
        >
          分享报告
        </button>
        <button
          type="button"
          className="tl-btn tl-btn-ghost"
          onClick={() => navigate(getHref(config.retakeRoute))}
        >
          重新测评
        </button>
      </div>
    </main>
  );
}

function NoReport(props: { retakeRoute: string }) {
  const navigate = useAppNavigate();
  return (
    <main className="tl-page" data-testid="tools-report-none">
      <EmptyState text="还没有测评记录，先做一次测评吧" />
      <div className="tl-card">
        <button
          type="button"
          className="tl-btn tl-btn-block"
          onClick={() => navigate(getHref(props.retakeRoute))}
        >
          去测评
        </button>
      </div>
    </main>
  );
}
