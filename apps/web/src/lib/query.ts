import type { CallContract, RequestOf } from '@course/contracts/define-call';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './request';

/**
 * The one query layer of the web app: every call is cached under one key scheme,
 * `['call', contract.name, body, params]`, each part present only when given, so a key is a prefix of every
 * more specific key of the same call: `invalidateQueries({ queryKey: callKey(contract) })` refreshes every
 * body of a call, `callKey(contract, body)` every params of that body, and `['call']` every call.
 */

/** Path params of a call (the contracts' `params`), as the pages pass them. */
export type CallParams = Record<string, string | number>;

export type CallKey = readonly unknown[];

export function callKey(contract: CallContract, body?: unknown, params?: CallParams): CallKey {
  const key: unknown[] = ['call', contract.name];
  if (body === undefined && params === undefined) return key;
  key.push(body);
  if (params !== undefined) key.push(params);
  return key;
}

export type CallQueryOptions = {
  /** path params of the call */
  params?: CallParams;
  /** do not toast a transport failure (background reads) */
  silent?: boolean;
};

export function callOptions<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  opts: CallQueryOptions = {},
) {
  return queryOptions({
    queryKey: callKey(contract, body, opts.params),
    queryFn: () =>
      callApi(contract, {
        body,
        ...(opts.params ? { params: opts.params as never } : {}),
        ...(opts.silent === undefined ? {} : { silent: opts.silent }),
      }),
  });
}

export type UseCallOptions = CallQueryOptions & {
  /** false: do not call yet (a missing id); default true */
  enabled?: boolean;
  /** how long an answer stays fresh; default the query client's */
  staleTime?: number;
};

/** One call as a query: never retried (the request layer retries network failures itself). */
export function useCall<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  opts: UseCallOptions = {},
) {
  return useQuery({
    ...callOptions(contract, body, { params: opts.params, silent: opts.silent }),
    enabled: opts.enabled ?? true,
    retry: false,
    ...(opts.staleTime === undefined ? {} : { staleTime: opts.staleTime }),
  });
}
