import type { TLive } from '@course/contracts/learning-live';
import { countdownParts, formatBeijingDateTime, pad2 } from '@course/domain/beijing-time';
import { useCallback, useEffect, useState } from 'react';
import { StreamPlayer } from '../../../ui/stream-player';
import './live.css';

/** The server's clock on this device: the answer's `serverNow` against the device clock when it arrived. */
export function useServerClock(serverNow: number | undefined): () => number {
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    if (serverNow !== undefined) setOffset(serverNow - Date.now());
  }, [serverNow]);
  return useCallback(() => Date.now() + offset, [offset]);
}

/**
 * Ticks every second and calls `onChange` once the live's schedule passes a boundary (its start, its end), so
 * the page asks the server again for the stream or the replay.
 */
export function useLiveTick(live: TLive | undefined, now: () => number, onChange: () => void): number {
  const [tick, setTick] = useState(() => now());
  useEffect(() => {
    if (!live) return;
    const boundary = live.status === 'upcoming' ? live.startsAt : live.status === 'live' ? live.endsAt : null;
    let fired = false;
    const timer = window.setInterval(() => {
      const t = now();
      setTick(t);
      if (boundary !== null && t >= boundary && !fired) {
        fired = true;
        onChange();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [live, now, onChange]);
  return tick;
}

/** Days, hours, minutes and seconds to the start (天 only when a day or more is left). */
export function Countdown(props: { ms: number; testId: string }) {
  const p = countdownParts(props.ms);
  const cells: [string, string][] = [
    ...(p.days > 0 ? ([[String(p.days), '天']] as [string, string][]) : []),
    [pad2(p.hours), '时'],
    [pad2(p.minutes), '分'],
    [pad2(p.seconds), '秒'],
  ];
  return (
    <div className="lv-countdown" data-testid={props.testId}>
      {cells.map(([n, unit]) => (
        <span key={unit}>
          <b>{n}</b>
          {unit}
        </span>
      ))}
    </div>
  );
}

/**
 * The stage of a live: before the start the countdown on the cover, while on the stream (HLS), after it the
 * replay (or a note that the replay is being prepared). A learner who may not watch sees why.
 */
export function LiveStage(props: { live: TLive; now: number }) {
  const { live, now } = props;
  if (!live.canWatch)
    return (
      <div className="lv-stage lv-stage-blank" data-testid="live-stage-locked">
        <p>购买课程后即可观看本场直播</p>
      </div>
    );
  if (live.status === 'live' && live.streamUrl)
    return (
      <div className="lv-stage" data-testid="live-stage-live">
        <StreamPlayer src={live.streamUrl} testId="live-video" live poster={live.coverUrl || undefined} />
      </div>
    );
  if (live.status === 'ended')
    return live.replayUrl ? (
      <div className="lv-stage" data-testid="live-stage-replay">
        <StreamPlayer src={live.replayUrl} testId="live-replay" poster={live.coverUrl || undefined} />
      </div>
    ) : (
      <div className="lv-stage lv-stage-blank" data-testid="live-stage-ended">
        <p>直播已结束，回放生成中</p>
      </div>
    );
  return (
    <div className="lv-stage lv-stage-blank" data-testid="live-stage-upcoming">
      <p className="lv-stage-label">距离开播还有</p>
      <Countdown ms={live.startsAt - now} testId="live-countdown" />
      <p className="lv-stage-time">{formatBeijingDateTime(live.startsAt)} 开播（北京时间）</p>
    </div>
  );
}

/** 未开始 / 直播中 / 已结束 as a coloured tag. */
export function LiveStatusTag(props: { live: TLive; testId?: string }) {
  return (
    <span className={`lv-tag lv-tag-${props.live.status}`} data-testid={props.testId}>
      {props.live.statusText}
    </span>
  );
}
