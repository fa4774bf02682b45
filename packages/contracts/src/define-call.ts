import { z } from 'zod';
import type { CallUpload, HttpMethod } from './call-spec.ts';

export { buildPath, type CallSpec, type CallUpload, type HttpMethod } from './call-spec.ts';

/**
 * Every call of the product is data: method, path, request, response.
 * The server registers and validates with it; the web client is typed by it; the fuzz test walks it.
 */

/** Who may call: `required` needs a valid token, `optional` reads one when sent, `none` ignores it. */
export type CallAuth = 'required' | 'optional' | 'none';

/** Fields every request carries (body for POST/PUT, query for GET). */
export const ZCommonFields = z.object({
  wechatType: z.union([z.number().int().min(0).max(99_999), z.string().regex(/^\d{1,5}$/)]),
  productCode: z.string().max(32),
});

/** The field an upload call adds to its request: the MD5 of the file, so that the sign covers the file. */
export const ZUploadFields = z.object({
  fileMd5: z.string().regex(/^[0-9a-f]{32}$/, '文件摘要无效'),
});

/** Bounded string: every text field on the wire has a limit so that a huge string is refused. */
export const zText = (max = 200) => z.string().max(max);
export const zId = () => z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const zUrl = () =>
  z
    .string()
    .max(2000)
    .regex(/^https?:\/\//, '须以 http:// 或 https:// 开头');

/** Extra query-style fields some calls accept (URL params, tracking fields): short scalar strings. */
export const zExtraField = z.union([z.string().max(500), z.number(), z.boolean()]);

export type CallContract<
  TReq extends z.ZodObject = z.ZodObject,
  TRes extends z.ZodType = z.ZodType,
  TParams extends z.ZodObject | undefined = z.ZodObject | undefined,
> = {
  name: string;
  summary: string;
  method: HttpMethod;
  /** The spec's path; `:name` marks a path parameter. May carry the `SIGN:` or `QNXK:` prefix. */
  path: string;
  auth: CallAuth;
  params: TParams;
  /** The call's own fields; the common fields are added by `fullRequest`. */
  request: TReq;
  /** Schema of `data` in the envelope. */
  response: TRes;
  /** Accepts extra scalar fields (the spec's 'URL params plus …' calls). */
  acceptsExtraFields: boolean;
  /** A call that uploads a file: multipart/form-data (call-spec.ts `CallUpload`); absent for JSON calls. */
  upload?: CallUpload;
};

export function defineCall<
  TReq extends z.ZodObject,
  TRes extends z.ZodType,
  TParams extends z.ZodObject | undefined = undefined,
>(def: {
  name: string;
  summary: string;
  method?: HttpMethod;
  path: string;
  auth: CallAuth;
  params?: TParams;
  request: TReq;
  response: TRes;
  acceptsExtraFields?: boolean;
  upload?: CallUpload;
}): CallContract<TReq, TRes, TParams> {
  return {
    method: 'POST',
    acceptsExtraFields: false,
    ...def,
    params: def.params as TParams,
  };
}

/**
 * The request schema the server validates: common fields plus the call's own (plus `fileMd5` for an upload
 * call), strict unless extras are allowed.
 */
export function fullRequest(contract: CallContract) {
  const merged = z.object({
    ...ZCommonFields.shape,
    ...(contract.upload ? ZUploadFields.shape : {}),
    ...contract.request.shape,
  });
  return contract.acceptsExtraFields ? merged.catchall(zExtraField) : merged.strict();
}

export type RequestOf<C extends CallContract> = z.input<C['request']>;
export type ResponseOf<C extends CallContract> = z.output<C['response']>;
export type ParamsOf<C extends CallContract> = C['params'] extends z.ZodObject
  ? z.input<C['params']>
  : undefined;
