import { type FormEvent, useState } from 'react';
import { useAppNavigate } from '../../../app/public/navigation';
import { useCall } from '../../../lib/query';
import { ApiError, callApi } from '../../../lib/request';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/**
 * memoryApply / shortVideoApply / apacApply and apacInviteApply: judgeUserType says whether the learner may
 * apply (and whether they already did); the form asks the contestant's name (and the region for apac).
 */
export default function ContestApplyPage() {
  const page = useContestPage();
  const navigate = useAppNavigate();
  const body = { activityCode: page.activityCode };
  const activity = useCall(page.family.calls.getHome, body, { staleTime: LIVE });
  const judge = useCall(page.family.judge, body, { staleTime: LIVE });
  const [realName, setRealName] = useState('');
  const [region, setRegion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (activity.isPending || judge.isPending) return <PageLoading />;
  if (activity.isError || judge.isError)
    return (
      <PageError
        testId="contest-error"
        error={activity.error ?? judge.error}
        onRetry={() => {
          activity.refetch();
          judge.refetch();
        }}
      />
    );
  const a = activity.data.activity;
  const j = judge.data;
  const successPage = page.page === 'inviteApply' ? 'inviteSuccess' : 'applySuccess';
  // apacInviteApply from a contestant's share link: their entry, recorded with this learner's entry.
  const inviter = page.page === 'inviteApply' ? Number(page.params.get('inviter')) : 0;
  const inviterEntryId = Number.isSafeInteger(inviter) && inviter > 0 ? inviter : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (realName.trim().length < 2) return setError('请填写参赛者姓名（2-20个字）');
    if (a.askRegion && !region.trim()) return setError('请填写所在赛区');
    setBusy(true);
    try {
      await callApi(page.family.calls.apply, {
        body: {
          activityCode: page.activityCode,
          realName: realName.trim(),
          ...(a.askRegion ? { region: region.trim() } : {}),
          ...(inviterEntryId ? { inviterEntryId } : {}),
        },
      });
      navigate(page.hrefOf(successPage) ?? '/', { replace: true });
    } catch (e) {
      setError(e instanceof ApiError ? e.msg : '报名失败，请稍后重试');
      judge.refetch();
    } finally {
      setBusy(false);
    }
  }

  return (
    <ContestFrame activity={a} heading="大赛报名" testId="contest-apply-page" hrefOf={page.hrefOf}>
      <section className="ct-card">
        {j.applied ? (
          <div className="ct-center" data-testid="contest-applied">
            <p>您已报名本次大赛</p>
            <button type="button" className="ct-btn" onClick={() => navigate(page.hrefOf('upload') ?? '/')}>
              去上传作品
            </button>
          </div>
        ) : !j.eligible ? (
          <p className="ct-notice" data-testid="contest-not-eligible">
            {j.reason}
          </p>
        ) : (
          <form onSubmit={submit} noValidate>
            <label className="ct-field">
              <span>参赛者姓名</span>
              <input
                data-testid="contest-apply-name"
                value={realName}
                maxLength={20}
                onChange={(e) => setRealName(e.target.value)}
                placeholder="请输入真实姓名，将印在证书上"
              />
            </label>
            {a.askRegion ? (
              <label className="ct-field">
                <span>所在赛区</span>
                <input
                  data-testid="contest-apply-region"
                  value={region}
                  maxLength={40}
                  onChange={(e) => setRegion(e.target.value)}
                  placeholder="如：新加坡、吉隆坡、香港"
                />
              </label>
            ) : null}
            <button
              type="submit"
              className="ct-btn ct-btn-block"
              disabled={busy}
              data-testid="contest-apply-submit"
            >
              {busy ? '提交中…' : '确认报名'}
            </button>
            {error ? (
              <p className="ct-notice" data-testid="contest-apply-error">
                {error}
              </p>
            ) : null}
          </form>
        )}
      </section>
    </ContestFrame>
  );
}
