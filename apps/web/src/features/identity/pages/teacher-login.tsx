import { AccountText, mobileError } from '@course/domain/account-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { readValue, StorageKey, writeValue } from '../../../lib/storage';
import { teacherProfile, teacherSignIn } from '../api/account-calls';
import { AccountField } from '../components/account-field';
import { AccountHero, errorText } from '../components/phone-code-form';
import '../identity-shared.css';

const TEACHER_QUERY_KEY = ['teacher', 'info'] as const;

/**
 * teacherLogin: mobile and password; the teacher token is stored and sent as the teacherToken header on every
 * call from then on. A signed-in teacher sees who they are and can sign out.
 */
export default function TeacherLoginPage() {
  const client = useQueryClient();
  const hasToken = Boolean(readValue(StorageKey.teacherToken));
  const { data: teacher } = useQuery({
    queryKey: TEACHER_QUERY_KEY,
    queryFn: teacherProfile,
    enabled: hasToken,
    retry: false,
  });
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{
    mobile?: string | null;
    password?: string | null;
    form?: string | null;
  }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { mobile: mobileError(mobile), password: password ? null : AccountText.passwordEmpty };
    setErrors(next);
    if (next.mobile || next.password) return;
    setBusy(true);
    try {
      const answer = await teacherSignIn(mobile.trim(), password);
      writeValue(StorageKey.teacherToken, answer.teacherToken);
      await client.invalidateQueries({ queryKey: TEACHER_QUERY_KEY });
      await client.fetchQuery({ queryKey: TEACHER_QUERY_KEY, queryFn: teacherProfile });
    } catch (error) {
      setErrors({ form: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  if (hasToken && teacher) {
    return (
      <main className="acc-page" data-testid="teacher-login-page">
        <AccountHero title="老师登录" text="已登录老师账号" />
        <section className="acc-card">
          <div className="acc-field">
            <span>老师</span>
            <span className="acc-field-value" data-testid="teacher-name">
              {teacher.name}
            </span>
          </div>
          <div className="acc-field">
            <span>手机号</span>
            <span className="acc-field-value">{teacher.mobile}</span>
          </div>
        </section>
        <button
          type="button"
          className="acc-submit acc-submit-secondary"
          data-testid="teacher-logout"
          onClick={() => {
            writeValue(StorageKey.teacherToken, null);
            client.removeQueries({ queryKey: TEACHER_QUERY_KEY });
            setPassword('');
          }}
        >
          退出老师账号
        </button>
      </main>
    );
  }

  return (
    <main className="acc-page" data-testid="teacher-login-page">
      <AccountHero title="老师登录" text="使用教务系统开通的手机号和密码登录" />
      <form onSubmit={submit} noValidate>
        <div className="acc-card">
          <AccountField label="手机号" htmlFor="teacher-mobile" error={errors.mobile}>
            <input
              id="teacher-mobile"
              data-testid="account-mobile"
              type="tel"
              maxLength={16}
              placeholder="请输入手机号"
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
          </AccountField>
          <AccountField label="密码" htmlFor="teacher-password" error={errors.password}>
            <input
              id="teacher-password"
              data-testid="teacher-password"
              type="password"
              maxLength={64}
              placeholder="请输入密码"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </AccountField>
        </div>
        {errors.form ? (
          <p className="acc-form-error" data-testid="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <button type="submit" className="acc-submit" data-testid="account-submit" disabled={busy}>
          登录
        </button>
      </form>
    </main>
  );
}
