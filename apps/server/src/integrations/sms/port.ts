/** Sending a verification code by SMS. Two adapters: the sandbox (log + inbox page) and Tencent Cloud SMS. */

export type SmsMessage = { mobile: string; code: string; scene: string; ttlMinutes: number };

export type SmsPort = {
  readonly kind: 'sandbox' | 'tencent';
  send(message: SmsMessage): Promise<void>;
};

/** The provider refused or could not be reached; the message is for the log, not for the learner. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/** The text a learner reads (the sandbox shows it; the real provider's template carries the same words). */
export const smsText = (code: string, ttlMinutes: number) =>
  `【课程学堂】您的验证码是${code}，${ttlMinutes}分钟内有效。如非本人操作，请忽略本短信。`;
