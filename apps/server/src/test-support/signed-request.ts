import { randomBytes } from 'node:crypto';
import { buildPath, type CallContract } from '@course/contracts/define-call';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { fileMd5, parsePathPrefix } from '@course/domain/sign';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Per app: the server suites share one module graph per worker (vitest.config.ts `isolate: false`). */
const issuedTimestamps = new WeakMap<FastifyInstance, Set<number>>();

/**
 * A test's own clock reading made unique, as the web client's timestamps are (nextRequestTimestamp): a test
 * that sends the same call twice at a frozen clock sends two different signs, not a replay (request-guards.ts).
 * Moves at most a few milliseconds past the reading.
 */
function uniqueTimestamp(app: FastifyInstance, reading: number): number {
  let issued = issuedTimestamps.get(app);
  if (!issued) {
    issued = new Set();
    issuedTimestamps.set(app, issued);
  }
  let timestamp = reading;
  while (issued.has(timestamp)) timestamp += 1;
  issued.add(timestamp);
  return timestamp;
}

/** Sends one call the way the web client does (common fields, headers, sign) through `inject`. */
export async function callInject(
  app: FastifyInstance,
  contract: CallContract,
  input: {
    body?: Record<string, unknown>;
    params?: Record<string, string | number>;
    token?: string;
    /** Leave out the common fields (wechatType, productCode). */
    bare?: boolean;
    headers?: Record<string, string>;
    timestamp?: number;
    /** The client address the server sees (inject's `remoteAddress`), for per-address limits. */
    remoteAddress?: string;
  } = {},
): Promise<LightMyRequestResponse> {
  const route = parsePathPrefix(contract.path);
  const payload = input.bare ? { ...input.body } : { wechatType: 99, productCode: 'nbc', ...input.body };
  const headers = await buildRequestHeaders({
    payload,
    token: input.token ?? '',
    partnerCode: '10001',
    timestamp: input.timestamp === undefined ? undefined : uniqueTimestamp(app, input.timestamp),
    ...(route.signMode === 'md5'
      ? { signMode: 'md5' as const, salt: app.config.signSalt }
      : { signMode: 'hmac' as const, hmacKey: app.config.signHmacKey }),
  });
  const url = buildPath(route.path, input.params);
  if (contract.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(payload).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
    return app.inject({
      method: 'GET',
      url: `${url}?${query}`,
      headers: { ...headers, ...input.headers },
      remoteAddress: input.remoteAddress,
    });
  }
  return app.inject({
    method: contract.method,
    url,
    headers: { ...headers, ...input.headers },
    payload,
    remoteAddress: input.remoteAddress,
  });
}

/** One part of a multipart body: a text field, or a file. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename?: string; contentType?: string };

/** A multipart/form-data body of these parts (what a browser's FormData sends). */
export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----course-h5-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'voice'}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A signed field's text in a form: as in a query string (a structure as JSON); null and undefined are left out. */
export const formValue = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * Sends an upload call (a contract with `upload`) the way the web client does: the fields and `fileMd5` as text
 * parts, signed, and the file under the contract's field. `fileMd5` may be given to send a wrong one; `file: null`
 * sends no file.
 */
export async function uploadInject(
  app: FastifyInstance,
  contract: CallContract,
  input: {
    body?: Record<string, unknown>;
    token?: string;
    file: Buffer | null;
    fileMd5?: string;
    timestamp?: number;
  },
): Promise<LightMyRequestResponse> {
  if (!contract.upload) throw new Error(`${contract.name} is not an upload call`);
  const route = parsePathPrefix(contract.path);
  const payload: Record<string, unknown> = {
    wechatType: 99,
    productCode: 'nbc',
    ...(input.file ? { fileMd5: fileMd5(input.file) } : {}),
    ...(input.fileMd5 ? { fileMd5: input.fileMd5 } : {}),
    ...input.body,
  };
  const headers = await buildRequestHeaders({
    payload,
    token: input.token ?? '',
    partnerCode: '10001',
    timestamp: input.timestamp === undefined ? undefined : uniqueTimestamp(app, input.timestamp),
    signMode: 'md5',
    salt: app.config.signSalt,
  });
  const parts: FormPart[] = Object.entries(payload)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([name, v]) => ({ name, value: formValue(v) }));
  if (input.file) parts.push({ name: contract.upload.field, file: input.file });
  const form = multipartBody(parts);
  return app.inject({
    method: contract.method,
    url: route.path,
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

export function envelopeOf(response: LightMyRequestResponse): { code: number; msg: string; data: unknown } {
  return response.json() as { code: number; msg: string; data: unknown };
}
