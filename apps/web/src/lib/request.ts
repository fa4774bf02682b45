import { buildPath, type CallSpec } from '@course/contracts/call-spec';
import type { CallContract, ParamsOf, RequestOf, ResponseOf } from '@course/contracts/define-call';
import { REQUEST_FAILED_TEXT, REQUEST_TIMEOUT_MS } from '@course/domain/constants';
import { buildRequestHeaders, serviceOfPath } from '@course/domain/request-headers';
import { type Envelope, isFullPageErrorCode, isLoginRequiredCode } from '@course/domain/response-codes';
import { fileMd5, parsePathPrefix } from '@course/domain/sign';
import { getAppConfig } from './app-config.ts';
import { getToken, getWechatType, readValue, StorageKey } from './storage.ts';

/** A call answered with a non-zero code, or a transport failure (code -1). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export const TRANSPORT_FAILURE_CODE = -1;

type Handlers = {
  toast(msg: string): void;
  onLoginRequired(msg: string): void;
  onFullPageError(code: number, msg: string): void;
};

let handlers: Handlers = {
  toast: () => {},
  onLoginRequired: () => {},
  onFullPageError: () => {},
};

export function configureRequestHandlers(next: Handlers): void {
  handlers = next;
}

/**
 * Shows a refused call to the learner: the server's message when it explains the refusal. Nothing more for a transport
 * failure (the request layer showed it), a sign-in (the app re-authorizes) or a full-page error (the page is replaced).
 */
export function showRefusal(error: ApiError): void {
  if (error.code <= 0 || isLoginRequiredCode(error.code) || isFullPageErrorCode(error.code)) return;
  handlers.toast(error.msg);
}

export type CallInput<C extends CallContract> = {
  body?: RequestOf<C>;
  params?: ParamsOf<C>;
  /** Do not toast a transport failure (background reports). */
  silent?: boolean;
  /** The file of an upload call (a contract with `upload`): sent as multipart/form-data with the fields. */
  file?: Blob;
};

type Transport = { fetch: typeof fetch; timeoutMs: number };
const transport: Transport = { fetch: (...args) => globalThis.fetch(...args), timeoutMs: REQUEST_TIMEOUT_MS };

/** Tests swap the transport; nothing else should. */
export function setTransportForTests(next: Partial<Transport>): void {
  Object.assign(transport, next);
}

async function send(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), transport.timeoutMs);
  try {
    return await transport.fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** A field's text in a query string or a multipart form: a structure as JSON, what the sign writes too. */
const fieldText = (value: unknown): string =>
  typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * Calls one contract with the request conventions: common fields, headers and sign, the 100 s time-out,
 * one retry on the fallback domain after a network failure, only HTTP 200 counts, code 0 is success,
 * 3/4 re-authorize, 9997/9998 replace the page. An upload call (`contract.upload`) sends `input.file` as
 * multipart/form-data: the fields as text parts, `fileMd5` (the file's MD5, signed with them), then the file.
 */
export async function callApi<C extends CallContract>(
  contract: C,
  input: CallInput<C> = {},
): Promise<ResponseOf<C>> {
  return requestCall<C>(contract, input);
}

/**
 * callApi for a caller that must not load zod (the landing page): the call's name, method and path
 * (`LandingCall.landing` …), typed by its contract taken with `import type`:
 * `requestCall<typeof liveLanding>(LandingCall.landing, { body })`.
 */
export async function requestCall<C extends CallContract>(
  spec: CallSpec,
  input: CallInput<C> = {},
): Promise<ResponseOf<C>> {
  const config = getAppConfig();
  const route = parsePathPrefix(spec.path);
  if (route.signMode === 'hmac') {
    throw new ApiError(TRANSPORT_FAILURE_CODE, `${spec.name} is signed with a server-side key`);
  }
  const service = route.service === 'qnxk' ? 'qnxk' : serviceOfPath(route.path);
  const path = buildPath(route.path, input.params as Record<string, string | number> | undefined);
  const payload: Record<string, unknown> = {
    ...(input.body as Record<string, unknown> | undefined),
    wechatType: getWechatType(),
    productCode: config.productCode,
  };
  if (spec.upload) {
    if (!input.file) throw new ApiError(TRANSPORT_FAILURE_CODE, `${spec.name} needs a file`);
    payload.fileMd5 = fileMd5(await input.file.arrayBuffer());
  }
  const token = getToken();
  const headers = await buildRequestHeaders({
    payload,
    token,
    partnerCode: config.partnerCode,
    putinShopCode: readValue(StorageKey.putinShopCode) ?? '',
    putinChannel: readValue(StorageKey.putinChannel) ?? readValue(StorageKey.channel) ?? '',
    teacherToken: readValue(StorageKey.teacherToken) ?? undefined,
    signMode: 'md5',
    salt: config.signSalt,
  });
  let query = '';
  const init: RequestInit = { method: spec.method, headers, credentials: 'same-origin' };
  if (spec.method === 'GET') {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(payload)) {
      if (value !== undefined && value !== null) search.set(key, fieldText(value));
    }
    query = `?${search}`;
  } else if (spec.upload && input.file) {
    // the browser writes the multipart content type with its boundary
    const form = new FormData();
    for (const [key, value] of Object.entries(payload)) {
      if (value !== undefined && value !== null) form.append(key, fieldText(value));
    }
    form.append(spec.upload.field, input.file, spec.upload.field);
    init.body = form;
  } else {
    init.body = JSON.stringify(payload);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }

  const base = config.serviceBaseUrls[service] ?? '';
  let response: Response;
  try {
    try {
      response = await send(`${base}${path}${query}`, init);
    } catch (error) {
      if (!isNetworkFailure(error) || !config.fallbackBaseUrl || config.fallbackBaseUrl === base) throw error;
      response = await send(`${config.fallbackBaseUrl}${path}${query}`, init);
    }
  } catch {
    return failTransport(input);
  }
  if (response.status !== 200) return failTransport(input);

  let envelope: Envelope<ResponseOf<C>>;
  try {
    envelope = (await response.json()) as Envelope<ResponseOf<C>>;
  } catch {
    return failTransport(input);
  }
  if (envelope.code === 0) return envelope.data;
  if (isLoginRequiredCode(envelope.code)) handlers.onLoginRequired(envelope.msg);
  else if (isFullPageErrorCode(envelope.code)) handlers.onFullPageError(envelope.code, envelope.msg);
  throw new ApiError(envelope.code, envelope.msg);
}

function failTransport(input: { silent?: boolean }): never {
  if (!input.silent) handlers.toast(REQUEST_FAILED_TEXT);
  throw new ApiError(TRANSPORT_FAILURE_CODE, REQUEST_FAILED_TEXT);
}
