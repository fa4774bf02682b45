import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Console passwords: argon2id (@node-rs/argon2, OWASP parameters), rules, and one-time passwords. */

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** Why a password is refused (Chinese, shown to the user), or null. */
export function staffPasswordProblem(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return `密码至少 ${STAFF_PASSWORD_MIN_LENGTH} 位`;
  if (password.length > 128) return '密码最多 128 位';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return '密码须同时包含字母和数字';
  return null;
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** Verifies; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the login is unknown, so both answers take the same time. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-staff-0000');
  return dummyHash;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
/** A random 16-character password with letters and digits (about 93 bits). */
export function oneTimePassword(): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < 16; i += 1) out += ALPHABET[randomInt(ALPHABET.length)];
    if (staffPasswordProblem(out) === null) return out;
  }
}
