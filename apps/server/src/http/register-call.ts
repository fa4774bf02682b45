import { createHash } from 'node:crypto';
import {
  type CallContract,
  fullRequest,
  type ParamsOf,
  type ResponseOf,
} from '@course/contracts/define-call';
import { RequestHeader } from '@course/domain/request-headers';
import { ResponseCode } from '@course/domain/response-codes';
import {
  hmacSign,
  md5SignText,
  parsePathPrefix,
  SIGN_TIMESTAMP_WINDOW_MS,
  signsEqual,
} from '@course/domain/sign';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDb } from '../db/client.ts';
import { AppError, notLoggedIn, tokenExpired } from './app-error.ts';
import { refuseIllegalText, refuseReplay } from './request-guards.ts';
import { type AuthedCustomer, resolveSession } from './session-store.ts';

/** The fields every call carries besides its own (fullRequest adds them to each contract's request). */
export type ClientFields = { wechatType: string | number; productCode: string };

/** A call's own fields (its request without the client fields): what query functions take from a handler. */
export type CallInput<C extends CallContract> = z.output<C['request']>;

export type CallContext<C extends CallContract> = {
  body: z.output<C['request']> & ClientFields;
  /** The call's own fields: the body without the client fields (wechatType, productCode). */
  input: z.output<C['request']>;
  params: ParamsOf<C>;
  /** The signed-in learner; null for calls whose auth is 'optional' or 'none' and no valid token. */
  customer: AuthedCustomer | null;
  request: FastifyRequest;
  /** The database of this server (app.deps.database.db). */
  db: AppDb;
  /** The server's clock now (app.deps.now, so tests can set it), read at each call. */
  now: () => Date;
};

/** The body without the client fields. */
function withoutClientFields<T extends Record<string, unknown>>(body: T): Omit<T, keyof ClientFields> {
  const { wechatType: _wechatType, productCode: _productCode, ...input } = body;
  return input;
}

export const envelopeSchema = (data: z.ZodType) =>
  z.object({ code: z.number(), msg: z.string(), data: data.nullable() });

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/** Checks timestamp and sign; returns the verified sign (lower case) and timestamp. */
async function verifySignature(
  request: FastifyRequest,
  signMode: 'md5' | 'hmac',
  now: number,
): Promise<{ sign: string; timestamp: number }> {
  const { config } = request.server;
  const timestampRaw = header(request, RequestHeader.timestamp);
  const sign = header(request, RequestHeader.sign);
  if (!timestampRaw || !/^\d{10,16}$/.test(timestampRaw)) {
    throw new AppError(ResponseCode.staleTimestamp, '请求缺少有效的时间戳，请刷新页面重试');
  }
  if (Math.abs(now - Number(timestampRaw)) > SIGN_TIMESTAMP_WINDOW_MS) {
    throw new AppError(ResponseCode.staleTimestamp, '请求已过期，请检查手机时间后重试');
  }
  if (!sign) throw new AppError(ResponseCode.badSign, '请求签名缺失');
  const payload = request.method === 'GET' ? request.query : request.body;
  if (payload !== undefined && (typeof payload !== 'object' || payload === null || Array.isArray(payload))) {
    throw new AppError(ResponseCode.malformedBody, '请求内容必须是 JSON 对象', 400);
  }
  const input = {
    payload: payload as Record<string, unknown> | undefined,
    timestamp: timestampRaw,
    token: header(request, RequestHeader.token) ?? '',
  };
  const expected =
    signMode === 'md5'
      ? // md5Sign's value, hashed natively (js-md5 is the browser's)
        createHash('md5')
          .update(md5SignText({ ...input, salt: config.signSalt }))
          .digest('hex')
      : await hmacSign({ ...input, key: config.signHmacKey });
  if (!signsEqual(expected, sign.toLowerCase())) throw new AppError(ResponseCode.badSign, '请求签名校验失败');
  return { sign: expected, timestamp: Number(timestampRaw) };
}

/**
 * Registers one contract: path and method from the contract, sign and timestamp check, refusal of text
 * PostgreSQL cannot store, replay check for calls that change data (every method but GET), token check,
 * zod validation of the request, and the `{ code: 0, msg, data }` envelope around what the handler returns.
 * The handler gets what every handler needs once: the body and its own fields (`input`), the learner, the
 * database and the clock.
 * (The body's nesting depth and size are bounded earlier, by the JSON body parser: request-guards.ts.)
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: CallContext<C>) => Promise<ResponseOf<C>>,
): void {
  const route = parsePathPrefix(contract.path);
  const requestSchema = fullRequest(contract);
  const fastifyPath = route.path.replace(/\/:(\w+)/g, '/:$1');
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: fastifyPath,
    schema: {
      summary: contract.summary,
      tags: [route.path.split('/')[1] ?? 'api'],
      ...(contract.method === 'GET' ? { querystring: requestSchema } : { body: requestSchema }),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: envelopeSchema(contract.response) },
    },
    preValidation: async (request) => {
      const now = app.deps.now();
      const verified = await verifySignature(request, route.signMode, now);
      refuseIllegalText(request);
      if (contract.method !== 'GET') await refuseReplay(request, verified.sign, verified.timestamp, now);
      const token = header(request, RequestHeader.token);
      if (contract.auth === 'none') {
        request.customer = null;
        return;
      }
      const session = await resolveSession(app.deps.database.db, token);
      if (typeof session === 'object') request.customer = session;
      else if (contract.auth === 'optional') request.customer = null;
      else throw session === 'missing' ? notLoggedIn() : tokenExpired();
    },
    handler: async (request) => {
      const body = (contract.method === 'GET' ? request.query : request.body) as CallContext<C>['body'];
      const data = await handler({
        body,
        input: withoutClientFields(body) as CallContext<C>['input'],
        params: request.params as ParamsOf<C>,
        customer: request.customer ?? null,
        request,
        db: app.deps.database.db,
        now: () => new Date(app.deps.now()),
      });
      return { code: ResponseCode.ok, msg: 'success', data: data ?? null };
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    customer?: AuthedCustomer | null;
  }
}

/** The signed-in learner of a call whose contract has auth 'required'. */
export function requireCustomer(ctx: { customer: AuthedCustomer | null }): AuthedCustomer {
  if (!ctx.customer) throw notLoggedIn();
  return ctx.customer;
}
