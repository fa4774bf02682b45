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
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDb } from '../db/client.ts';
import { AppError, invalidParams, notLoggedIn, tokenExpired } from './app-error.ts';
import { refuseIllegalText, refuseReplay } from './request-guards.ts';
import { syncSessionCookie } from './session-cookie.ts';
import { type AuthedCustomer, resolveSession } from './session-store.ts';
import { readUploadForm, UPLOAD_FORM_LIMITS } from './upload-form.ts';

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
  /** The reply (a handler that sets a header, e.g. the session cookie at login). */
  reply: FastifyReply;
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

/** The request's timestamp header, refused (1003) when missing, malformed or outside the window. */
function checkTimestamp(request: FastifyRequest, now: number): string {
  const timestampRaw = header(request, RequestHeader.timestamp);
  if (!timestampRaw || !/^\d{10,16}$/.test(timestampRaw)) {
    throw new AppError(ResponseCode.staleTimestamp, '请求缺少有效的时间戳，请刷新页面重试');
  }
  if (Math.abs(now - Number(timestampRaw)) > SIGN_TIMESTAMP_WINDOW_MS) {
    throw new AppError(ResponseCode.staleTimestamp, '请求已过期，请检查手机时间后重试');
  }
  return timestampRaw;
}

/** Checks timestamp and sign; returns the verified sign (lower case) and timestamp. */
async function verifySignature(
  request: FastifyRequest,
  signMode: 'md5' | 'hmac',
  now: number,
): Promise<{ sign: string; timestamp: number }> {
  const { config } = request.server;
  const timestampRaw = checkTimestamp(request, now);
  const sign = header(request, RequestHeader.sign);
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
  if (contract.upload)
    throw new Error(`${contract.name} uploads a file: register it with registerUploadCall`);
  const route = parsePathPrefix(contract.path);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(contract),
    preValidation: async (request, reply) => {
      const now = app.deps.now();
      const verified = await verifySignature(request, route.signMode, now);
      refuseIllegalText(request);
      if (contract.method !== 'GET') await refuseReplay(request, verified.sign, verified.timestamp, now);
      await resolveCustomer(app, request, reply, contract.auth);
    },
    handler: async (request, reply) => answer(await handler(contextOf<C>(app, request, reply))),
  });
}

/** Method, path and schemas of a contract's route. */
function routeOf(contract: CallContract) {
  const route = parsePathPrefix(contract.path);
  const requestSchema = fullRequest(contract);
  return {
    method: contract.method,
    url: route.path.replace(/\/:(\w+)/g, '/:$1'),
    schema: {
      summary: contract.summary,
      tags: [route.path.split('/')[1] ?? 'api'],
      ...(contract.method === 'GET' ? { querystring: requestSchema } : { body: requestSchema }),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: envelopeSchema(contract.response) },
    },
  };
}

/**
 * The token check of a call's auth: sets request.customer (null when none is needed or sent), and keeps the
 * session cookie equal to the token (session-cookie.ts).
 */
async function resolveCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  auth: CallContract['auth'],
) {
  if (auth === 'none') {
    request.customer = null;
    return;
  }
  const token = header(request, RequestHeader.token);
  const session = await resolveSession(app.deps.database.db, token, 'customer', app.deps.kv);
  syncSessionCookie(request, reply, token, session);
  if (typeof session === 'object') request.customer = session;
  else if (auth === 'optional') request.customer = null;
  else throw session === 'missing' ? notLoggedIn() : tokenExpired();
}

function contextOf<C extends CallContract>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): CallContext<C> {
  const body = (request.method === 'GET' ? request.query : request.body) as CallContext<C>['body'];
  return {
    body,
    input: withoutClientFields(body) as CallContext<C>['input'],
    params: request.params as ParamsOf<C>,
    customer: request.customer ?? null,
    request,
    reply,
    db: app.deps.database.db,
    now: () => new Date(app.deps.now()),
  };
}

const answer = <T>(data: T) => ({ code: ResponseCode.ok, msg: 'success', data: data ?? null });

/**
 * Registers a contract that uploads a file (`contract.upload`): a `multipart/form-data` request whose text parts
 * are the call's fields (with the signed `fileMd5`) and whose one file part is `upload.field`. The multipart
 * parser exists for this route only (an encapsulated scope). Before a byte of the body is read: the timestamp
 * (1003) and, for a call that needs a learner, the token (3/4); then the form is read (at most `maxBytes` for the
 * file: 2401 beyond, 1004 for a body that is not multipart or is broken, 1001 for a field too long, repeated or
 * unexpected); then the same checks as every call over the text fields: sign (1002), text PostgreSQL cannot store
 * (1001), replay (1007); then the file: present (1001), and its MD5 equal to the signed `fileMd5` (1002); then
 * the zod validation of the fields. The handler gets the file's bytes as `ctx.file`.
 */
export function registerUploadCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (ctx: CallContext<C> & { file: Buffer }) => Promise<ResponseOf<C>>,
): void {
  const upload = contract.upload;
  if (!upload) throw new Error(`${contract.name} is not an upload call: register it with registerCall`);
  const route = parsePathPrefix(contract.path);
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: UPLOAD_FORM_LIMITS(upload) });
    scope.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(contract),
      preValidation: async (request, reply) => {
        const now = app.deps.now();
        checkTimestamp(request, now);
        if (contract.auth === 'required') await resolveCustomer(app, request, reply, contract.auth);
        const form = await readUploadForm(request, upload);
        request.body = form.fields;
        const verified = await verifySignature(request, route.signMode, now);
        refuseIllegalText(request);
        await refuseReplay(request, verified.sign, verified.timestamp, now);
        if (contract.auth !== 'required') await resolveCustomer(app, request, reply, contract.auth);
        if (!form.file) throw invalidParams(`缺少文件 ${upload.field}`);
        const signed = form.fields.fileMd5;
        if (typeof signed === 'string' && signed !== createHash('md5').update(form.file).digest('hex')) {
          throw new AppError(ResponseCode.badSign, '上传的文件与签名不符，请重新上传');
        }
        request.uploadedFile = form.file;
      },
      handler: async (request, reply) =>
        answer(await handler({ ...contextOf<C>(app, request, reply), file: request.uploadedFile! })),
    });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    customer?: AuthedCustomer | null;
    /** The file of an upload call (registerUploadCall), read and checked before validation. */
    uploadedFile?: Buffer;
  }
}

/** The signed-in learner of a call whose contract has auth 'required'. */
export function requireCustomer(ctx: { customer: AuthedCustomer | null }): AuthedCustomer {
  if (!ctx.customer) throw notLoggedIn();
  return ctx.customer;
}
