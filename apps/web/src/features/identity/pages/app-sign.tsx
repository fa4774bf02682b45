import { dailySign, dailySignStatus } from '@course/contracts/identity-privacy';
import { addDaysToDayKey } from '@course/domain/beijing-time';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callKey, useCall } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { useAction } from '../../../lib/use-action';
import { PageState } from '../../../ui/states';
import { showToast } from '../../../ui/toast';
import '../identity-shared.css';
import '../privacy.css';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];

/** The month ('YYYY-MM') before or after `month`. */
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The day keys of a month and the weekday (0 = Sunday) of its 1st, where the grid's first day starts. */
function monthCells(month: string): { firstWeekday: number; days: string[] } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const firstWeekday = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: string[] = [];
  let day = `${month}-01`;
  for (let i = 0; i < days; i += 1) {
    cells.push(day);
    day = addDaysToDayKey(day, 1);
  }
  return { firstWeekday, days: cells };
}

/** app-sign (每日签到): check in once a Beijing day, the streak, and a calendar of the month. */
export default function AppSignPage() {
  const [month, setMonth] = useState<string | null>(null);
  const body = month ? { month } : {};
  const query = useCall(dailySignStatus, body);
  const client = useQueryClient();
  const signing = useAction();
  const sign = () =>
    signing.run(async () => {
      const answer = await callApi(dailySign, { body: {} });
      showToast(answer.alreadySigned ? '今天已经签到过了' : `签到成功，已连续签到 ${answer.streak} 天`);
      await client.invalidateQueries({ queryKey: callKey(dailySignStatus, body).slice(0, 1) });
    });

  return (
    <main className="acc-page" data-testid="app-sign-page">
      <PageState query={query}>
        {(data) => {
          const shown = data.month;
          const signed = new Set(data.days);
          const grid = monthCells(shown);
          return (
            <>
              <section className="sign-hero">
                <div className="sign-hero-streak">
                  已连续签到<strong data-testid="sign-streak">{data.streak}</strong>天
                </div>
                <div className="sign-hero-total">累计签到 {data.total} 天</div>
                <button
                  type="button"
                  className="sign-button"
                  data-testid="sign-button"
                  disabled={signing.busy}
                  onClick={() => void sign()}
                >
                  {data.signedToday ? '今日已签到' : '立即签到'}
                </button>
              </section>
              <section className="acc-card">
                <div className="sign-month">
                  <button type="button" aria-label="上个月" onClick={() => setMonth(shiftMonth(shown, -1))}>
                    ‹
                  </button>
                  <span data-testid="sign-month">{shown.replace('-', ' 年 ')} 月</span>
                  <button
                    type="button"
                    aria-label="下个月"
                    disabled={shown >= data.today.slice(0, 7)}
                    onClick={() => setMonth(shiftMonth(shown, 1))}
                  >
                    ›
                  </button>
                </div>
                <div className="sign-grid" data-testid="sign-calendar">
                  {WEEKDAYS.map((w) => (
                    <span key={w} className="sign-weekday">
                      {w}
                    </span>
                  ))}
                  {grid.days.map((day, i) => (
                    <span
                      key={day}
                      style={i === 0 ? { gridColumnStart: grid.firstWeekday + 1 } : undefined}
                      data-signed={signed.has(day) ? 'true' : undefined}
                      className={[
                        signed.has(day) ? 'sign-day-on' : '',
                        day === data.today ? 'sign-day-today' : '',
                      ]
                        .join(' ')
                        .trim()}
                    >
                      {Number(day.slice(8))}
                    </span>
                  ))}
                </div>
              </section>
              <p className="priv-intro">每天（北京时间 0 点起算）可签到一次，断签后连续天数重新计算。</p>
            </>
          );
        }}
      </PageState>
    </main>
  );
}
