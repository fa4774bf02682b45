import type { Ref } from 'react';

/**
 * The video element as phones need it: plays inline (iOS, the messaging app's X5 browser) instead of going
 * full screen, no download entry, metadata only until played.
 */
export function PhoneVideo(props: {
  ref: Ref<HTMLVideoElement>;
  testId: string;
  poster?: string | undefined;
}) {
  return (
    <video
      ref={props.ref}
      data-testid={props.testId}
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
  );
}
