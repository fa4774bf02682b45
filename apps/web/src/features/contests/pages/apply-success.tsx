import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/** applySuccess / shortVideoApplySuccess / apacApplySuccess / apacInviteSuccess: applied, the teacher's QR, next step. */
export default function ApplySuccessPage() {
  const page = useContestPage();
  const body = { activityCode: page.activityCode };
  const home = useCall(page.family.calls.getHome, body, { staleTime: LIVE });
  const teacher = useCall(page.family.calls.getTeacherQrcode, body, { enabled: Boolean(home.data?.myEntry) });
  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, myEntry } = home.data;
  return (
    <ContestFrame
      activity={activity}
      heading="报名成功"
      testId="contest-apply-success-page"
      hrefOf={page.hrefOf}
    >
      <section className="ct-card ct-center">
        {myEntry ? (
          <>
            <p data-testid="contest-entry-no">
              {myEntry.realName}，您的参赛编号 <strong>{myEntry.entryNo}</strong>
            </p>
            {teacher.data ? (
              <>
                <img className="ct-qr" src={teacher.data.qrcodeUrl} alt="老师二维码" />
                <p className="ct-muted">
                  {teacher.data.teacherName}：{teacher.data.tip}
                </p>
              </>
            ) : null}
            <Link className="ct-btn" to={page.hrefOf('upload') ?? '/'} data-testid="contest-go-upload">
              上传{page.family.entryWord}
            </Link>
          </>
        ) : (
          <>
            <p>还没有找到您的报名</p>
            <Link className="ct-btn" to={page.hrefOf('apply') ?? '/'}>
              去报名
            </Link>
          </>
        )}
      </section>
    </ContestFrame>
  );
}
