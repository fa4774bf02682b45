import { countdownParts, formatBeijing, pad2 } from '@course/domain/beijing-time';
import { useEffect, useMemo, useState } from 'react';
import './team-countdown.css';

/**
 * Time left until a team's deadline, ticking each second on the server's clock: the answer's `serverNow` fixes
 * the phone's offset, so a phone set wrong still shows the server's countdown. The deadline is in Beijing time.
 */
export function TeamCountdown(props: { deadlineAt: number; serverNow: number; onEnd?: () => void }) {
  const offset = useMemo(() => props.serverNow - Date.now(), [props.serverNow]);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  const left = props.deadlineAt - now;
  const over = left <= 0;
  const { onEnd } = props;
  useEffect(() => {
    if (over) onEnd?.();
  }, [over, onEnd]);
  const { days, hours, minutes, seconds } = countdownParts(Math.max(left, 0));
  return (
    <div className="gb-countdown" data-testid="group-countdown">
      <span className="gb-countdown-label">{over ? '已截止' : '剩余'}</span>
      {days > 0 ? <b>{days}天</b> : null}
      <b>{pad2(hours)}</b>:<b>{pad2(minutes)}</b>:<b>{pad2(seconds)}</b>
      <span className="gb-countdown-end" data-testid="group-deadline">
        {formatBeijing(props.deadlineAt, 'M月D日 HH:mm')}截止
      </span>
    </div>
  );
}
