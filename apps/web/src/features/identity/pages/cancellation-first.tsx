import { AccountText, CLOSE_ACCOUNT_REASONS } from '@course/domain/account-rules';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { AccountHero } from '../components/phone-code-form';
import '../identity-shared.css';
import './cancellation-first.css';
import '../../../ui/choice-input.css';

/** cancellation-first: what closing the account means, the reason, the acknowledgement; then cancellation. */
export default function CancellationFirstPage() {
  const navigate = useAppNavigate();
  const [reason, setReason] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const next = () => {
    const message = !reason
      ? AccountText.closeReasonEmpty
      : !acknowledged
        ? AccountText.closeUnconfirmed
        : null;
    setError(message);
    if (!message) navigate(getHref('cancellation', { query: { reason } }));
  };
  return (
    <main className="acc-page" data-testid="cancellation-first-page">
      <AccountHero title="注销账号" text="注销是不可恢复的操作，请仔细阅读" />
      <section className="acc-card">
        <div className="acc-card-title">注销后</div>
        <p className="acc-note">· 已购课程、学习记录、证书将无法查看和恢复</p>
        <p className="acc-note">· 奖励金、优惠券、礼品等权益视为自动放弃</p>
        <p className="acc-note">· 手机号将与本账号解除绑定</p>
      </section>
      <fieldset className="acc-card acc-fieldset" aria-label="注销原因">
        <div className="acc-card-title">注销原因</div>
        {CLOSE_ACCOUNT_REASONS.map((r, i) => (
          <label key={r} className="acc-radio">
            <input
              type="radio"
              className="ui-choice"
              name="reason"
              data-testid={`cancellation-reason-${i}`}
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            {r}
          </label>
        ))}
      </fieldset>
      <label className="acc-agreement">
        <input
          type="checkbox"
          className="ui-choice"
          data-testid="cancellation-acknowledge"
          checked={acknowledged}
          onChange={(e) => setAcknowledged(e.target.checked)}
        />
        我已知晓注销后果，并自愿放弃账号内的全部权益
      </label>
      {error ? (
        <p className="acc-form-error" data-testid="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className="acc-submit" data-testid="account-submit" onClick={next}>
        下一步
      </button>
    </main>
  );
}
