import { defineCall } from '@course/contracts/define-call';
import { ResponseCode } from '@course/domain/response-codes';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryStore } from '../cache/key-value-store.ts';
import { testConfig } from '../env.ts';
import { callInject, envelopeOf } from '../test-support/signed-request.ts';
import type { AppDeps } from './deps.ts';
import { installErrorHandling } from './error-handler.ts';
import { registerCall } from './register-call.ts';

/** A server-to-server call written with the SIGN: prefix, and a membership call with QNXK:. */
const serverToServer = defineCall({
  name: 'testServerToServer',
  summary: 'test',
  path: 'SIGN:/user/api/v1/test/serverToServer',
  auth: 'none',
  request: z.object({ amount: z.number().int().min(0).max(1000) }),
  response: z.object({ doubled: z.number() }),
});

const membership = defineCall({
  name: 'testMembership',
  summary: 'test',
  path: 'QNXK:/member/api/v1/test/level',
  auth: 'none',
  request: z.object({}),
  response: z.object({ level: z.string() }),
});

/** A call whose handler answers what its context holds. */
const echoInput = defineCall({
  name: 'testEchoInput',
  summary: 'test',
  path: '/user/api/v1/test/echoInput',
  auth: 'none',
  request: z.object({ note: z.string() }),
  response: z.object({ keys: z.array(z.string()), at: z.number() }),
});

describe('registerCall with path prefixes', () => {
  const app = Fastify();
  beforeAll(async () => {
    app.decorate('config', testConfig({ signHmacKey: 'server-only-key', signSalt: 'browser-salt' }));
    app.decorate('deps', {
      database: {} as AppDeps['database'],
      kv: createMemoryStore(),
      now: Date.now,
    } as Required<AppDeps>);
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandling(app);
    registerCall(app, serverToServer, async ({ body }) => ({ doubled: body.amount * 2 }));
    registerCall(app, membership, async () => ({ level: 'gold' }));
    registerCall(app, echoInput, async ({ input, now }) => ({
      keys: Object.keys(input).sort(),
      at: now().getTime(),
    }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('registers SIGN: and QNXK: calls at the path without the prefix', () => {
    expect(app.hasRoute({ method: 'POST', url: '/user/api/v1/test/serverToServer' })).toBe(true);
    expect(app.hasRoute({ method: 'POST', url: '/member/api/v1/test/level' })).toBe(true);
  });

  it('accepts a SIGN: call signed with the HMAC key', async () => {
    const response = await callInject(app, serverToServer, { body: { amount: 21 } });
    expect(envelopeOf(response)).toEqual({ code: 0, msg: 'success', data: { doubled: 42 } });
  });

  it('refuses a SIGN: call signed the browser way with the salt', async () => {
    const browserSigned = defineCall({ ...serverToServer, path: '/user/api/v1/test/serverToServer' });
    const response = await callInject(app, browserSigned, { body: { amount: 21 } });
    expect(envelopeOf(response)).toMatchObject({ code: ResponseCode.badSign });
  });

  it('checks QNXK: calls with the ordinary MD5 sign', async () => {
    const response = await callInject(app, membership);
    expect(envelopeOf(response)).toMatchObject({ code: 0, data: { level: 'gold' } });
  });

  it("gives the handler the call's own fields without the client fields, and the server's clock", async () => {
    const response = await callInject(app, echoInput, { body: { note: 'hi' } });
    const data = (envelopeOf(response) as { data: { keys: string[]; at: number } }).data;
    expect(data.keys).toEqual(['note']);
    expect(Math.abs(data.at - Date.now())).toBeLessThan(60_000);
  });
});
