import { useState } from 'react';
import { Link } from 'react-router';
import { useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { absoluteLink, useShareSetup } from '../../../lib/use-share-setup';
import { Empty, isFinalError, PageError, PageLoading, StateAction } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { EntryCard } from '../components/entry-card';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * memoryVote / memoryInviteVote and the other families' vote pages (query entryId): the entry with its player,
 * the vote button with what the voter has left today, and the SMS code when the contest asks for it. The
 * invite page is the one a contestant shares: it sets the share card (to the vote page) and says how to share.
 * A shared link to an entry that is not there (no id, a removed entry, another family's entry) cannot load on a
 * reload: it shows the contest's frame with the reason and the way to the ranking, never only 重新加载.
 */
export default function ContestVotePage() {
  const page = useContestPage();
  const calls = page.family.calls;
  const entryId = Number(page.params.get('entryId'));
  const valid = Number.isInteger(entryId) && entryId > 0;
  const answer = useCall(
    calls.getVoteForMe,
    { activityCode: page.activityCode, entryId: valid ? entryId : 1 },
    { enabled: valid, staleTime: LIVE },
  );
  const [busy, setBusy] = useState(false);
  const [smsCode, setSmsCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const invite = page.page === 'inviteVote';
  const data = answer.data;
  const voteHref = valid ? page.hrefOf('vote', { entryId }) : null;
  useShareSetup(
    data && voteHref
      ? {
          title: `请为${data.entry.realName}投一票！`,
          desc: `${data.activity.title}：${data.entry.entryNo}，当前 ${data.entry.voteCount} 票`,
          link: absoluteLink(voteHref),
          imgUrl: absoluteLink(data.entry.avatarUrl || '/favicon.ico'),
        }
      : null,
  );

  if (!valid || isFinalError(answer.error)) {
    return <EntryMissing reason={answer.error instanceof ApiError ? answer.error.msg : '未找到该作品'} />;
  }
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !data)
    return (
      <PageError
        testId="contest-error"
        error={answer.error}
        onRetry={() => answer.refetch()}
        wayOn={contestHome(page.hrefOf('activity'))}
      />
    );
  const needsSms = data.activity.vote.requireSms;

  async function vote() {
    setBusy(true);
    setMessage(null);
    try {
      const result = await callApi(calls.vote, {
        body: { activityCode: page.activityCode, entryId, ...(needsSms && smsCode ? { smsCode } : {}) },
      });
      setMessage(`投票成功！今天还可投 ${result.votesLeftToday} 票`);
      await answer.refetch();
    } catch (e) {
      setMessage(e instanceof ApiError ? e.msg : '投票失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }
  async function sendCode() {
    try {
      const sent = await callApi(calls.smsSend, { body: { activityCode: page.activityCode } });
      toast(`验证码已发送至 ${sent.mobileMasked}`);
    } catch (e) {
      toast(e instanceof ApiError ? e.msg : '发送失败，请稍后重试');
    }
  }

  const left = data.votesLeftForEntryToday;
  return (
    <ContestFrame
      activity={data.activity}
      heading={invite ? '邀请好友投票' : '为TA投票'}
      testId={invite ? 'contest-invite-vote-page' : 'contest-vote-page'}
      hrefOf={page.hrefOf}
    >
      <section className="ct-card">
        <EntryCard entry={data.entry} withMedia testId="contest-vote-entry" />
      </section>
      {invite ? (
        <section className="ct-card ct-center" data-testid="contest-invite-tip">
          <p>点击右上角「…」分享给好友或朋友圈，邀请好友为{data.isMine ? '你' : 'TA'}投票</p>
          <p className="ct-muted">
            好友每天可投 {data.activity.vote.perDay} 票，同一作品每天 {data.activity.vote.perEntryPerDay} 票
          </p>
        </section>
      ) : null}
      <section className="ct-card">
        {needsSms ? (
          <div className="ct-field">
            <span>短信验证码（每天首次投票需验证）</span>
            <div className="ct-sms">
              <input
                value={smsCode}
                maxLength={6}
                inputMode="numeric"
                onChange={(e) => setSmsCode(e.target.value)}
              />
              <button type="button" className="ct-btn ct-btn-ghost" onClick={sendCode}>
                获取验证码
              </button>
            </div>
          </div>
        ) : null}
        <button
          type="button"
          className="ct-btn ct-btn-block"
          disabled={busy || left === 0}
          onClick={vote}
          data-testid="contest-vote-button"
        >
          {left === 0 ? '今天已投过TA' : busy ? '投票中…' : '投TA一票'}
        </button>
        {left !== null && left > 0 ? <p className="ct-muted">今天还可为TA投 {left} 票</p> : null}
        {message ? (
          <p className="ct-notice" data-testid="contest-vote-message">
            {message}
          </p>
        ) : null}
        <Link className="ct-btn ct-btn-ghost ct-btn-block ct-gap" to={page.hrefOf('rank') ?? '/'}>
          查看排行榜
        </Link>
      </section>
    </ContestFrame>
  );
}

const contestHome = (href: string | null) => (href ? { label: '去大赛首页', to: href } : undefined);

/** The vote page of an entry that is not there: the contest it was in, and its ranking to find another entry. */
function EntryMissing(props: { reason: string }) {
  const page = useContestPage();
  const navigate = useAppNavigate();
  const home = useCall(page.family.calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  const rank = page.hrefOf('rank');
  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return (
      <PageError
        testId="contest-error"
        error={home.error}
        onRetry={() => home.refetch()}
        wayOn={contestHome(page.hrefOf('activity'))}
      />
    );
  return (
    <ContestFrame
      activity={home.data.activity}
      heading="投票"
      testId="contest-vote-missing"
      hrefOf={page.hrefOf}
    >
      <section className="ct-card">
        <Empty
          text={`${props.reason}，可能已下架或链接有误，去排行榜看看其他作品吧`}
          action={
            rank ? (
              <StateAction
                label="查看排行榜"
                testId="contest-vote-missing-rank"
                onClick={() => navigate(rank)}
              />
            ) : null
          }
        />
      </section>
    </ContestFrame>
  );
}
