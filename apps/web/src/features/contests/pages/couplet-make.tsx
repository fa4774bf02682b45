import {
  getCoupletActivityInfo,
  getCoupletResult,
  listFirstCouplet,
  shareCouplet,
  submitCouplet,
} from '@course/contracts/contests-couplets';
import { COUPLET_PROBLEM_TEXT, coupletProblem } from '@course/domain/couplet-rules';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { setupShare } from '../../../lib/wechat-sdk';
import { PageError, PageLoading } from '../../../ui/states';
import { showToast } from '../../../ui/toast';
import { CoupletFrame } from '../components/couplet-frame';
import { LIVE } from '../family-config';

/**
 * springCouplets Make: pick a first line (上联), write the second line (the domain rule checked as one types;
 * the server checks it again with banned words and the daily limit), and get the couplet the server draws as
 * one picture. With ?coupletId the page shows that couplet: long-press to save (one <img>), share to friends
 * (the share card through lib/wechat-sdk; the share is counted once a day), or write another.
 */
export default function CoupletMakePage() {
  const [params] = useSearchParams();
  const coupletId = Number(params.get('coupletId'));
  return Number.isInteger(coupletId) && coupletId > 0 ? (
    <CoupletResult coupletId={coupletId} />
  ) : (
    <CoupletForm />
  );
}

function CoupletForm() {
  const navigate = useAppNavigate();
  const info = useCall(getCoupletActivityInfo, {}, { staleTime: LIVE });
  const lines = useCall(listFirstCouplet, {});
  const [chosen, setChosen] = useState<number | null>(null);
  const [second, setSecond] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (info.isPending || lines.isPending) return <PageLoading />;
  if (info.isError || lines.isError)
    return (
      <PageError
        testId="couplet-error"
        error={info.error ?? lines.error}
        onRetry={() => void Promise.all([info.refetch(), lines.refetch()])}
      />
    );
  const a = info.data;
  const first = lines.data.list.find((l) => l.id === chosen) ?? null;
  const problem = first && second ? coupletProblem(first.firstLine, second) : null;
  const used = a.madeToday !== null && a.madeToday >= a.perDay;

  async function submit() {
    if (!first) return;
    setBusy(true);
    setError(null);
    try {
      const made = await callApi(submitCouplet, {
        body: { firstLineId: first.id, secondLine: second.trim() },
        silent: true,
      });
      navigate(getHref('springCoupletsMake', { query: { coupletId: String(made.coupletId) } }));
    } catch (e) {
      setError(e instanceof ApiError ? e.msg : '提交失败，请稍后重试');
      setBusy(false);
    }
  }

  return (
    <CoupletFrame title="写春联" subtitle={a.title} testId="couplet-make-page" current="make">
      <section className="cp-card">
        <h2>第一步：选一句上联</h2>
        <div className="cp-lines">
          {lines.data.list.map((l) => (
            <button
              key={l.id}
              type="button"
              aria-pressed={l.id === chosen}
              className={l.id === chosen ? 'cp-line cp-line-on' : 'cp-line'}
              onClick={() => setChosen(l.id)}
              data-testid="couplet-first-line"
            >
              <span>{l.firstLine}</span>
              <small>
                {l.length} 字 · 横批 {l.banner}
              </small>
            </button>
          ))}
        </div>
      </section>
      <section className="cp-card">
        <h2>第二步：写出下联</h2>
        {first ? (
          <p className="cp-muted">
            上联：{first.firstLine}（{first.length} 字）
          </p>
        ) : (
          <p className="cp-muted">请先选择上联</p>
        )}
        <input
          className="cp-input"
          value={second}
          maxLength={20}
          placeholder={first ? `请输入 ${first.length} 个汉字` : '先选上联'}
          disabled={!first}
          onChange={(e) => setSecond(e.target.value)}
          data-testid="couplet-second-line"
        />
        <p className={problem || error ? 'cp-hint cp-hint-bad' : 'cp-hint'} data-testid="couplet-hint">
          {error ??
            (problem
              ? COUPLET_PROBLEM_TEXT[problem]
              : first
                ? `已写 ${[...second.trim()].length}/${first.length} 字`
                : '\u00a0')}
        </p>
        <button
          type="button"
          className="cp-btn"
          disabled={!first || !second.trim() || problem !== null || busy || used || a.state !== 'open'}
          onClick={() => void submit()}
          data-testid="couplet-submit"
        >
          {busy ? '正在生成春联…' : used ? `今日已写 ${a.perDay} 副，明天再来` : '生成我的春联'}
        </button>
      </section>
    </CoupletFrame>
  );
}

function CoupletResult(props: { coupletId: number }) {
  const result = useCall(getCoupletResult, { coupletId: props.coupletId });
  const [guide, setGuide] = useState(false);
  const couplet = result.data;
  useEffect(() => {
    if (!couplet) return;
    void setupShare({
      title: `我写了一副春联：${couplet.firstLine}，${couplet.secondLine}`,
      desc: `横批：${couplet.banner}。快来写一副属于你的春联吧！`,
      link: new URL(getHref('springCouplets'), window.location.origin).toString(),
      imgUrl: new URL(couplet.imageUrl, window.location.origin).toString(),
    });
  }, [couplet]);
  if (result.isPending) return <PageLoading />;
  if (result.isError)
    return <PageError testId="couplet-error" error={result.error} onRetry={() => result.refetch()} />;
  const c = result.data;

  async function share() {
    setGuide(true);
    try {
      const answer = await callApi(shareCouplet, { body: { coupletId: c.coupletId }, silent: true });
      if (answer.counted) showToast(`分享成功，已累计分享 ${answer.sharedDays} 天`);
    } catch {
      // The guide still shows: sharing is WeChat's menu, the count is a bonus.
    }
  }

  return (
    <CoupletFrame title="我的春联" subtitle={`横批：${c.banner}`} testId="couplet-result-page" current="make">
      <section className="cp-card">
        <img
          className="cp-image"
          src={c.imageUrl}
          alt={`上联：${c.firstLine}；下联：${c.secondLine}；横批：${c.banner}`}
          data-testid="couplet-image"
        />
        <p className="cp-muted" style={{ textAlign: 'center' }}>
          长按图片保存到手机
        </p>
        <button type="button" className="cp-btn" onClick={() => void share()} data-testid="couplet-share">
          分享给亲友
        </button>
        <Link className="cp-btn cp-btn-ghost" to={getHref('springCoupletsMake')}>
          再写一副
        </Link>
      </section>
      {guide ? (
        <button
          type="button"
          className="cp-guide"
          onClick={() => setGuide(false)}
          data-testid="couplet-share-guide"
        >
          点击右上角「···」
          <br />
          选择「发送给朋友」或「分享到朋友圈」
          <br />
          （点击任意处关闭）
        </button>
      ) : null}
    </CoupletFrame>
  );
}
