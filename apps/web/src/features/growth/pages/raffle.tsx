import { raffleDraw, raffleInfo, raffleMyDraws, raffleWinners } from '@course/contracts/growth-raffle';
import { formatPrice } from '@course/domain/price';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient, toast } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { absoluteLink, useShareSetup } from '../../../lib/use-share-setup';
import { PageError, PageLoading } from '../../../ui/states';
import { RaffleGrid, ringPositionOf } from '../components/raffle-grid';
import './raffle.css';

const DAILY = 'daily-raffle';

type DrawResult = Awaited<ReturnType<typeof callApi<typeof raffleDraw>>>;

/**
 * raffle (query code, default the daily raffle): the 9-grid, draws left, the reward balance. The server draws;
 * the grid's light only runs to the prize it answered, then the result shows with the new balance.
 */
export default function RafflePage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const code = params.get('code') || DAILY;
  const info = useCall(raffleInfo, { code });
  const [drawing, setDrawing] = useState<DrawResult | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [shown, setShown] = useState<DrawResult | null>(null);
  useShareSetup(
    info.data
      ? {
          title: info.data.raffle.title,
          desc: '每天免费抽奖，现金奖品即时到账，快来试试手气！',
          link: absoluteLink(getHref('raffle', { query: { code } })),
          imgUrl: absoluteLink('/favicon.ico'),
        }
      : null,
  );
  if (info.isPending) return <PageLoading />;
  if (info.isError)
    return (
      <PageError
        testId="raffle-error"
        error={info.error}
        onRetry={() => info.refetch()}
        wayOn={code === DAILY ? undefined : { label: '去每日抽奖', to: getHref('raffle') }}
      />
    );
  const { raffle, prizes, drawsLeft, balanceCents } = info.data;

  const draw = async () => {
    if (drawing) return;
    setShown(null);
    try {
      const result = await callApi(raffleDraw, { body: { code } });
      setDrawing(result);
      setTarget(ringPositionOf(prizes, result.result.slot));
    } catch (error) {
      if (error instanceof ApiError && error.code > 0) toast(error.msg);
    }
  };
  const stopped = async () => {
    setShown(drawing);
    setDrawing(null);
    setTarget(null);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: callKey(raffleInfo) }),
      queryClient.invalidateQueries({ queryKey: callKey(raffleWinners) }),
      queryClient.invalidateQueries({ queryKey: callKey(raffleMyDraws) }),
    ]);
  };
  const won = shown?.result;
  return (
    <main
      className={`raffle-page${raffle.theme === 'spring' ? ' raffle-spring' : ''}`}
      data-testid="raffle-page"
    >
      <header className="raffle-header">
        <h1 className="raffle-title">{raffle.title}</h1>
        <p className="raffle-sub">
          每天免费 {raffle.dailyDraws} 次
          {raffle.drawsPerInvite > 0 ? `，每邀请 1 位好友再得 ${raffle.drawsPerInvite} 次` : ''}
        </p>
      </header>
      <RaffleGrid
        prizes={prizes}
        target={target}
        drawsLeft={drawing ? drawing.drawsLeft + 1 : drawsLeft}
        busy={drawing !== null}
        onDraw={() => void draw()}
        onStopped={() => void stopped()}
      />
      {won ? (
        <section className="raffle-result" data-testid="raffle-result">
          <div className="raffle-result-title" data-testid="raffle-result-prize">
            {won.kind === 'none' ? '差一点就中了，明天再来' : `恭喜抽中 ${won.name}`}
          </div>
          {won.kind === 'cash' ? (
            <p className="raffle-result-note">¥{formatPrice(won.amountCents)} 已存入奖励余额</p>
          ) : null}
          {won.kind === 'goods' && won.prizeCode ? (
            <p className="raffle-result-note">
              兑换码 <b data-testid="raffle-result-code">{won.prizeCode}</b>
              <button
                type="button"
                className="raffle-link"
                onClick={() => navigate(getHref('exchange-prize', { query: { code: won.prizeCode ?? '' } }))}
              >
                去兑换
              </button>
            </p>
          ) : null}
        </section>
      ) : null}
      <section className="raffle-bar">
        <div className="raffle-balance" data-testid="raffle-balance">
          奖励余额 <b>¥{formatPrice(shown?.balanceCents ?? balanceCents)}</b>
        </div>
        <button type="button" className="raffle-link" onClick={() => navigate(getHref('mycash'))}>
          去提现
        </button>
        <button
          type="button"
          className="raffle-link"
          data-testid="raffle-winners-link"
          onClick={() => navigate(getHref('winning-display', { query: { code } }))}
        >
          中奖名单
        </button>
      </section>
      {raffle.rule ? (
        <section className="raffle-rule">
          <h2>活动规则</h2>
          {raffle.rule}
        </section>
      ) : null}
    </main>
  );
}
