import { inviteCashDetail } from '@course/contracts/growth-invite';
import { invitePoster } from '@course/contracts/growth-poster';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { copyText } from '../../../lib/copy-text';
import { useCall } from '../../../lib/query';
import { absoluteLink, useShareSetup } from '../../../lib/use-share-setup';
import { PageError, PageLoading } from '../../../ui/states';
import { BalanceCard } from '../components/balance-card';
import { FollowPrompt } from '../components/follow-prompt';
import { InviteeList } from '../components/invitee-list';
import { RollMarquee } from '../components/roll-marquee';
import { yuan } from '../growth-format';
import { configOf, INVITE_HUB_ROUTES } from '../page-config';
import '../growth-shared.css';
import './invite.css';

/**
 * 邀请有奖 (invite, invite-new-user, invite-to-earn, referral-activity, recall, send-book, tourInvite and their
 * variants, page-config.ts): the running activity's rewards, the programme's recent rewards rolling, the
 * learner's own invite link and poster, balance with 提现, the follow prompt (关注公众号, when the learner does not
 * follow the official account), and the friends invited so far.
 */
export default function InvitePage() {
  const navigate = useAppNavigate();
  const config = configOf(INVITE_HUB_ROUTES, useRouteEntry()?.name);
  const detail = useCall(inviteCashDetail, {});
  const poster = useCall(invitePoster, {}, { silent: true });
  const shared =
    detail.data && poster.data ? { activity: detail.data.activity, posterData: poster.data } : null;
  // The share card carries the learner's own invite link, so a friend who opens it is bound to them.
  useShareSetup(
    shared && {
      title: `${shared.posterData.nickname || '好友'}邀你一起学，注册就送课`,
      desc: `${shared.activity.title}：好友注册、购课，你们都有奖励`,
      link: shared.posterData.inviteUrl,
      imgUrl: absoluteLink('/favicon.ico'),
    },
  );
  if (detail.isLoading) return <PageLoading />;
  if (detail.error || !detail.data)
    return <PageError error={detail.error} onRetry={() => void detail.refetch()} />;
  const { activity } = detail.data;
  const classTask = activity.classTaskSections > 0 && activity.classTaskRewardCents > 0;
  const inviteUrl = poster.data?.inviteUrl;
  const copy = async () => {
    if (!inviteUrl) return;
    toast((await copyText(inviteUrl)) ? '邀请链接已复制，快发给好友吧' : '复制失败，请长按链接手动复制');
  };
  return (
    <main className="gr-page" data-testid="growth-invite">
      <header className="gr-hero">
        <p className="gr-hero-kicker">{activity.title}</p>
        <h1 className="gr-hero-title">{config.headline}</h1>
        <p className="gr-hero-tagline">{config.tagline}</p>
        <RollMarquee />
      </header>

      <section
        className={classTask ? 'gr-card gr-rewards gr-rewards-three' : 'gr-card gr-rewards'}
        data-testid="growth-rewards"
      >
        <div className="gr-reward">
          <p className="gr-reward-amount" data-testid="growth-reward-registration">
            {yuan(activity.registrationRewardCents)}
          </p>
          <p className="gr-reward-text">好友注册成功</p>
        </div>
        <span className="gr-reward-plus" aria-hidden="true">
          +
        </span>
        <div className="gr-reward">
          <p className="gr-reward-amount" data-testid="growth-reward-purchase">
            {yuan(activity.firstPurchaseRewardCents)}
          </p>
          <p className="gr-reward-text">好友首次购课</p>
        </div>
        {classTask ? (
          <>
            <span className="gr-reward-plus" aria-hidden="true">
              +
            </span>
            <div className="gr-reward">
              <p className="gr-reward-amount" data-testid="growth-reward-class-task">
                {yuan(activity.classTaskRewardCents)}
              </p>
              <p className="gr-reward-text">好友学完{activity.classTaskSections}节课</p>
            </div>
          </>
        ) : null}
      </section>

      <section className="gr-card gr-share" data-testid="growth-share">
        <h2 className="gr-card-title">我的专属邀请</h2>
        <p className="gr-share-link" data-testid="growth-invite-link">
          {inviteUrl ?? (poster.isError ? '邀请链接生成失败，请稍后重试' : '正在生成邀请链接…')}
        </p>
        <div className="gr-share-actions">
          <button
            type="button"
            className="gr-btn gr-btn-ghost"
            data-testid="growth-copy-link"
            disabled={!inviteUrl}
            onClick={() => void copy()}
          >
            复制链接
          </button>
          <button
            type="button"
            className="gr-btn gr-btn-primary"
            data-testid="growth-open-poster"
            onClick={() => navigate(getHref('poster'))}
          >
            生成邀请海报
          </button>
        </div>
      </section>

      <BalanceCard detail />

      <FollowPrompt />

      <section className="gr-card">
        <h2 className="gr-card-title">邀请三步走</h2>
        <ol className="gr-steps">
          <li>
            <b>1</b>分享海报或链接
          </li>
          <li>
            <b>2</b>好友注册成功
          </li>
          <li>
            <b>3</b>
            {classTask ? '好友购课、学习' : '好友首次购课'}
          </li>
        </ol>
        <p className="gr-muted" data-testid="growth-reward-terms">
          奖励实时到账，满{yuan(activity.minWithdrawCents)}即可提现到微信零钱；每人每天最多获得
          {activity.dailyRewardCap}次奖励；奖励获得后{activity.rewardValidDays}天内未提现的部分将过期。
        </p>
      </section>

      <section className="gr-card" data-testid="growth-my-invitees">
        <h2 className="gr-card-title">
          我邀请的好友（{detail.data.inviteCount}）
          <button type="button" onClick={() => navigate(getHref('invitation-list'))}>
            查看全部 ›
          </button>
        </h2>
        <InviteeList preview={5} empty="还没有邀请到好友，快去分享吧" />
      </section>

      <nav className="gr-foot-links">
        <button type="button" onClick={() => navigate(getHref('activity-rule'))}>
          活动规则
        </button>
        <button type="button" onClick={() => navigate(getHref('mission-strategy'))}>
          邀请攻略
        </button>
        <button type="button" onClick={() => navigate(getHref('withdrawList'))}>
          提现记录
        </button>
      </nav>
    </main>
  );
}
