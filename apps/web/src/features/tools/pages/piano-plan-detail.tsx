import { practicePlanCheckIn, practicePlanDetail, practicePlanList } from '@course/contracts/tools-piano';
import { useState } from 'react';
import { queryClient } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useActionMutation } from '../../../lib/use-action';
import { useQueryId } from '../../../lib/use-query-id';
import { ErrorBlock, PageState } from '../../../ui/states';
import { dayLabel, PIANO_TOOL_CODE, PianoHeader } from '../components/piano-parts';
import { ToolGate } from '../components/tool-gate';
import { EmptyState } from '../components/tool-states';
import '../tools-shared.css';
import '../components/piano-parts.css';
import './piano-plan-detail.css';

/**
 * customizedPlanDetails (计划详情): today's task, the check-in (minutes practised; once per Beijing day, the
 * server holds it), the streak and the calendar of the plan's days.
 */
export default function PianoPlanDetailPage() {
  const planId = useQueryId('planId', 'id');
  return (
    <ToolGate toolCode={PIANO_TOOL_CODE}>
      {planId ? <Detail planId={planId} /> : <EmptyState text="没有指定练习计划" />}
    </ToolGate>
  );
}

function Detail(props: { planId: number }) {
  const detail = useCall(practicePlanDetail, { planId: props.planId });
  const [minutes, setMinutes] = useState<number | null>(null);
  const checkIn = useActionMutation({
    mutationFn: (m: number) => callApi(practicePlanCheckIn, { body: { planId: props.planId, minutes: m } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: callKey(practicePlanDetail) });
      void queryClient.invalidateQueries({ queryKey: callKey(practicePlanList) });
    },
  });
  return (
    <main className="tl-page" data-testid="piano-plan-detail">
      <PageState query={detail}>
        {(p) => {
          const today = p.days.find((d) => d.index === p.dayIndex);
          const chosen = minutes ?? p.minutesPerDay;
          return (
            <>
              <PianoHeader
                title={p.title}
                hint={`${dayLabel(p.startDay)}开始 · 每天 ${p.minutesPerDay} 分钟`}
              />
              <section
                className="tl-card"
                data-testid="piano-plan-stats"
                data-streak={p.streak}
                data-checked={p.checkedDays}
              >
                <dl className="tl-pn-stats">
                  <div>
                    <dt>今天</dt>
                    <dd>{p.ended ? '已结束' : `第${p.dayIndex}天`}</dd>
                  </div>
                  <div>
                    <dt>连续打卡</dt>
                    <dd>{p.streak} 天</dd>
                  </div>
                  <div>
                    <dt>累计打卡</dt>
                    <dd>
                      {p.checkedDays}/{p.totalDays}
                    </dd>
                  </div>
                </dl>
              </section>
              {today && !p.ended ? (
                <section className="tl-card">
                  <h2 className="tl-card-title">今日任务</h2>
                  <p style={{ margin: '0 0 10px', color: '#333' }}>{today.task}</p>
                  {p.checkedToday ? (
                    <p className="tl-muted" data-testid="piano-checked-today">
                      今天已打卡（{today.minutes} 分钟），明天继续加油
                    </p>
                  ) : (
                    <>
                      <div className="tl-pn-minutes">
                        {[10, p.minutesPerDay, p.minutesPerDay * 2]
                          .filter((m, i, all) => all.indexOf(m) === i)
                          .map((m) => (
                            <button
                              key={m}
                              type="button"
                              aria-pressed={chosen === m}
                              className={chosen === m ? 'on' : ''}
                              onClick={() => setMinutes(m)}
                            >
                              {m} 分钟
                            </button>
                          ))}
                      </div>
                      <button
                        type="button"
                        className="tl-btn tl-btn-block"
                        disabled={checkIn.isPending}
                        onClick={() => checkIn.mutate(chosen)}
                        data-testid="piano-check-in"
                      >
                        练完了，打卡
                      </button>
                    </>
                  )}
                  {checkIn.isError ? <ErrorBlock error={checkIn.error} /> : null}
                </section>
              ) : null}
              <section className="tl-card">
                <h2 className="tl-card-title">打卡日历</h2>
                <ol className="tl-pn-days">
                  {p.days.map((d) => (
                    <li
                      key={d.index}
                      className={[
                        'tl-pn-day',
                        d.checked ? 'checked' : '',
                        d.index === p.dayIndex ? 'today' : '',
                      ].join(' ')}
                      title={d.task}
                    >
                      {dayLabel(d.dayKey).replace(/^\d+月/, '')}
                    </li>
                  ))}
                </ol>
                <p className="tl-muted">蓝色为已打卡的日子，红框是今天</p>
              </section>
            </>
          );
        }}
      </PageState>
    </main>
  );
}
