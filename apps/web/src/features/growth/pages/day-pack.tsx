import { countdownParts, msUntilBeijingMidnight, pad2 } from '@course/domain/beijing-time';
import { useEffect, useState } from 'react';
import { RedPacketPanel } from '../components/red-packet-panel';
import '../components/red-packet-actions.css';
import './day-pack.css';

/** Time until the next Beijing day, when the next daily packet can be opened. */
function NextPackCountdown() {
  const [left, setLeft] = useState(() => msUntilBeijingMidnight(Date.now()));
  useEffect(() => {
    const timer = setInterval(() => setLeft(msUntilBeijingMidnight(Date.now())), 1000);
    return () => clearInterval(timer);
  }, []);
  const p = countdownParts(left);
  return (
    <p className="day-pack-countdown" data-testid="day-pack-countdown">
      距明日红包还有 {pad2(p.hours)}:{pad2(p.minutes)}:{pad2(p.seconds)}
    </p>
  );
}

/** day-pack: the daily red packet, one per Beijing day (refreshed at 00:00 Beijing time). */
export default function DayPackPage() {
  return (
    <main className="red-packet-page" data-testid="day-pack-page">
      <RedPacketPanel code="day-pack" subtitle={() => '每天领一个，零点刷新'} openedNote="今日红包已领取" />
      <NextPackCountdown />
    </main>
  );
}
