import { ResponseCode } from '@course/domain/response-codes';
import { expect } from 'vitest';
import type { HostileTally } from './hostile-tally.ts';

/** A call's envelope, as a limit test reads it. */
export type Answer = { code: number; msg: string; data: unknown };

export const ok = (a: Answer) => a.code === 0;
export const limited = (a: Answer) => a.code === ResponseCode.tooManyRequests;

/**
 * The check of one limit for a suite printing as `label`: prints attempts, accepted and expected, counts each
 * refused request in the tally, asserts every refusal is the expected one and accepted == expected.
 */
export function limitHolder(tally: HostileTally, label: string) {
  return (
    limit: string,
    answers: Answer[],
    expected: number,
    accepted: (a: Answer) => boolean,
    refusedAsExpected: (a: Answer) => boolean,
  ) => {
    const count = answers.filter(accepted).length;
    console.log(`${label} ${limit}: attempts ${answers.length}, accepted ${count}, expected ${expected}`);
    for (const a of answers) tally.record(!accepted(a) && refusedAsExpected(a));
    expect(answers.filter((a) => !accepted(a) && !refusedAsExpected(a))).toEqual([]);
    expect(count).toBe(expected);
  };
}

/**
 * The SMS limits' windows are clock-aligned (the clock hour; the Beijing day, 16:00 UTC): a burst that straddled a
 * boundary would be counted in two windows. Starts a burst on the real clock at least 10 s away from one (seen: a
 * fresh clone's proxy-trust run at 08:00 UTC sent all 40 codes). `offsetMs` moves the boundary (the Beijing day).
 */
export async function awayFromBoundary(periodMs: number, offsetMs = 0): Promise<void> {
  const left = periodMs - ((Date.now() + offsetMs) % periodMs);
  if (left < 10_000) await new Promise((r) => setTimeout(r, left + 100));
}
