import { AccountText } from '@course/domain/account-rules';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { PageLoading } from '../../../ui/states';
import { personInfoQueryOptions } from '../api/account-calls';
import { AccountHero } from '../components/phone-code-form';
import { ProfileForm } from '../components/profile-form';
import { redirectTarget } from '../redirect-target';
import '../identity-shared.css';

/** fillUserInfo: the learner completes name, gender and birthday (for certificates and the class teacher). */
export default function FillUserInfoPage() {
  const { data: info } = useQuery(personInfoQueryOptions());
  const location = useLocation();
  const navigate = useAppNavigate();
  if (!info) return <PageLoading />;
  return (
    <main className="acc-page" data-testid="fill-user-info-page">
      <AccountHero title="完善个人信息" text="用于学习证书和班主任为您安排课程" />
      <ProfileForm
        info={info}
        fields={['realName', 'gender', 'birthday', 'region']}
        required={['realName', 'gender', 'birthday']}
        submitText="提交"
        onSaved={() => {
          void import('../../../app/public/request').then(({ toast }) => toast(AccountText.saved));
          navigate(
            redirectTarget(location.search, () => getHref('user')),
            { replace: true },
          );
        }}
      />
    </main>
  );
}
