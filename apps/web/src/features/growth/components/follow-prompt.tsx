import { wechatIsSubscribe } from '@course/contracts/growth-share';
import { useCall } from '../../../lib/query';
import { followStateOf } from '../../../lib/wechat-sdk';
import './follow-prompt.css';

/**
 * 关注公众号 (spec 001 §7 follow check, `wechat/isSubscribe`): the spec names no page, so the invite hub shows
 * it. The spec's table decides: not following → isFollow true (shadow state 2) → the prompt with the official
 * account's QR, rendered as an <img> so a long press recognises it; following, or the check failed → isFollow
 * false (state 1) → nothing. While the check runs nothing shows either (the prompt is a side card).
 */
export function FollowPrompt() {
  const check = useCall(wechatIsSubscribe, {}, { silent: true });
  if (check.isLoading) return null;
  const answer = check.error || !check.data ? 'error' : check.data;
  const { isFollow, shadowState } = followStateOf(answer);
  if (!isFollow || answer === 'error') return null;
  return (
    <section className="gr-card gr-follow" data-testid="growth-follow-prompt" data-shadow-state={shadowState}>
      <div className="gr-follow-text">
        <h2 className="gr-card-title">关注公众号</h2>
        <p className="gr-muted">
          长按识别二维码，关注「{answer.accountName || '官方公众号'}」，奖励到账、提现进度第一时间通知你
        </p>
      </div>
      {answer.qrcode ? (
        <img
          className="gr-follow-qr"
          data-testid="growth-follow-qr"
          src={answer.qrcode}
          alt={`${answer.accountName || '公众号'}二维码`}
        />
      ) : null}
    </section>
  );
}
