import { AUDIO_CANNOT_PLAY } from '@course/domain/constants';
import { useEffect, useRef } from 'react';
import { toast } from '../../../app/request-handlers';
import { Watermark } from '../../../ui/watermark';
import { pause as pauseAudio } from '../audio/audio-engine';
import { onLife, onProgress } from '../progress-reporter';

/** A stream (HLS playlist) rather than a file. */
export const isStream = (url: string): boolean => /\.m3u8(\?|#|$)/i.test(url);

/**
 * Native video; an HLS stream plays through hls.js (loaded only then) where the browser has Media Source
 * Extensions, else natively (iOS). Progress is reported like audio (type 2). The watermark covers paid videos.
 */
export function VideoPlayer(props: {
  src: string;
  sectionId: number;
  poster?: string;
  watermark?: string | null;
  onEnded?: () => void;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const { src, sectionId, onEnded } = props;
  const endedRef = useRef(onEnded);
  endedRef.current = onEnded;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let destroyed = false;
    let hls: { destroy(): void } | null = null;
    let canPlayReported = false;
    const duration = () => (Number.isFinite(video.duration) ? video.duration : 0);
    const onTime = () => onProgress(sectionId, video.currentTime, duration(), 2);
    const onCanPlay = () => {
      if (canPlayReported) return;
      canPlayReported = true;
      onLife('canplay', sectionId, video.currentTime, duration(), 2);
    };
    const onPause = () => {
      if (!video.ended) onLife('pause', sectionId, video.currentTime, duration(), 2);
    };
    const onEnd = () => {
      onLife('ended', sectionId, duration(), duration(), 2);
      endedRef.current?.();
    };
    const onPlay = () => pauseAudio();
    const onError = () => toast(AUDIO_CANNOT_PLAY);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('canplay', onCanPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onEnd);
    video.addEventListener('play', onPlay);
    video.addEventListener('error', onError);

    if (isStream(src)) {
      void import('hls.js').then(({ default: Hls }) => {
        if (destroyed) return;
        if (Hls.isSupported()) {
          const instance = new Hls({ enableWorker: false });
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) toast(AUDIO_CANNOT_PLAY);
          });
          instance.loadSource(src);
          instance.attachMedia(video);
          hls = instance;
          video.dataset.engine = 'hls.js';
        } else {
          video.src = src;
          video.dataset.engine = 'native';
        }
      });
    } else {
      video.src = src;
      video.dataset.engine = 'native';
    }
    return () => {
      destroyed = true;
      hls?.destroy();
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('canplay', onCanPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onEnd);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('error', onError);
    };
  }, [src, sectionId]);

  return (
    <div className="lc-video">
      <video
        ref={ref}
        data-testid="video-player"
        controls
        playsInline
        webkit-playsinline="true"
        x5-playsinline="true"
        preload="metadata"
        poster={props.poster}
        controlsList="nodownload"
      >
        <track kind="captions" />
      </video>
      {props.watermark ? <Watermark learnNumber={props.watermark} /> : null}
    </div>
  );
}
