import { randomInt } from 'node:crypto';
import { formatBeijing } from '@course/domain/beijing-time';

/**
 * Order numbers: a kind letter ('C' course, 'G' goods, 'F' gift), the Beijing date and time to the second
 * and six random digits — 21 characters, unique by constraint (a clash is retried by the caller).
 * Payment numbers (our out-trade-no at the provider) add four random digits: 25 characters, within every
 * provider's 32-character limit.
 */

// A package of courses is a course order to the learner and the providers: 'C' too.
const KIND_LETTER = { course: 'C', package: 'C', goods: 'G', gift: 'F' } as const;

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

const beijingStamp = (now: number): string => formatBeijing(now, 'YYYYMMDDHHmmss');

export function newOrderNo(kind: keyof typeof KIND_LETTER, now: number = Date.now()): string {
  return `${KIND_LETTER[kind]}${beijingStamp(now)}${digits(6)}`;
}

export function newPaymentNo(orderNo: string): string {
  return `${orderNo}${digits(4)}`;
}

export function newSerialNo(prefix: 'R' | 'I' | 'T', now: number = Date.now()): string {
  return `${prefix}${beijingStamp(now)}${digits(6)}`;
}
