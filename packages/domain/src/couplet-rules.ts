/**
 * The spring-couplet rule (issue 16), used by the make page as the learner types and by the server on submit:
 * the second line (下联) is Chinese characters only (no letters, digits, spaces or punctuation), and exactly as
 * long as the first line (上联), counted in characters without its punctuation; first lines run 5 to 11
 * characters. Banned words are the moderation port's business on the server, not this rule's.
 */

export const COUPLET_MIN_CHARS = 5;
export const COUPLET_MAX_CHARS = 11;

const HAN = /^\p{Script=Han}+$/u;

/** The characters of a line that count: Han characters only (a first line may carry punctuation). */
export const coupletChars = (line: string): string[] => [...line].filter((c) => HAN.test(c));

export type CoupletProblem = 'empty' | 'notChinese' | 'lengthMismatch' | 'tooShort' | 'tooLong';

export const COUPLET_PROBLEM_TEXT: Record<CoupletProblem, string> = {
  empty: '请写下您的下联',
  notChinese: '下联只能是汉字，不能有字母、数字、空格或标点',
  lengthMismatch: '下联的字数要与上联相同',
  tooShort: `下联至少 ${COUPLET_MIN_CHARS} 个字`,
  tooLong: `下联最多 ${COUPLET_MAX_CHARS} 个字`,
};

/** The problem with a second line for a first line, or null when it may be submitted. */
export function coupletProblem(firstLine: string, secondLine: string): CoupletProblem | null {
  const second = secondLine.trim();
  if (second.length === 0) return 'empty';
  if (!HAN.test(second)) return 'notChinese';
  const length = [...second].length;
  if (length < COUPLET_MIN_CHARS) return 'tooShort';
  if (length > COUPLET_MAX_CHARS) return 'tooLong';
  if (length !== coupletChars(firstLine).length) return 'lengthMismatch';
  return null;
}
