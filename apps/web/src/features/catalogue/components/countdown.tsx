import { countdownParts, pad2 } from '@course/domain/beijing-time';
import { useEffect, useState } from 'react';
import './countdown.css';

export function Countdown(props: { endsAt: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const { days, hours, minutes, seconds } = countdownParts(props.endsAt - now);
  return (
    <span className="lc-countdown" data-testid="countdown">
      {days > 0 ? `${days}天 ` : ''}
      {pad2(hours)}:{pad2(minutes)}:{pad2(seconds)}
    </span>
  );
}
