/** Rules of a learner's message to customer service (客服留言), checked by the page and the server alike. */

export const FEEDBACK_MIN_CHARS = 5;
export const FEEDBACK_MAX_CHARS = 500;
/** At most this many messages a learner may leave per Beijing day. */
export const FEEDBACK_DAILY_LIMIT = 5;

/** The readable reason a message cannot be sent, or null when it can. Counts characters, not UTF-16 units. */
export function feedbackContentError(content: string): string | null {
  const length = [...content.trim()].length;
  if (length < FEEDBACK_MIN_CHARS) return `请至少输入 ${FEEDBACK_MIN_CHARS} 个字`;
  if (length > FEEDBACK_MAX_CHARS) return `最多输入 ${FEEDBACK_MAX_CHARS} 个字`;
  return null;
}
