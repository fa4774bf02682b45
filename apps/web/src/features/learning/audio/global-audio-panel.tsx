import { GLOBAL_AUDIO_TIMER_MS } from '@course/domain/constants';
import { formatDuration } from '@course/domain/course-subjects';
import { useEffect, useRef } from 'react';
import { getHref, useAppNavigate, useRouteEntry } from '../../../app/public/navigation';
import { clearResource, pause, play, setLockedTrackHandler, syncResource } from './audio-engine';
import { useAudioStore } from './audio-store';
import './spin.css';
import './global-audio-panel.css';

/** Pages that show the full player themselves. */
const PLAYER_PAGES = new Set(['audioDetail', 'listenbook-detail']);

/**
 * The global audio panel: shown on every other page while a resource is set, with play/pause and close
 * (close clears the resource). A 1 s timer keeps the resource's time; the audio pauses while the page is
 * hidden and plays again when it is visible. It sits above the page's own bottom bar (tab bar, buy bar …) and
 * under the 首页 button (app/shell/floating-stack.ts).
 */
export function GlobalAudioPanel() {
  const resource = useAudioStore((s) => s.resource);
  const playStatus = useAudioStore((s) => s.playStatus);
  const entry = useRouteEntry();
  const navigate = useAppNavigate();
  const pausedByHiding = useRef(false);
  const playing = playStatus === 'playing';
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // next or auto-advance onto a track that buying opens offers the purchase (loaded when needed)
  useEffect(
    () =>
      setLockedTrackHandler((courseId) => {
        void import('../../catalogue/components/purchase-offer').then((m) =>
          m.offerPurchase(courseId, (href) => navigateRef.current(href)),
        );
      }),
    [],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(syncResource, GLOBAL_AUDIO_TIMER_MS);
    return () => clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    const onVisibility = () => {
      const state = useAudioStore.getState();
      if (document.visibilityState === 'hidden') {
        if (state.playStatus === 'playing') {
          pausedByHiding.current = true;
          pause();
        }
      } else if (pausedByHiding.current) {
        pausedByHiding.current = false;
        void play();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const shown = resource !== null && !(entry && PLAYER_PAGES.has(entry.name));
  useEffect(() => {
    document.body.classList.toggle('has-audio-panel', shown);
    return () => document.body.classList.remove('has-audio-panel');
  }, [shown]);
  if (!shown || !resource) return null;

  const open = () =>
    navigate(
      getHref('audioDetail', {
        query: {
          knowledgeRootId: resource.knowledgeRootId,
          goodsCategoryModuleId: resource.goodsCategoryModuleId ?? undefined,
          id: resource.id,
        },
      }),
    );
  return (
    <aside className="lc-panel" data-testid="audio-global-panel" data-status={playing ? 'playing' : 'paused'}>
      <button type="button" className="lc-panel-main" onClick={open}>
        <img className={playing ? 'is-spinning' : ''} src={resource.knowledgeRootHeadImg} alt="" />
        <span className="lc-panel-text">
          <span className="lc-panel-name">{resource.name}</span>
          <small data-testid="audio-global-time">
            {formatDuration(resource.originCurrentTime)} /{' '}
            {resource.duration || formatDuration(resource.originDuration)}
          </small>
        </span>
      </button>
      <button
        type="button"
        className="lc-panel-toggle"
        data-testid="audio-global-toggle"
        aria-label={playing ? '暂停' : '播放'}
        onClick={() => (playing ? pause() : void play())}
      >
        {playing ? '❚❚' : '▶'}
      </button>
      <button
        type="button"
        className="lc-panel-close"
        data-testid="audio-global-close"
        aria-label="关闭"
        onClick={clearResource}
      >
        ×
      </button>
    </aside>
  );
}

export default GlobalAudioPanel;
