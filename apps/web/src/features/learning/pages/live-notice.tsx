import { liveDetail, liveSubscribe } from '@course/contracts/learning-live';
import { formatBeijingDateTime } from '@course/domain/beijing-time';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { callKey } from '../../../lib/query';
import { callApi } from '../../../lib/request';
import { NothingHere, PageError, PageLoading } from '../../../ui/states';
import { Countdown, LiveStatusTag } from '../live/live-stage';
import { useLive, useLiveId } from '../live/use-live';
import { LiveSchedule } from './live-room';
import '../live/live.css';

/**
 * liveNoticeDetail (query liveId, 直播预告; 'not shown' in the spec): the notice of a live: its countdown,
 * teacher, time and introduction; 预约提醒 subscribes (a site message confirms the time); on air it leads into
 * the live room, after it to the replay. The course's other lives below.
 */
export default function LiveNoticePage() {
  const liveId = useLiveId();
  const navigate = useAppNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { answer, tick } = useLive(liveId);
  if (liveId === null)
    return (
      <NothingHere text="直播不存在或链接已失效" wayOn={{ label: '去学习中心', to: getHref('center') }} />
    );
  if (answer.isPending) return <PageLoading />;
  if (answer.isError || !answer.data)
    return <PageError testId="live-error" error={answer.error} onRetry={() => answer.refetch()} />;
  const { live, schedule } = answer.data;
  const room = getHref('qiniu-stream', { params: { id: String(live.id) } });

  const subscribe = async () => {
    setBusy(true);
    try {
      await callApi(liveSubscribe, { body: { liveId: live.id } });
      toast('预约成功，开播时间已发送到消息中心');
      await client.invalidateQueries({ queryKey: callKey(liveDetail) });
    } catch (error) {
      toast((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="lv-page" data-testid="live-notice-page">
      <div className="lv-stage lv-stage-blank">
        <p>
          <LiveStatusTag live={live} testId="live-status" />
        </p>
        {live.status === 'upcoming' ? (
          <>
            <p className="lv-stage-label">距离开播还有</p>
            <Countdown ms={live.startsAt - tick} testId="live-countdown" />
          </>
        ) : (
          <p className="lv-stage-label">
            {live.status === 'live' ? '老师正在直播，快进入直播间' : '直播已结束'}
          </p>
        )}
        <p className="lv-stage-time">{formatBeijingDateTime(live.startsAt)} 开播（北京时间）</p>
      </div>
      <section className="lv-card">
        <h1 data-testid="live-title">{live.title}</h1>
        <p className="lv-meta">主讲：{live.teacherName}</p>
        <p className="lv-meta">
          时间：{formatBeijingDateTime(live.startsAt)} — {formatBeijingDateTime(live.endsAt)}
        </p>
        <p className="lv-meta">课程：{live.courseTitle}</p>
        {live.intro ? <p className="lv-intro">{live.intro}</p> : null}
      </section>
      <div className="lv-actions">
        {live.status === 'upcoming' ? (
          <button
            type="button"
            className="lv-btn"
            data-testid="live-subscribe"
            disabled={busy || live.subscribed}
            onClick={subscribe}
          >
            {live.subscribed ? '已预约' : '预约提醒'}
          </button>
        ) : (
          <button
            type="button"
            className="lv-btn"
            data-testid="live-enter"
            disabled={live.status === 'ended' && !live.replayUrl}
            onClick={() => navigate(room)}
          >
            {live.status === 'live' ? '进入直播间' : live.replayUrl ? '观看回放' : '回放生成中'}
          </button>
        )}
      </div>
      <LiveSchedule lives={schedule} currentId={live.id} />
    </main>
  );
}
