import { getHref, useAppNavigate } from '../../../app/public/navigation';
import { MicrophoneIcon } from '../voice/microphone-icon';
import './voice-comment-entry.css';

/** The lesson pages' way to the lesson's voice comments (commentVoice): listen to others, record one's own. */
export function VoiceCommentEntry(props: { sectionId: number }) {
  const navigate = useAppNavigate();
  return (
    <button
      type="button"
      className="lc-block lc-voice-entry"
      data-testid="voice-comment-entry"
      onClick={() => navigate(getHref('commentVoice', { query: { sectionId: props.sectionId } }))}
    >
      <span className="lc-voice-entry-icon" aria-hidden="true">
        <MicrophoneIcon />
      </span>
      <span className="lc-voice-entry-text">
        <strong>语音点评</strong>
        <small>听听同学们的心得，也录一段你的收获</small>
      </span>
      <span className="lc-voice-entry-go" aria-hidden="true">
        ›
      </span>
    </button>
  );
}
