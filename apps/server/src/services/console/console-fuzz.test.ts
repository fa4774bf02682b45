import { CONSOLE_CALLS } from '@course/contracts/console-staff';
import type { CallContract } from '@course/contracts/define-call';
import { ResponseCode } from '@course/domain/response-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleInject, staffSessionOf } from '../../test-support/console-client.ts';
import { fuzzCases, unboundedFields } from '../../test-support/contract-fuzz.ts';
import { envelopeOf } from '../../test-support/signed-request.ts';
import { buildTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';

/**
 * The contract fuzz of the learner calls (http/contract-fuzz.test.ts), run on the console calls: every malformed
 * body or query, sent by a signed-in admin (so the permission check passes and the schema is what refuses it),
 * gets a readable refusal in the envelope, never a 500 and never a success.
 */

const CASES_PER_CALL = 120;

describe('console contract fuzz: every console call refuses malformed input with a readable envelope', () => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let auth: { token: string; csrf: string };
  let sent = 0;
  // the fuzzer reads name, method, request and params: a console contract has the same shape for those
  const asContract = (call: (typeof CONSOLE_CALLS)[number]) => call as unknown as CallContract;

  beforeAll(async () => {
    const created = await createTestDatabase({ name: 'pglite', available: true }, { seeded: true });
    drop = created.drop;
    t = await buildTestApp(created.database);
    auth = await staffSessionOf(created.database.db, 'admin', `fuzz_admin_${process.pid}`);
  });
  afterAll(async () => {
    console.log(`console contract fuzz: sent ${sent} malformed requests to ${CONSOLE_CALLS.length} calls`);
    await t?.close();
    await drop?.();
  });

  it('every string, number and list of every console contract is bounded', () => {
    const unbounded = CONSOLE_CALLS.flatMap((c) =>
      unboundedFields(asContract(c)).map((f) => `${c.name}.${f}`),
    );
    expect(unbounded).toEqual([]);
  });

  it.each(CONSOLE_CALLS.map((call, index) => [call.name, index] as const))('%s', async (_name, index) => {
    const call = CONSOLE_CALLS[index]!;
    const cases = fuzzCases(asContract(call), { target: CASES_PER_CALL, seed: index + 1 }).filter(
      (c) =>
        // only what the console's transport carries: a JSON body or a query object (no learner sign or token)
        c.raw === undefined &&
        c.rawPath === undefined &&
        (c.sign ?? 'good') === 'good' &&
        (c.token ?? 'good') === 'good' &&
        (c.timestamp ?? 'now') === 'now' &&
        c.payload !== null &&
        typeof c.payload === 'object' &&
        !Array.isArray(c.payload) &&
        // the learner client's own fields (wechatType, productCode) are not part of a console call
        !/^(combo: )?((missing )?(wechatType|productCode)[^+]*( \+ |$))+$/.test(c.label),
    );
    expect(cases.length).toBeGreaterThan(0);
    for (const fuzz of cases) {
      const response = await consoleInject(t.app, call, fuzz.payload as Record<string, unknown>, auth);
      sent += 1;
      const label = `${call.name}: ${fuzz.label}`;
      expect(response.statusCode, label).toBeLessThan(500);
      const envelope = envelopeOf(response);
      expect(envelope.code, label).not.toBe(ResponseCode.internalError);
      expect(envelope.code, label).not.toBe(0);
      expect(typeof envelope.msg, label).toBe('string');
    }
  });
});
