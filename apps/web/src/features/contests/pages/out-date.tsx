import { getActivity } from '@course/contracts/contests-activity';
import { Link } from 'react-router';
import { useCall } from '../../../lib/query';
import { PageError, PageLoading } from '../../../ui/states';
import { ContestFrame } from '../components/contest-frame';
import { useContestPage } from '../use-contest-page';

/** outDate / shortVideoOutDate / apacOutDate: the contest has ended (or not begun); the way to its results. */
export default function OutDatePage() {
  const page = useContestPage();
  const activity = useCall(getActivity, { activityCode: page.activityCode });
  if (activity.isPending) return <PageLoading />;
  if (activity.isError)
    return <PageError testId="contest-error" error={activity.error} onRetry={() => activity.refetch()} />;
  const a = activity.data;
  const upcoming = a.state === 'upcoming';
  return (
    <ContestFrame
      activity={a}
      heading={upcoming ? '活动未开始' : '活动已结束'}
      testId="contest-out-date-page"
      hrefOf={page.hrefOf}
    >
      <section className="ct-card ct-center">
        <p>{upcoming ? '大赛还未开始，敬请期待' : '本次大赛已结束，感谢您的关注'}</p>
        <Link className="ct-btn" to={page.hrefOf('voteResult') ?? '/'}>
          查看比赛结果
        </Link>
      </section>
    </ContestFrame>
  );
}
