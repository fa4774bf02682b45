import { createHash, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * One key per purpose, derived from the server's master secret (SERVER_SECRET) with HKDF-SHA256, so that a key
 * that leaks (an invoice link's, say) opens nothing else: HKDF is one-way, and each purpose has its own `info`.
 * The key of operator calls (`SIGN:` calls) is not derived: it is SIGN_HMAC_KEY, which operator tools share;
 * the master never leaves the server.
 */
export const KEY_PURPOSES = [
  'invoice-link',
  'collect-token',
  'sms-code',
  'template-preview',
  'upload-url',
] as const;
export type KeyPurpose = (typeof KEY_PURPOSES)[number];

export type PurposeKeys = {
  /** HMAC key of invoice file links (`?k=`). */
  invoiceLink: string;
  /** HMAC key of 代付 collect tokens. */
  collectToken: string;
  /** HMAC key the SMS codes are stored under. */
  smsCode: string;
  /** HMAC key of the console's landing-template preview tokens (`?preview=`). */
  templatePreview: string;
  /** HMAC key of the local upload store's signed PUT addresses (issue 16). */
  uploadUrl: string;
};

export function derivePurposeKey(master: string, purpose: KeyPurpose): string {
  const bytes = hkdfSync('sha256', master, 'course-h5 purpose keys', `course-h5:${purpose}`, 32);
  return Buffer.from(bytes).toString('hex');
}

export function derivePurposeKeys(master: string): PurposeKeys {
  return {
    invoiceLink: derivePurposeKey(master, 'invoice-link'),
    collectToken: derivePurposeKey(master, 'collect-token'),
    smsCode: derivePurposeKey(master, 'sms-code'),
    templatePreview: derivePurposeKey(master, 'template-preview'),
    uploadUrl: derivePurposeKey(master, 'upload-url'),
  };
}

/**
 * Compares a secret the client sent with the expected one in constant time (no early exit on the first wrong
 * character). Both sides are hashed first, so their lengths never differ and nothing leaks through them either.
 */
export function secretsEqual(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
