import { AUDIO_CANNOT_PLAY } from '@course/domain/constants';
import { useEffect, useRef } from 'react';
import { toast } from '../../../app/public/request';
import { PhoneVideo } from '../../../ui/phone-video';
import { attachVideoSource } from '../../../ui/video-source';
import { Watermark } from '../../../ui/watermark';
import { pause as pauseAudio } from '../audio/audio-engine';
import { onLife, onProgress } from '../progress-reporter';
import './video-player.css';

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

    const detach = attachVideoSource(video, src, () => toast(AUDIO_CANNOT_PLAY));
    return () => {
      detach();
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
      <PhoneVideo ref={ref} testId="video-player" poster={props.poster} />
      {props.watermark ? <Watermark learnNumber={props.watermark} /> : null}
    </div>
  );
}
