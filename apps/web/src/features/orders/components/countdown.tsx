import { useEffect, useState } from 'react';
import { formatRemaining } from '../handoff';
import './countdown.css';

/** Time left until `until` (ISO), ticking each second; `onEnd` once it reaches zero. */
export function Countdown({ until, onEnd }: { until: string; onEnd?: () => void }) {
  const end = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = end - now;
  const isOver = left <= 0;
  useEffect(() => {
    if (isOver) onEnd?.();
  }, [isOver, onEnd]);
  return (
    <span className="od-countdown" data-testid="pay-countdown">
      {formatRemaining(left)}
    </span>
  );
}
