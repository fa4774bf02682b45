/**
 * Display masking. Phones show the first 3 and last 4 digits ('138****5678'); citizen IDs show the
 * first 6 and last 4 characters with one star per hidden character ('110105********002X').
 * Input too short to hide anything is returned unchanged; null and undefined give ''.
 */

import { stripCountryCode } from './phone.ts';

export function maskPhone(phone: string | null | undefined): string {
  if (typeof phone !== 'string') return '';
  const local = stripCountryCode(phone);
  if (local.length < 8) return phone;
  return `${local.slice(0, 3)}****${local.slice(-4)}`;
}

export function maskCitizenId(id: string | null | undefined): string {
  if (typeof id !== 'string') return '';
  if (id.length <= 10) return id;
  return `${id.slice(0, 6)}${'*'.repeat(id.length - 10)}${id.slice(-4)}`;
}

/**
 * Names show their first character and one star per hidden character, at most two ('张*', '王**', '欧**');
 * a one-character name is shown as '*'; empty gives ''.
 */
export function maskName(name: string | null | undefined): string {
  if (typeof name !== 'string') return '';
  const chars = [...name.trim()];
  if (chars.length === 0) return '';
  if (chars.length === 1) return '*';
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 2))}`;
}
