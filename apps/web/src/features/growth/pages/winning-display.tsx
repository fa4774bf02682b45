import { raffleMyDraws, raffleWinners } from '@course/contracts/growth-raffle';
import { formatBeijing } from '@course/domain/beijing-time';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { Empty, ErrorBlock, Loading, StateAction } from '../../../ui/states';
import './winning-display.css';

function Winners(props: { code: string }) {
  const winners = useCall(raffleWinners, { code: props.code, pageNum: 1, pageSize: 50 });
  if (winners.isPending) return <Loading />;
  if (winners.isError) return <ErrorBlock error={winners.error} onRetry={() => void winners.refetch()} />;
  if (winners.data.list.length === 0) return <Empty text="还没有人中奖，快去抽一次吧" />;
  return (
    <ul className="winning-list">
      {winners.data.list.map((w) => (
        <li
          key={`${w.drawnAt}-${w.nickname}-${w.prizeName}`}
          className="winning-item"
          data-testid="winning-item"
        >
          {w.avatar ? (
            <img className="winning-avatar" src={w.avatar} alt="" />
          ) : (
            <span className="winning-avatar" />
          )}
          <div className="winning-main">
            <div className="winning-name">{w.nickname}</div>
            <div className="winning-time">{formatBeijing(w.drawnAt, 'MM-DD HH:mm')}</div>
          </div>
          <div className="winning-prize">{w.prizeName}</div>
        </li>
      ))}
    </ul>
  );
}

function Mine(props: { code: string }) {
  const navigate = useAppNavigate();
  const mine = useCall(raffleMyDraws, { code: props.code, pageNum: 1, pageSize: 50 });
  if (mine.isPending) return <Loading />;
  if (mine.isError) return <ErrorBlock error={mine.error} onRetry={() => void mine.refetch()} />;
  if (mine.data.list.length === 0)
    return (
      <Empty
        text="你还没有中奖记录"
        action={
          <StateAction
            label="去抽奖"
            testId="winning-go-raffle"
            onClick={() => navigate(getHref('raffle', { query: { code: props.code } }))}
          />
        }
      />
    );
  return (
    <ul className="winning-list">
      {mine.data.list.map((d) => (
        <li key={`${d.drawnAt}-${d.slot}`} className="winning-item" data-testid="winning-mine-item">
          <div className="winning-main">
            <div className="winning-name">{d.name}</div>
            <div className="winning-time">{formatBeijing(d.drawnAt, 'YYYY-MM-DD HH:mm')}</div>
          </div>
          {d.kind === 'goods' && d.prizeCode ? (
            <button
              type="button"
              className="winning-redeem"
              onClick={() => navigate(getHref('exchange-prize', { query: { code: d.prizeCode ?? '' } }))}
            >
              去兑换
            </button>
          ) : (
            <div className="winning-prize">已到账</div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** winning-display (query code): the raffle's winners with masked names and Beijing times, and the learner's own. */
export default function WinningDisplayPage() {
  const [params] = useSearchParams();
  const code = params.get('code') || 'daily-raffle';
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  return (
    <main className="winning-page" data-testid="winning-display">
      <div className="winning-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'all'}
          className={tab === 'all' ? 'winning-tab winning-tab-on' : 'winning-tab'}
          data-testid="winning-tab-all"
          onClick={() => setTab('all')}
        >
          中奖名单
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'mine'}
          className={tab === 'mine' ? 'winning-tab winning-tab-on' : 'winning-tab'}
          data-testid="winning-tab-mine"
          onClick={() => setTab('mine')}
        >
          我的奖品
        </button>
      </div>
      {tab === 'all' ? <Winners code={code} /> : <Mine code={code} />}
    </main>
  );
}
