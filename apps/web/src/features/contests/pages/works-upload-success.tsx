import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { WorkStatus } from '../components/works-parts';
import { LIVE } from '../family-config';
import { useContestPage } from '../use-contest-page';

/** uploadResultsSuccess (上传成功): the work just sent, now under review, the teacher's QR and where to follow it. */
export default function WorksUploadSuccessPage() {
  const page = useContestPage();
  const body = { activityCode: page.activityCode };
  const home = useCall(page.family.calls.getHome, body, { staleTime: LIVE });
  const teacher = useCall(page.family.calls.getTeacherQrcode, body, { enabled: Boolean(home.data?.myEntry) });
  if (home.isPending) return <PageLoading />;
  if (home.isError)
    return <PageError testId="contest-error" error={home.error} onRetry={() => home.refetch()} />;
  const { activity, myEntry } = home.data;
  return (
    <ContestFrame activity={activity} heading="上传成功" testId="works-success-page" hrefOf={page.hrefOf}>
      <section className="ct-card ct-center">
        {myEntry?.mediaUrl ? (
          <>
            <p data-testid="works-success-text">作品已提交，老师会尽快审核，请留意审核结果。</p>
            <WorkStatus entry={myEntry} />
          </>
        ) : (
          <p>还没有找到您提交的作品</p>
        )}
        {teacher.data ? (
          <>
            <img className="ct-qr" src={teacher.data.qrcodeUrl} alt="老师二维码" />
            <p className="ct-muted">
              {teacher.data.teacherName}：{teacher.data.tip}
            </p>
          </>
        ) : null}
        <div className="ct-actions">
          <Link className="ct-btn" to={page.hrefOf('upload') ?? '/'} data-testid="works-see-status">
            查看审核状态
          </Link>
          <Link
            className="ct-plain-link ct-muted"
            to={page.hrefOf('activity') ?? '/'}
            data-testid="works-success-home"
          >
            返回大赛首页
          </Link>
        </div>
      </section>
    </ContestFrame>
  );
}
