import { getCoupletActivityInfo } from '@course/contracts/contests-couplets';
import { formatBeijingDate } from '@course/domain/beijing-time';
import { Link } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { CoupletFrame } from '../components/couplet-frame';
import { LIVE } from '../family-config';

const STATE_TEXT = { upcoming: '活动未开始', open: '活动进行中', closed: '活动已结束' } as const;

/**
 * springCouplets / springCoupletsHome: the activity (dates, state, rules) with what the learner did today
 * (couplets written of the daily limit, in all, shared today) and the way in to writing one.
 */
export default function CoupletHomePage() {
  const info = useCall(getCoupletActivityInfo, {}, { staleTime: LIVE });
  if (info.isPending) return <PageLoading />;
  if (info.isError)
    return <PageError testId="couplet-error" error={info.error} onRetry={() => info.refetch()} />;
  const a = info.data;
  return (
    <CoupletFrame title={a.title} subtitle={a.subtitle} testId="couplet-home-page" current="home">
      <section className="cp-card">
        <p className="cp-muted" data-testid="couplet-state">
          {STATE_TEXT[a.state]} · {formatBeijingDate(a.startsAt)} 至 {formatBeijingDate(a.endsAt)}
        </p>
        {a.madeToday !== null ? (
          <div className="cp-stats" data-testid="couplet-stats">
            <div>
              <strong>
                {a.madeToday}/{a.perDay}
              </strong>
              今日已写
            </div>
            <div>
              <strong>{a.madeTotal}</strong>
              我的春联
            </div>
            <div>
              <strong>{a.sharedToday ? '已分享' : '未分享'}</strong>
              今日分享
            </div>
          </div>
        ) : null}
        {a.state === 'open' ? (
          <Link className="cp-btn" to={getHref('springCoupletsMake')} data-testid="couplet-start">
            {a.madeToday !== null && a.madeToday >= a.perDay
              ? '今日次数已用完，去看看我的春联'
              : '开始写春联'}
          </Link>
        ) : (
          <Link className="cp-btn cp-btn-ghost" to={getHref('springCoupletsHistory')}>
            查看我的春联
          </Link>
        )}
      </section>
      <section className="cp-card">
        <h2>活动规则</h2>
        <ol className="cp-rules">
          {a.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </CoupletFrame>
  );
}
