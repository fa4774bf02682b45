import { allCalls } from '@course/contracts/all-calls';
import { buildPath } from '@course/contracts/define-call';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { fileMd5, parsePathPrefix } from '@course/domain/sign';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_MD5_PLACEHOLDER,
  type FuzzCase,
  type FuzzFile,
  fuzzCases,
  unboundedFields,
  validPayload,
  validValue,
} from './contract-fuzz.ts';
import { type FormPart, formValue, multipartBody } from './signed-request.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Random combinations of field mutations sent after every structural case of a call (contract-fuzz.ts): the
 * structural cases already try each field's every refused value alone (about 19,000 requests in all), the
 * combinations add mixtures of them.
 */
const COMBOS_PER_CALL = 40;

/**
 * The contract fuzz, one shard of the calls (index % shards === shard): the shards are separate test files so
 * that Vitest runs them on separate workers. Shard 0 also checks the bounds and the registration of all calls.
 */
export function describeContractFuzz(shard: number, shards: number): void {
  describe(`contract fuzz ${shard + 1}/${shards}: every call refuses malformed requests with a readable envelope`, () => {
    let t: TestApp;
    let drop: () => Promise<void>;
    let token: string;
    let sent = 0;

    beforeAll(async () => {
      const created = await createTestDatabase({ name: 'pglite', available: true }, { seeded: true });
      drop = created.drop;
      t = await buildTestApp(created.database);
      token = (await t.newCustomer()).token;
    });
    afterAll(async () => {
      console.log(
        `contract fuzz ${shard + 1}/${shards}: sent ${sent} malformed requests to ${allCalls.filter((_, i) => i % shards === shard).length} calls`,
      );
      await t?.close();
      await drop?.();
    });

    if (shard === 0)
      it('every string, number and list in every contract is bounded', () => {
        const unbounded = allCalls.flatMap((c) => unboundedFields(c).map((f) => `${c.name}.${f}`));
        expect(unbounded).toEqual([]);
      });

    if (shard === 0)
      it('every contract is registered on the server', () => {
        const missing = allCalls.filter((c) => {
          const path = parsePathPrefix(c.path).path;
          return !t.app.hasRoute({ method: c.method, url: path });
        });
        expect(missing.map((c) => c.name)).toEqual([]);
      });

    /** An upload call's file parts for a fuzz case, and the MD5 its fields sign. */
    function filePartsOf(field: string, maxBytes: number, file: FuzzFile = 'good') {
      const good = Buffer.from('RIFF\u0000\u0000\u0000\u0000WAVEfmt not really audio');
      const part = (bytes: Buffer, name = field): FormPart => ({
        name,
        file: bytes,
        contentType: 'audio/wav',
      });
      switch (file) {
        case 'none':
          return { parts: [], md5: fileMd5(good) };
        case 'empty':
          return { parts: [part(Buffer.alloc(0))], md5: fileMd5(Buffer.alloc(0)) };
        case 'two files':
          return { parts: [part(good), part(good)], md5: fileMd5(good) };
        case 'other field':
          return { parts: [part(good, `${field}_other`)], md5: fileMd5(good) };
        case 'unsigned':
          return { parts: [part(Buffer.from('another file than the one signed'))], md5: fileMd5(good) };
        case 'over the limit': {
          const huge = Buffer.alloc(maxBytes + 1, 1);
          return { parts: [part(huge)], md5: fileMd5(huge) };
        }
        default:
          return { parts: [part(good)], md5: fileMd5(good) };
      }
    }

    async function send(contractIndex: number, fuzz: FuzzCase) {
      const contract = allCalls[contractIndex]!;
      const route = parsePathPrefix(contract.path);
      const isObject =
        fuzz.payload !== null && typeof fuzz.payload === 'object' && !Array.isArray(fuzz.payload);
      // an upload call's object payload travels as a multipart form with its file
      const form =
        contract.upload && isObject && fuzz.raw === undefined
          ? filePartsOf(contract.upload.field, contract.upload.maxBytes, fuzz.file)
          : null;
      if (form && (fuzz.payload as Record<string, unknown>).fileMd5 === FILE_MD5_PLACEHOLDER) {
        fuzz = { ...fuzz, payload: { ...(fuzz.payload as Record<string, unknown>), fileMd5: form.md5 } };
      }
      const signed = await buildRequestHeaders({
        payload: isObject ? (fuzz.payload as Record<string, unknown>) : undefined,
        token: fuzz.token === 'good' ? token : fuzz.token === 'bad' ? 'not-a-real-token' : '',
        partnerCode: '10001',
        timestamp: fuzz.timestamp === 'stale' ? Date.now() - 3_600_000 : undefined,
        ...(route.signMode === 'md5'
          ? { signMode: 'md5' as const, salt: t.app.config.signSalt }
          : { signMode: 'hmac' as const, hmacKey: t.app.config.signHmacKey }),
      });
      const headers: Record<string, string> = { ...signed };
      if (fuzz.sign === 'wrong') headers.sign = '0'.repeat(32);
      if (fuzz.sign === 'missing') delete headers.sign;
      if (fuzz.timestamp === 'missing') delete headers.timestamp;
      if (fuzz.timestamp === 'garbage') headers.timestamp = 'yesterday';
      let url: string;
      try {
        url = fuzz.rawPath ?? buildPath(route.path, fuzz.params);
      } catch {
        url = route.path;
      }
      sent += 1;
      if (contract.method === 'GET') {
        const query = new URLSearchParams(
          Object.entries((fuzz.payload ?? {}) as Record<string, unknown>).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        );
        return t.app.inject({ method: 'GET', url: `${url}?${query}`, headers });
      }
      if (form) {
        const fields: FormPart[] = Object.entries(fuzz.payload as Record<string, unknown>)
          .filter(([, v]) => v !== null && v !== undefined)
          .map(([name, v]) => ({ name, value: formValue(v) }));
        const body = multipartBody([...fields, ...form.parts]);
        return t.app.inject({
          method: contract.method,
          url,
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      }
      if (fuzz.raw !== undefined) {
        return t.app.inject({
          method: contract.method,
          url,
          headers: { ...headers, 'content-type': fuzz.contentType ?? 'application/json' },
          payload: fuzz.raw,
        });
      }
      return t.app.inject({
        method: contract.method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(fuzz.payload),
      });
    }

    allCalls.forEach((contract, index) => {
      if (index % shards !== shard) return;
      it(`${contract.name} (${contract.method} ${contract.path})`, async () => {
        // The baseline is accepted or refused for a business reason, but never crashes.
        const baseline = await send(index, {
          label: 'baseline',
          payload: validPayload(contract),
          sign: 'good',
          timestamp: 'now',
          token: 'good',
          params: contract.params ? (validValue(contract.params) as Record<string, string>) : undefined,
        });
        expect(baseline.statusCode).toBeLessThan(500);

        const failures: string[] = [];
        for (const fuzz of fuzzCases(contract, { combos: COMBOS_PER_CALL, seed: index + 1 })) {
          const response = await send(index, fuzz);
          let body: { code?: unknown; msg?: unknown; data?: unknown } | undefined;
          try {
            body = response.json();
          } catch {
            body = undefined;
          }
          const problems: string[] = [];
          if (response.statusCode >= 500) problems.push(`HTTP ${response.statusCode}`);
          if (!body || typeof body.code !== 'number') problems.push('no envelope');
          else if (body.code === 0) problems.push('accepted');
          if (body && (typeof body.msg !== 'string' || body.msg.length === 0)) problems.push('no message');
          if (body && !('data' in body)) problems.push('no data field');
          if (/\bat .+\.(ts|js):\d+/.test(response.body)) problems.push('stack trace');
          if (fuzz.expectCode !== undefined && body?.code !== fuzz.expectCode)
            problems.push(`code ${String(body?.code)} instead of ${fuzz.expectCode}`);
          if (fuzz.expectMsg !== undefined && !String(body?.msg).includes(fuzz.expectMsg))
            problems.push(`message without 「${fuzz.expectMsg}」`);
          if (problems.length)
            failures.push(`${fuzz.label}: ${problems.join(', ')} — ${response.body.slice(0, 160)}`);
        }
        expect(failures).toEqual([]);
      });
    });
  });
}
