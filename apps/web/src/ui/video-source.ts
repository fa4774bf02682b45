/** A stream (HLS playlist) rather than a file. */
export const isStream = (url: string): boolean => /\.m3u8(\?|#|$)/i.test(url);

/**
 * Whether to hand HLS to the browser itself: it says it plays the HLS type (`canPlayType`) and has no classic
 * Media Source Extensions for hls.js (Safari and the messaging app on iPhone). Then hls.js is never loaded.
 * Desktop and Android browsers that also claim HLS keep hls.js, whose live playback behaves the same everywhere.
 */
export const nativeHls = (video: HTMLVideoElement): boolean =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '' && typeof window.MediaSource === 'undefined';

/**
 * Plays `src` in `video`: an HLS stream natively where the browser plays HLS itself (`nativeHls`), else
 * through hls.js (loaded only then) where the browser has Media Source Extensions, else natively. `data-engine` says which. `onFatal` hears an
 * unrecoverable stream error. Returns the cleanup.
 */
export function attachVideoSource(video: HTMLVideoElement, src: string, onFatal: () => void): () => void {
  let destroyed = false;
  let hls: { destroy(): void } | null = null;
  const native = () => {
    video.src = src;
    video.dataset.engine = 'native';
  };
  if (isStream(src) && nativeHls(video)) {
    native();
  } else if (isStream(src)) {
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed) return;
      if (!Hls.isSupported()) return native();
      const instance = new Hls({ enableWorker: false });
      instance.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) onFatal();
      });
      instance.loadSource(src);
      instance.attachMedia(video);
      hls = instance;
      video.dataset.engine = 'hls.js';
    });
  } else {
    native();
  }
  return () => {
    destroyed = true;
    hls?.destroy();
  };
}
