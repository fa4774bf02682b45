import { useEffect, useRef, useState } from 'react';
import { PhoneVideo } from './phone-video';
import { showToast } from './toast';
import { attachVideoSource } from './video-source';
import './stream-player.css';

/**
 * A live stream or a recorded video in the page (the live room, the live-stream landing, a study-tour station's
 * classroom): HLS natively where the browser plays it (Safari, the messaging app on iOS), else through hls.js
 * loaded only on the page that plays one (`attachVideoSource`). `live` starts playing muted at once (a browser
 * lets only muted video start by itself) with a button to turn the sound on, and shows the 直播中 badge.
 */
export function StreamPlayer(props: { src: string; testId: string; live?: boolean; poster?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(Boolean(props.live));
  const { src, live } = props;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (live) {
      video.muted = true;
      video.autoplay = true;
    }
    const detach = attachVideoSource(video, src, () =>
      showToast(live ? '直播信号中断，请稍后重试' : '视频加载失败，请稍后重试'),
    );
    if (live) void video.play().catch(() => undefined);
    return detach;
  }, [src, live]);

  return (
    <div className="ui-stream">
      <PhoneVideo ref={ref} testId={props.testId} poster={props.poster} />
      {live ? <span className="ui-stream-badge">直播中</span> : null}
      {live && muted ? (
        <button
          type="button"
          className="ui-stream-unmute"
          data-testid={`${props.testId}-unmute`}
          onClick={() => {
            const video = ref.current;
            if (!video) return;
            video.muted = false;
            void video.play().catch(() => undefined);
            setMuted(false);
          }}
        >
          点击开启声音
        </button>
      ) : null}
    </div>
  );
}
