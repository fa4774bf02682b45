import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { absoluteLink, useShareSetup } from '../../../lib/use-share-setup';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/** apacInvite: a contestant invites friends to apply; the share card opens apacInviteApply. */
export default function ContestInvitePage() {
  const page = useContestPage();
  const home = useCall(page.family.calls.getHome, { activityCode: page.activityCode }, { staleTime: LIVE });
  const applyHref = page.hrefOf('inviteApply');
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
  return (
    <ContestFrame activity={a} heading="邀请参赛" testId="contest-invite-page" hrefOf={page.hrefOf}>
      <section className="ct-card ct-center">
        <p>点击右上角「…」分享给好友，好友通过你的邀请报名参赛</p>
        <p className="ct-muted">已有 {home.data.entryCount} 位选手上传作品</p>
        {applyHref ? (
          <Link className="ct-btn" to={applyHref}>
            查看邀请报名页
          </Link>
        ) : null}
      </section>
    </ContestFrame>
  );
}
