import { inviteCashFanDetail } from '@course/contracts/growth-invite';
import { getHref } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { useQueryId } from '../../../lib/use-query-id';
import { Avatar } from '../../../ui/avatar';
import { Empty, NothingHere, PageError, PageLoading } from '../../../ui/states';
import { LEDGER_KIND_TEXT, signedYuan, when } from '../growth-format';
import '../growth-shared.css';
import './fan-detail.css';

/** fanDetail: one friend this learner invited, when they joined, whether they bought, what each event earned. */
export default function FanDetailPage() {
  const inviteeId = useQueryId('inviteeId', 'id', 'fanId');
  const detail = useCall(inviteCashFanDetail, { inviteeId: inviteeId ?? 0 }, { enabled: inviteeId !== null });
  if (inviteeId === null)
    return (
      <NothingHere
        text="未找到这位好友"
        wayOn={{ label: '查看我邀请的好友', to: getHref('invitation-list') }}
      />
    );
  if (detail.isLoading) return <PageLoading />;
  if (detail.error || !detail.data)
    return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { invitee, entries } = detail.data;
  return (
    <main className="gr-page" data-testid="growth-fan-detail">
      <section className="gr-fan-head">
        <Avatar src={invitee.avatar} name={invitee.nickname} size={64} />
        <h1>{invitee.nickname || '微信用户'}</h1>
        <p>
          {when(invitee.boundAt)} 接受邀请 ·{' '}
          <span data-testid="growth-fan-purchased">{invitee.purchased ? '已购课' : '未购课'}</span>
        </p>
        <p className="gr-fan-total">
          为你带来奖励 <b data-testid="growth-fan-reward">{signedYuan(invitee.rewardCents)}</b>
        </p>
      </section>
      <section className="gr-card">
        <h2 className="gr-card-title">奖励记录</h2>
        {entries.length === 0 ? (
          <Empty text="暂无奖励记录" />
        ) : (
          entries.map((e) => (
            <div className="gr-row" key={e.id}>
              <div className="gr-row-main">
                <p className="gr-row-title">{LEDGER_KIND_TEXT[e.kind]}</p>
                <p className="gr-row-sub">
                  {e.reason} · {when(e.at)}
                </p>
              </div>
              <span className={`gr-row-end ${e.amountCents > 0 ? 'gr-plus' : 'gr-minus'}`}>
                {signedYuan(e.amountCents)}
              </span>
            </div>
          ))
        )}
      </section>
    </main>
  );
}
