import { prizeCheck, type TPrize } from '@course/contracts/goods-prizes';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { ApiError, callApi } from '../../../lib/request';
import { PrizeCard } from '../components/prize-card';
import '../goods-shared.css';
import './exchange-prize.css';

/**
 * exchange-prize (奖品兑换, optional query code): enter an exchange code, see the prize it gives, go on to
 * choose the address (exchange-address). Unknown, used and expired codes are refused in words.
 */
export default function ExchangePrizePage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('code') ?? '');
  const [prize, setPrize] = useState<TPrize | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(value: string) {
    const trimmed = value.trim();
    if (!trimmed) return setError('请输入兑换码');
    setBusy(true);
    setError(null);
    setPrize(null);
    try {
      setPrize(await callApi(prizeCheck, { body: { code: trimmed } }));
    } catch (e) {
      setError(e instanceof ApiError && e.code > 0 ? e.msg : '查询失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: checks the code the page was opened with, once
  useEffect(() => {
    if (params.get('code')) void check(params.get('code')!);
  }, []);

  return (
    <main className="gd-page" data-testid="exchange-prize">
      <section className="gd-exchange-banner">
        <h1>奖品兑换</h1>
        <p>输入活动获得的兑换码，奖品包邮到家</p>
      </section>
      <form
        className="gd-card gd-code-form"
        onSubmit={(e) => {
          e.preventDefault();
          void check(code);
        }}
      >
        <input
          value={code}
          maxLength={40}
          placeholder="请输入兑换码"
          autoCapitalize="characters"
          data-testid="exchange-code"
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="gd-primary" disabled={busy} data-testid="exchange-check">
          {busy ? '查询中…' : '查询'}
        </button>
        {error ? (
          <div className="gd-field-error" data-testid="exchange-error">
            {error}
          </div>
        ) : null}
      </form>
      {prize ? (
        <>
          <PrizeCard prize={prize} />
          <button
            type="button"
            className="gd-primary gd-block"
            data-testid="exchange-next"
            onClick={() => navigate(getHref('exchange-address', { query: { code: prize.code } }))}
          >
            立即兑换
          </button>
        </>
      ) : null}
      <section className="gd-card gd-rules">
        <div className="gd-section-title">兑换说明</div>
        <ol>
          <li>每个兑换码只能使用一次，兑换后不可更改奖品。</li>
          <li>兑换码不区分大小写，请在有效期内兑换。</li>
          <li>奖品将在兑换后 3 个工作日内发出，可在“我的礼品”或物流页查看进度。</li>
        </ol>
      </section>
    </main>
  );
}
