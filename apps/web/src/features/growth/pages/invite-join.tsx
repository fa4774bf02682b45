import { inviteCashDetail, inviteCashShareVerify } from '@course/contracts/growth-invite';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getHref, homeHref, useAppNavigate } from '../../../app/public/navigation';
import { queryClient } from '../../../app/public/request';
import { callKey, useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { useQueryId } from '../../../lib/use-query-id';
import { PageLoading } from '../../../ui/states';
import { yuan } from '../growth-format';
import '../growth-shared.css';
import './invite-join.css';

/**
 * invite-new-user-join: where an invite link or poster QR leads. Opening it (signed in through authorization
 * like every page) binds this learner to the inviter once (share_verify; the first binding wins, the server
 * refuses yourself and existing learners), then shows the way on: choose a course, or invite friends too.
 */
export default function InviteJoinPage() {
  const navigate = useAppNavigate();
  const inviterId = useQueryId('inviterId', 'inviter', 'uid');
  const detail = useCall(inviteCashDetail, {}, { silent: true });
  const bind = useMutation({
    mutationFn: (id: number) => callApi(inviteCashShareVerify, { body: { inviterId: id }, silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: callKey(inviteCashDetail) }),
  });
  const asked = useRef(false);
  useEffect(() => {
    if (inviterId === null || asked.current) return;
    asked.current = true;
    bind.mutate(inviterId);
  }, [inviterId, bind]);

  if (inviterId !== null && (bind.isIdle || bind.isPending)) return <PageLoading />;
  const refused =
    inviterId === null
      ? '邀请链接不完整，请让好友重新分享'
      : bind.error instanceof ApiError
        ? bind.error.msg
        : bind.error
          ? '网络开小差了，请稍后重新打开链接'
          : null;
  const activity = detail.data?.activity;
  return (
    <main className="gr-page gr-join" data-testid="growth-join">
      <section className="gr-join-card">
        <div className={`gr-join-icon ${refused ? 'is-refused' : ''}`} aria-hidden="true">
          {refused ? '!' : '✓'}
        </div>
        <h1 data-testid="growth-join-status">
          {refused
            ? '暂时无法接受邀请'
            : bind.data?.result === 'bound'
              ? '已接受好友邀请'
              : '你已接受过好友邀请'}
        </h1>
        <p className="gr-join-text" data-testid="growth-join-text">
          {refused ?? '欢迎加入！挑一门好课开始学习吧，新朋友的第一堂课从这里开始。'}
        </p>
        <button
          type="button"
          className="gr-btn gr-btn-primary gr-btn-block"
          data-testid="growth-join-courses"
          onClick={() => navigate(homeHref())}
        >
          去挑选好课
        </button>
      </section>
      {activity ? (
        <section className="gr-card gr-join-invite">
          <h2 className="gr-card-title">邀请好友，你也能赚</h2>
          <p className="gr-muted">
            每邀请一位新朋友注册得{yuan(activity.registrationRewardCents)}，好友首次购课再得
            {yuan(activity.firstPurchaseRewardCents)}，可提现到微信零钱。
          </p>
          <button
            type="button"
            className="gr-btn gr-btn-ghost gr-btn-block"
            data-testid="growth-join-invite"
            onClick={() => navigate(getHref('invite'))}
          >
            我也要邀请好友
          </button>
        </section>
      ) : null}
    </main>
  );
}
