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
