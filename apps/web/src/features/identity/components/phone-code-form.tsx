import { AccountText, codeError, mobileError, normaliseMobile } from '@course/domain/account-rules';
import { maskPhone } from '@course/domain/masking';
import { SMS_RESEND_INTERVAL_MS } from '@course/domain/sms-rules';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { type SmsScene, sendSmsCode } from '../api/account-calls';
import { AccountField } from './account-field';
import '../identity-shared.css';
import './phone-code-form.css';
import '../../../ui/choice-input.css';

export type PhoneCodeFormProps = {
  scene: SmsScene;
  /** Scene 'current': the bound mobile, shown masked and not editable. */
  fixedMobile?: string | null;
  submitText: string;
  /** Show the agreement checkbox; submitting needs it ticked. */
  agreement?: boolean;
  mobileLabel?: string;
  extra?: ReactNode;
  onSubmit(input: { mobile: string; code: string }): Promise<void>;
};

/** The message of a failed call: the server's text for an answered refusal, the transport text otherwise. */
export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.msg : '请求超时了,请刷新页面重试';

/** Counts down the resend interval after a code went out. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/**
 * Mobile + SMS code, validated with the account texts (请输入手机号, the spec's phone-error text,
 * 请输入验证码, 请输入6位数字验证码), a send button with the 60 s countdown, the server's refusal under the
 * form.
 */
export function PhoneCodeForm(props: PhoneCodeFormProps) {
  const [mobile, setMobile] = useState(props.fixedMobile ?? '');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<{
    mobile?: string | null;
    code?: string | null;
    form?: string | null;
  }>({});
  const [busy, setBusy] = useState(false);
  const [left, setLeft] = useCountdown();
  const fixed = props.fixedMobile !== undefined;

  const send = async () => {
    const mobileMessage = mobileError(mobile);
    setErrors({ mobile: mobileMessage });
    if (mobileMessage) return;
    try {
      const answer = await sendSmsCode(normaliseMobile(mobile), props.scene);
      setLeft(answer.resendIn || SMS_RESEND_INTERVAL_MS / 1000);
      const { toast } = await import('../../../app/public/request');
      toast('验证码已发送');
    } catch (error) {
      setErrors({ form: errorText(error) });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { mobile: mobileError(mobile), code: codeError(code), form: null as string | null };
    if (!next.mobile && !next.code && props.agreement && !agreed) next.form = AccountText.agreementUnchecked;
    setErrors(next);
    if (next.mobile || next.code || next.form) return;
    setBusy(true);
    try {
      await props.onSubmit({ mobile: normaliseMobile(mobile), code: code.trim() });
    } catch (error) {
      setErrors({ form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="phone-code-form">
      <div className="acc-card">
        <AccountField label={props.mobileLabel ?? '手机号'} htmlFor="acc-mobile" error={errors.mobile}>
          {fixed ? (
            <span className="acc-field-value" data-testid="account-mobile-fixed">
              {maskPhone(props.fixedMobile ?? '')}
            </span>
          ) : (
            <input
              id="acc-mobile"
              data-testid="account-mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              maxLength={16}
              placeholder="请输入手机号"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          )}
        </AccountField>
        <AccountField label="验证码" htmlFor="acc-code" error={errors.code}>
          <input
            id="acc-code"
            data-testid="account-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder="请输入验证码"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <button
            type="button"
            className="acc-send"
            data-testid="account-send-code"
            disabled={left > 0}
            onClick={() => void send()}
          >
            {left > 0 ? `${left}s后重新获取` : '获取验证码'}
          </button>
        </AccountField>
      </div>
      {props.extra}
      {props.agreement ? (
        <label className="acc-agreement">
          <input
            type="checkbox"
            className="ui-choice"
            data-testid="account-agreement"
            checked={agreed}
            onChange={(e) => {
              setAgreed(e.target.checked);
              setErrors((prev) => ({ ...prev, form: null }));
            }}
          />
          <span>
            我已阅读并同意<a href="/agreement">《用户协议》</a>和<a href="/agreement1">《隐私政策》</a>
          </span>
        </label>
      ) : null}
      {errors.form ? (
        <p className="acc-form-error" data-testid="form-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <button type="submit" className="acc-submit" data-testid="account-submit" disabled={busy}>
        {props.submitText}
      </button>
    </form>
  );
}

/** The page frame: a coloured header with title and a line of explanation. */
export function AccountHero(props: { title: string; text?: string; testId?: string }) {
  return (
    <header className="acc-hero" data-testid={props.testId}>
      <h1>{props.title}</h1>
      {props.text ? <p>{props.text}</p> : null}
    </header>
  );
}
