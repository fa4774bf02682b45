/**
 * The content-check port (issue 16, `/imgCheck/imgCheck` and the couplet text): a moderation service says
 * whether an image or a text may be shown. The sandbox adapter stands in for the real service: it refuses a
 * text holding one of its banned words, and an image whose bytes carry the marker `SANDBOX-REFUSE` (a test or
 * a person triggers a refusal by uploading such a file), so both answers can be exercised end to end.
 */
export type ModerationVerdict = { pass: true } | { pass: false; reason: string };

/**
 * Which adapter answers. Only the sandbox exists; a real service's adapter adds its name here, and the privacy
 * list's mode mapping (identity/privacy-lists.ts) must then say how it is reported.
 */
export type ModerationKind = 'sandbox';

export type ModerationPort = {
  kind: ModerationKind;
  checkImage(bytes: Buffer): Promise<ModerationVerdict>;
  checkText(text: string): Promise<ModerationVerdict>;
};

export const SANDBOX_REFUSE_MARKER = 'SANDBOX-REFUSE';
export const SANDBOX_BANNED_WORDS = ['赌博', '色情', '毒品', '违禁词'] as const;

export function createSandboxModeration(): ModerationPort {
  return {
    kind: 'sandbox',
    async checkImage(bytes) {
      return bytes.includes(SANDBOX_REFUSE_MARKER)
        ? { pass: false, reason: '图片内容不合规，请更换图片' }
        : { pass: true };
    },
    async checkText(text) {
      const word = SANDBOX_BANNED_WORDS.find((w) => text.includes(w));
      return word ? { pass: false, reason: `内容包含敏感词“${word}”，请修改后再提交` } : { pass: true };
    },
  };
}
