import { voiceCalls } from '@course/contracts/contests-entry';
import { ResponseCode } from '@course/domain/response-codes';
import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contestEntries, contests } from '../../db/schema/index.ts';
import { call } from '../../test-support/order-helpers.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { describeEachDatabase } from '../../test-support/test-database.ts';

/**
 * 参赛编号 on PGlite and PostgreSQL: entries are numbered within their contest (a contest's first entrant is
 * NO.00001, whatever other contests hold), with no gap or repeat when learners apply at once, and a refused second
 * apply uses no number.
 */
describeEachDatabase('contest entry numbers', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const apply = (token: string, activityCode: string, realName: string) =>
    call(t.app, voiceCalls.apply, { token, body: { activityCode, realName, region: '华东赛区' } });
  const lastNumber = async (code: string) => {
    const [row] = await t.database.db
      .select({ n: max(contestEntries.entryNumber) })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contestId))
      .where(eq(contests.code, code));
    return row?.n ?? 0;
  };
  const no = (n: number) => `NO.${String(n).padStart(5, '0')}`;

  it('numbers a contest’s entries 1, 2, 3 … of its own, none lost or repeated under concurrent applies', async () => {
    const before = { apac: await lastNumber('apac-2026'), memory: await lastNumber('memory-2026') };
    const learners = await Promise.all(
      Array.from({ length: 12 }, (_, i) => t.newCustomer({ nickname: `编号${i}` })),
    );
    const first = learners[0]!;
    const answers = await Promise.all([
      ...learners.map((l, i) => apply(l.token, 'apac-2026', `选手${i}`)),
      apply(first.token, 'apac-2026', '选手0'),
    ]);
    expect(answers.filter((a) => a.code === 0)).toHaveLength(12);
    expect(answers.filter((a) => a.code === ResponseCode.conflict)).toHaveLength(1);
    const numbers = answers.filter((a) => a.code === 0).map((a) => a.data.entryNo);
    expect(new Set(numbers)).toEqual(new Set(Array.from({ length: 12 }, (_, i) => no(before.apac + i + 1))));

    // another contest counts its own: the same learner's entry there takes the memory contest's next number
    const memory = await apply(first.token, 'memory-2026', '选手0');
    expect(memory).toMatchObject({ code: 0, data: { entryNo: no(before.memory + 1) } });
    // the refused second apply used no number
    const late = await t.newCustomer({ nickname: '后来者' });
    expect((await apply(late.token, 'apac-2026', '后来者')).data.entryNo).toBe(no(before.apac + 13));
  });
});
