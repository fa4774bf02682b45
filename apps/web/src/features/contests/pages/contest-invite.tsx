import { formatBeijing } from '@course/domain/beijing-time';
import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { absoluteLink, useShareSetup } from '../../../lib/use-share-setup';
import { PageError, PageLoading } from '../../../ui/states';
import '../components/entry-card.css';
import { ContestFrame } from '../components/contest-frame';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

const STATUS_WORD = {
  applied: '已报名',
  submitted: '已上传作品',
  approved: '作品已通过',
  rejected: '作品未通过',
};

/**
 * apacInvite: a contestant invites friends to apply. The share card opens apacInviteApply with the contestant's
 * entry as `inviter`, so the friend's entry records who brought them, and this page lists the friends who
 * applied through it (getInvitees). Before applying there is nothing to invite into: the page says so.
 */
export default function ContestInvitePage() {
  const page = useContestPage();
  const body = { activityCode: page.activityCode };
  const home = useCall(page.family.calls.getHome, body, { staleTime: LIVE });
  const myEntry = home.data?.myEntry ?? null;
  const invitees = useCall(page.family.calls.getInvitees, body, {
    enabled: Boolean(myEntry),
    staleTime: LIVE,
  });
  const applyHref = page.hrefOf('inviteApply', myEntry ? { inviter: myEntry.entryId } : {});
  const a = home.data?.activity;
  useShareSetup(
    a && applyHref
      ? {
          title: `邀你参加${a.title}`,
          desc: a.subtitle,
          link: absoluteLink(applyHref),
          imgUrl: absoluteLink('/favicon.ico'),
        }
      : null,
  );
  if (home.isPending) return <PageLoading />;
  if (home.isError || !a)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const friends = invitees.data;
  return (
    <ContestFrame activity={a} heading="邀请参赛" testId="contest-invite-page" hrefOf={page.hrefOf}>
      {myEntry ? (
        <>
          <section className="ct-card ct-center">
            <p>点击右上角「…」分享给好友，好友通过你的邀请报名参赛</p>
            <p className="ct-muted">已有 {home.data.entryCount} 位选手上传作品</p>
            {applyHref ? (
              <Link className="ct-btn" to={applyHref} data-testid="contest-invite-link">
                查看邀请报名页
              </Link>
            ) : null}
          </section>
          <section className="ct-card" data-testid="contest-invitees">
            <h2>
              我邀请的好友
              <span className="ct-muted" data-testid="contest-invitee-count">
                {' '}
                {friends ? `${friends.count} 人` : ''}
              </span>
            </h2>
            {invitees.isError ? (
              <p className="ct-notice">好友名单暂时无法加载，请稍后重试</p>
            ) : !friends ? (
              <p className="ct-muted">加载中…</p>
            ) : friends.list.length === 0 ? (
              <p className="ct-muted">还没有好友通过你的邀请报名，快去分享吧</p>
            ) : (
              friends.list.map((f) => (
                <div className="ct-entry" key={f.entryNo} data-testid="contest-invitee">
                  <div className="ct-entry-row">
                    {f.avatarUrl ? (
                      <img className="ct-entry-avatar" src={f.avatarUrl} alt="" />
                    ) : (
                      <span className="ct-entry-avatar ct-entry-initial">{f.nickname.slice(0, 1)}</span>
                    )}
                    <div className="ct-entry-names">
                      <strong>{f.nickname}</strong>
                      <span>
                        {f.entryNo} · {formatBeijing(f.appliedAt, 'M月D日 HH:mm')} 报名
                      </span>
                    </div>
                    <span className="ct-muted">{STATUS_WORD[f.status]}</span>
                  </div>
                </div>
              ))
            )}
          </section>
        </>
      ) : (
        <section className="ct-card ct-center" data-testid="contest-invite-apply-first">
          <p>报名参赛后即可邀请好友，并查看通过你报名的好友</p>
          <Link className="ct-btn" to={page.hrefOf('apply') ?? '/'}>
            去报名
          </Link>
        </section>
      )}
    </ContestFrame>
  );
}
