import { practicePlanList, practicePlanStart } from '@course/contracts/tools-piano';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { ErrorBlock, PageState } from '../../../ui/states';
import { PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import '../tools-shared.css';
import '../components/piano-parts.css';

/** customizedPlan (定制学习计划): the learner's plans with their streaks, and the templates to start one from. */
export default function PianoPlansPage() {
  const navigate = useAppNavigate();
  const list = useCall(practicePlanList, {});
  const open = (planId: number) => navigate(getHref('customizedPlanDetails', { query: { planId } }));
  const start = useActionMutation({
    mutationFn: (templateCode: string) => callApi(practicePlanStart, { body: { templateCode } }),
    onSuccess: (plan) => {
      void queryClient.invalidateQueries({ queryKey: callKey(practicePlanList) });
      open(plan.id);
    },
  });
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      <main className="tl-page" data-testid="piano-plans">
        <PianoHeader title="定制学习计划" hint="选一个计划，每天练完打个卡" />
        <PageState query={list}>
          {(data) => (
            <>
              {data.plans.length > 0 ? (
                <section className="tl-card">
                  <h2 className="tl-card-title">我的计划</h2>
                  <ul className="tl-pn-list">
                    {data.plans.map((p) => (
                      <li key={p.id}>
                        <button type="button" onClick={() => open(p.id)} data-testid="piano-my-plan">
                          <span className="main">
                            <b>{p.title}</b>
                            <span>
                              {p.ended
                                ? `已结束 · 打卡 ${p.checkedDays} 天`
                                : `第 ${p.dayIndex} / ${p.totalDays} 天 · 连续 ${p.streak} 天 · 已打卡 ${p.checkedDays} 天`}
                            </span>
                          </span>
                          <span className={p.checkedToday ? 'tl-pn-badge' : 'tl-pn-badge lock'}>
                            {p.checkedToday ? '今日已打卡' : p.ended ? '已结束' : '今日未打卡'}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <section className="tl-card">
                <h2 className="tl-card-title">选择计划</h2>
                <ul className="tl-pn-list">
                  {data.templates.map((t) => (
                    <li key={t.code}>
                      <div className="row">
                        <span className="main">
                          <b>{t.title}</b>
                          <span>
                            每天 {t.minutesPerDay} 分钟 · 共 {t.totalDays} 天
                          </span>
                          <span>{t.intro}</span>
                        </span>
                        <button
                          type="button"
                          className="tl-btn"
                          disabled={start.isPending}
                          onClick={() => start.mutate(t.code)}
                          data-testid="piano-plan-start"
                          data-template={t.code}
                        >
                          {t.started ? '查看' : '开始'}
                        </button>
                      </div>
                    </li>
                  ))}
                </ul>
                {start.isError ? <ErrorBlock error={start.error} /> : null}
              </section>
            </>
          )}
        </PageState>
      </main>
    </ToolGate>
  );
}
