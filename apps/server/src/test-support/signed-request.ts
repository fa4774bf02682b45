import { buildPath, type CallContract } from '@course/contracts/define-call';
import { buildRequestHeaders } from '@course/domain/request-headers';
import { parsePathPrefix } from '@course/domain/sign';
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

export function envelopeOf(response: LightMyRequestResponse): { code: number; msg: string; data: unknown } {
  return response.json() as { code: number; msg: string; data: unknown };
}
