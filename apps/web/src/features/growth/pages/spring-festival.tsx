import { raffleInfo } from '@course/contracts/growth-raffle';
import { formatBeijing } from '@course/domain/beijing-time';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { absoluteLink, useShareSetup } from '../../../lib/use-share-setup';
import { RedPacketPanel } from '../components/red-packet-panel';
import '../components/red-packet-actions.css';
import './spring-festival.css';

/**
 * spring-festival (query code, default 'spring-festival'): a seasonal page driven by configuration. The
 * operator configures a red-packet activity and, optionally, a raffle under the same code (theme 'spring',
 * dates, rule); the page shows the festive packet and, when that raffle exists, the way to it.
 */
export default function SpringFestivalPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') || 'spring-festival';
  const raffle = useCall(raffleInfo, { code }, { silent: true });
  useShareSetup({
    title: '新春红包来啦，一起领好运！',
    desc: '新春红包+好运抽奖，现金即时到账',
    link: absoluteLink(getHref('spring-festival', { query: { code } })),
    imgUrl: absoluteLink('/favicon.ico'),
  });
  const r = raffle.data?.raffle;
  return (
    <main className="spring-page" data-testid="spring-festival">
      <header className="spring-header">
        <div className="spring-lanterns" aria-hidden="true">
          <span />
          <span />
        </div>
        <h1 className="spring-title">新春福利</h1>
        <p className="spring-sub">红包 · 抽奖 · 好运连连</p>
      </header>
      <RedPacketPanel code={code} subtitle={() => '恭喜发财，大吉大利'} openedNote="新春快乐，红包已到账" />
      {r ? (
        <section className="spring-raffle" data-testid="spring-raffle">
          <div>
            <div className="spring-raffle-title">{r.title}</div>
            <div className="spring-raffle-sub">
              今日还可抽 {raffle.data?.drawsLeft ?? 0} 次
              {r.endsAt ? ` · ${formatBeijing(r.endsAt, 'M月D日')}截止` : ''}
            </div>
          </div>
          <button
            type="button"
            className="spring-raffle-go"
            data-testid="spring-raffle-go"
            onClick={() => navigate(getHref('raffle', { query: { code } }))}
          >
            去抽奖
          </button>
        </section>
      ) : null}
    </main>
  );
}
