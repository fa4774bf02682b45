import { AccountText } from '@course/domain/account-rules';
import { ResponseCode } from '@course/domain/response-codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customers } from '../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../test-support/test-app.ts';
import { describeEachDatabase } from '../test-support/test-database.ts';

describeEachDatabase('sandbox session', { seeded: true }, (getDatabase) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(getDatabase());
  });
  afterAll(async () => t?.close());

  const session = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/sandbox/api/session', payload });
  const customerCount = async () => (await t.database.db.select({ n: count() }).from(customers))[0]!.n;

  it('makes a signed-in identity with the mobile asked for', async () => {
    const answer = await session({ mobile: '13800138111', nickname: '沙箱甲' });
    const body = answer.json();
    expect(body.code).toBe(0);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, body.data.customerId));
    expect(row!.mobile).toBe('13800138111');
    expect(row!.nickname).toBe('沙箱甲');
  });

  it('answers 该手机号已绑定其他账号 for a mobile another identity holds, and makes no identity', async () => {
    expect((await session({ mobile: '13800138222' })).json().code).toBe(0);
    const before = await customerCount();
    const answer = await session({ mobile: '13800138222' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      code: ResponseCode.mobileTaken,
      msg: AccountText.mobileTaken,
      data: null,
    });
    expect(await customerCount()).toBe(before);
  });
});
