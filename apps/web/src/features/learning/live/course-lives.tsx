import { liveList } from '@course/contracts/learning-live';
import { useCall } from '../../../lib/query';
import { LiveSchedule } from '../pages/live-room';
import './live.css';

/** A course's live lessons on its lesson centre (each opens its notice); nothing when the course has none. */
export function CourseLives(props: { courseId: number }) {
  const lives = useCall(liveList, { courseId: props.courseId }, { silent: true });
  const list = lives.data?.list ?? [];
  if (list.length === 0) return null;
  return <LiveSchedule lives={list} currentId={0} always />;
}
