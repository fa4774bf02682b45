import { VoiceCommentText } from '@course/domain/voice-comments';
import { VoiceClip } from '../../../ui/voice-clip';
import { MicrophoneIcon } from './microphone-icon';
import { formatClock, type RecorderLimits, recordingClock } from './recorder-machine';
import { useVoiceRecorder } from './use-voice-recorder';
import './voice-recorder.css';

export type VoiceRecorderProps = RecorderLimits & {
  /** Sends the recording; answers whether it was published (it toasts its own refusals). */
  onPublish: (blob: Blob) => Promise<boolean>;
  /** A message for the person (录音时间太短). */
  onNotice: (text: string) => void;
  /** Before the microphone opens or the preview plays (the lesson's audio is paused). */
  onBeforeSound?: () => void;
  /** Published today, and the day's limit: the line under the button. */
  quota?: { used: number; limit: number };
};

/**
 * The voice comment recorder: tap to start, tap to stop (it stops itself at maxSeconds, the countdown shown),
 * then the preview (play, 重录, 发布). A recording under minSeconds is refused with 录音时间太短; a refused
 * microphone says 请允许使用麦克风, and a tap asks again.
 */
export function VoiceRecorder(props: VoiceRecorderProps) {
  const limits = { minSeconds: props.minSeconds, maxSeconds: props.maxSeconds };
  const recorder = useVoiceRecorder(limits, { onTooShort: () => props.onNotice(VoiceCommentText.tooShort) });
  const { state } = recorder;
  const clock = recordingClock(state, limits);
  const isRecording = state.status === 'recording';
  const quotaLeft = props.quota ? Math.max(0, props.quota.limit - props.quota.used) : null;

  if (state.status === 'preview' || state.status === 'publishing') {
    const isPublishing = state.status === 'publishing';
    return (
      <section
        className="cv-recorder"
        data-testid="voice-recorder"
        data-state={state.status}
        aria-label="录音预览"
      >
        <div className="cv-recorder-preview" data-testid="recorder-preview">
          <VoiceClip
            src={state.clip.url}
            seconds={state.clip.seconds}
            testId="recorder-preview-clip"
            onPlay={props.onBeforeSound}
          />
          <span className="lc-muted">试听后再发布</span>
        </div>
        <div className="cv-recorder-actions">
          <button
            type="button"
            className="lc-btn lc-btn-ghost"
            data-testid="recorder-rerecord"
            disabled={isPublishing}
            onClick={recorder.rerecord}
          >
            重录
          </button>
          <button
            type="button"
            className="lc-btn"
            data-testid="recorder-publish"
            disabled={isPublishing}
            onClick={() => void recorder.publish(props.onPublish)}
          >
            {isPublishing ? '发布中…' : '发布'}
          </button>
        </div>
      </section>
    );
  }

  const message =
    state.status === 'denied'
      ? VoiceCommentText.microphoneDenied
      : state.status === 'failed'
        ? state.message
        : null;
  const hint = isRecording
    ? `还可录 ${clock.left} 秒`
    : state.status === 'requesting'
      ? '正在打开麦克风…'
      : state.status === 'stopping'
        ? '正在结束录音…'
        : `点击开始录音，最长 ${props.maxSeconds} 秒`;
  return (
    <section className="cv-recorder" data-testid="voice-recorder" data-state={state.status} aria-label="录音">
      {message ? (
        <p className="cv-recorder-message" role="alert" data-testid="recorder-message">
          {message}
          {state.status === 'denied' ? <small>在设置中允许使用麦克风后，再点一次录音</small> : null}
        </p>
      ) : null}
      <div className="cv-recorder-main">
        <span
          className={`cv-recorder-time ${isRecording && clock.left <= 10 ? 'is-ending' : ''}`}
          data-testid="recorder-time"
          aria-live="off"
        >
          {formatClock(clock.elapsed)}
        </span>
        <button
          type="button"
          className={`cv-recorder-toggle ${isRecording ? 'is-recording' : ''}`}
          data-testid="recorder-toggle"
          disabled={state.status === 'requesting' || state.status === 'stopping'}
          aria-label={isRecording ? '结束录音' : '开始录音'}
          onClick={() => {
            if (isRecording) return recorder.stop();
            props.onBeforeSound?.();
            void recorder.start();
          }}
        >
          {isRecording ? (
            <svg className="cv-recorder-icon" viewBox="0 0 24 24" aria-hidden="true">
              <rect x="6" y="6" width="12" height="12" rx="2.5" fill="currentColor" />
            </svg>
          ) : (
            <MicrophoneIcon className="cv-recorder-icon" />
          )}
        </button>
        <span className="cv-recorder-label">{isRecording ? '点击结束' : '点击录音'}</span>
      </div>
      <p className="cv-recorder-caption lc-muted" data-testid="recorder-caption">
        {hint}
        {quotaLeft !== null && !isRecording ? ` · 今天还可发布 ${quotaLeft} 条` : ''}
      </p>
    </section>
  );
}
