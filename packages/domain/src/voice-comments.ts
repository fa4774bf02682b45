/**
 * Voice comments on lessons (语音点评, commentVoice): the rules the recorder on the phone and the server share.
 * The file's byte limit is the upload contract's (`VOICE_COMMENT_MAX_BYTES` in @course/contracts/learning-voice).
 */

/** A recording shorter than this is refused on the phone (录音时间太短) and by the server. */
export const VOICE_MIN_SECONDS = 1;
/** The recorder stops itself here; the server refuses a longer file. */
export const VOICE_MAX_SECONDS = 60;
/**
 * What the server allows around those bounds: the container's duration is the recorded time give or take an
 * audio frame and the moment the recorder's stop arrives (a 60 s recording measures 60.02 s, a 1.0 s one 0.98 s).
 */
export const VOICE_DURATION_TOLERANCE_SECONDS = 0.5;
/** Voice comments a learner may publish per Beijing day, over all lessons; deleted ones count too. */
export const VOICE_DAILY_LIMIT = 20;

/**
 * The recorder's container in order of preference: Opus in WebM (Chromium, Android's web views, Firefox),
 * AAC in MP4 (Safari and iOS web views, which have no WebM recorder). The server re-encodes either to AAC.
 */
export const VOICE_RECORDER_TYPES = [
  'audio/webm;codecs=opus',
  'audio/webm',
  'audio/mp4',
  'audio/ogg;codecs=opus',
] as const;

/** The first type the browser's MediaRecorder supports, or null (no recorder: an old web view). */
export function pickRecorderType(isTypeSupported: (type: string) => boolean): string | null {
  return VOICE_RECORDER_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** The whole seconds a recording is shown and stored with: rounded, at least 1. */
export function voiceSeconds(durationSeconds: number): number {
  return Math.max(1, Math.round(durationSeconds));
}

/** A voice clip's length as the messaging app writes it: `8″`, `60″`, `1′05″` past a minute. */
export function formatVoiceDuration(seconds: number): string {
  const whole = voiceSeconds(seconds);
  if (whole <= 60) return `${whole}″`;
  return `${Math.floor(whole / 60)}′${String(whole % 60).padStart(2, '0')}″`;
}

/** The texts both sides show. */
export const VoiceCommentText = {
  tooShort: '录音时间太短',
  microphoneDenied: '请允许使用麦克风',
  noRecorder: '当前浏览器不支持录音，请在微信中打开或升级浏览器',
  signInToPost: '登录后才能发布语音点评',
  ownersOnly: '购买本课程后才能发布语音点评',
  notYours: '只能删除自己的语音点评',
  dailyLimit: `每天最多发布 ${VOICE_DAILY_LIMIT} 条语音点评，今天的次数已用完，明天再来吧`,
} as const;
