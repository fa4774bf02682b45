import { AccountText } from '@course/domain/account-rules';
import { maskPhone } from '@course/domain/masking';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { getHref } from '../../../app/public/navigation';
import { PageError, PageLoading } from '../../../ui/states';
import { personInfoQueryOptions } from '../api/account-calls';
import { ProfileForm } from '../components/profile-form';
import '../identity-shared.css';

/** personalInfo: avatar, learn number and mobile (read-only), nickname, gender, birthday and region (editable). */
export default function PersonalInfoPage() {
  const { data: info, error, refetch } = useQuery(personInfoQueryOptions());
  // a failed load says so, with 重新加载, instead of spinning on
  if (!info && error) return <PageError error={error} onRetry={() => void refetch()} />;
  if (!info) return <PageLoading />;
  return (
    <main className="acc-page" data-testid="personal-info-page">
      <section className="acc-card">
        <div className="acc-field">
          <span>头像</span>
          <span className="acc-field-value">
            {info.avatarUrl ? (
              <img src={info.avatarUrl} alt="" width={40} height={40} style={{ borderRadius: '50%' }} />
            ) : (
              '微信头像'
            )}
          </span>
        </div>
        <div className="acc-field">
          <span>学号</span>
          <span className="acc-field-value">{info.learnNumber ?? '—'}</span>
        </div>
        <div className="acc-field">
          <span>手机号</span>
          {info.mobile ? (
            <span className="acc-field-value">{maskPhone(info.mobile)}</span>
          ) : (
            <Link
              className="acc-field-value"
              to={getHref('register', { query: { redirect: 'personalInfo' } })}
            >
              去绑定
            </Link>
          )}
        </div>
      </section>
      <ProfileForm
        info={info}
        fields={['nickname', 'gender', 'birthday', 'region']}
        required={['nickname']}
        submitText="保存"
        onSaved={() =>
          void import('../../../app/public/request').then(({ toast }) => toast(AccountText.saved))
        }
      />
    </main>
  );
}
