import { AUDIO_SPEEDS } from '@course/domain/constants';
import { formatDuration } from '@course/domain/course-subjects';
import { useGestures } from '../../../lib/gestures';
import { CoverImage } from '../../../ui/cover-image';
import { close, collapse, expand, hasNext, next, seek, setSpeed, toggle } from './audio-engine';
import { useAudioStore } from './audio-store';
import './spin.css';
import './audio-player.css';

/**
 * The audio player: playing/paused, expanded/collapsed (swipe up collapses, swipe down expands, 30 px),
 * speeds 0.75/1/1.5/2, next, close. It shows the store's current track; pages put tracks in with play/cue.
 */
export function AudioPlayer() {
  const { current, playStatus, expanded, visible, speed, currentTime, duration } = useAudioStore();
  const bindGestures = useGestures({
    onSwipe: (direction) => {
      if (direction === 'up') collapse();
      if (direction === 'down') expand();
    },
  });
  if (!visible || !current) return null;
  const playing = playStatus === 'playing';
  const percent = duration > 0 ? Math.min(100, (currentTime / duration) * 100) : 0;
  return (
    <section
      className={`lc-player ${expanded ? 'lc-player-expanded' : 'lc-player-collapsed'}`}
      data-testid="audio-player"
      data-status={playStatus}
      data-expanded={expanded}
      data-speed={speed}
      data-track-id={current.id}
      {...bindGestures()}
    >
      <div className="lc-player-handle" aria-hidden="true" />
      {expanded ? (
        <>
          {/* a disc: the cover blurred fills it, the whole cover sits on it as its label (a 16:9 cover cut to a
              circle lost the ends of the title it shows) */}
          <span
            className={`lc-player-cover ${playing ? 'is-spinning' : ''}`}
            data-testid="audio-cover"
            style={
              current.cover
                ? ({ '--lc-cover': `url("${current.cover.replace(/"/g, '%22')}")` } as React.CSSProperties)
                : undefined
            }
          >
            <CoverImage src={current.cover} alt="" />
          </span>
          <h2 className="lc-player-title" data-testid="audio-title">
            {current.title}
          </h2>
          <p className="lc-player-artist">{current.artist}</p>
          <input
            className="lc-player-seek"
            type="range"
            min={0}
            max={Math.max(duration, 0.001)}
            step={0.1}
            value={Math.min(currentTime, duration)}
            onChange={(e) => seek(Number(e.target.value))}
            aria-label="播放进度"
            style={{ '--lc-seek': `${percent}%` } as React.CSSProperties}
          />
          <div className="lc-player-times">
            <span data-testid="audio-current-time">{formatDuration(currentTime)}</span>
            <span data-testid="audio-duration">{formatDuration(duration)}</span>
          </div>
          <fieldset className="lc-player-speeds" aria-label="倍速">
            {AUDIO_SPEEDS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={speed === s}
                className={speed === s ? 'is-active' : ''}
                data-testid={`audio-speed-${s}`}
                onClick={() => setSpeed(s)}
              >
                {s}x
              </button>
            ))}
          </fieldset>
          <div className="lc-player-controls">
            <button type="button" className="lc-player-small" onClick={collapse} data-testid="audio-collapse">
              收起
            </button>
            <button
              type="button"
              className="lc-player-toggle"
              data-testid="audio-toggle"
              aria-label={playing ? '暂停' : '播放'}
              onClick={() => void toggle()}
            >
              {playing ? '❚❚' : '▶'}
            </button>
            <button
              type="button"
              className="lc-player-small"
              data-testid="audio-next"
              disabled={!hasNext()}
              onClick={() => next()}
            >
              下一节
            </button>
          </div>
          <button
            type="button"
            className="lc-player-close"
            data-testid="audio-close"
            onClick={close}
            aria-label="关闭"
          >
            ×
          </button>
        </>
      ) : (
        <div className="lc-player-mini">
          <CoverImage src={current.cover} alt="" />
          <button type="button" className="lc-player-mini-title" onClick={expand} data-testid="audio-expand">
            {current.title}
            <small>
              {formatDuration(currentTime)} / {formatDuration(duration)} · {speed}x
            </small>
          </button>
          <button
            type="button"
            className="lc-player-toggle lc-player-toggle-small"
            data-testid="audio-toggle"
            aria-label={playing ? '暂停' : '播放'}
            onClick={() => void toggle()}
          >
            {playing ? '❚❚' : '▶'}
          </button>
          <button
            type="button"
            className="lc-player-close-mini"
            data-testid="audio-close"
            onClick={close}
            aria-label="关闭"
          >
            ×
          </button>
        </div>
      )}
      <div className="lc-player-progress" style={{ width: `${percent}%` }} aria-hidden="true" />
    </section>
  );
}
