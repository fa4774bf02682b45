import { useEffect } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useQueryId } from '../../../lib/use-query-id';
import { Loader } from '../../../ui/loader';
import { PageError } from '../../../ui/states';
import { ToolGate } from '../components/tool-gate';
import { useReport } from '../components/use-report';
import '../tools-shared.css';

/**
 * dsAwait (报告生成中): after the chronic-care questionnaire, loads the report the server computed when the
 * answers were submitted and goes on to dsReport the moment it has it (replacing this entry, so 返回 does not
 * come back here). The loader shows only while that request is on its way: there is nothing else to wait for.
 */
export default function DsAwaitPage() {
  return (
    <ToolGate toolCode="chronic-care">
      <Await />
    </ToolGate>
  );
}

function Await() {
  const navigate = useAppNavigate();
  const id = useQueryId('id');
  const report = useReport('chronic-care');
  const readyId = report.data?.id;
  useEffect(() => {
    if (readyId !== undefined) navigate(getHref('dsReport', { query: { id: readyId } }), { replace: true });
  }, [readyId, navigate]);
  if (report.error) return <PageError error={report.error} onRetry={() => void report.refetch()} />;
  return (
    <main className="tl-page" data-testid="tools-ds-await" data-id={id ?? ''}>
      <div className="tl-card" style={{ textAlign: 'center', marginTop: 80 }}>
        <Loader />
        <p className="tl-muted">报告生成中，请稍候…</p>
      </div>
    </main>
  );
}
