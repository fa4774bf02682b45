import type { CallContract, RequestOf } from '@course/contracts/define-call';
import { frontErrorReport } from '@course/contracts/putin-track';
import { buildErrorReport, type TErrorReportCode } from '@course/domain/error-report';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/request';

/** Commerce calls as TanStack Query options: one key per call and body. */

export const orderKey = (contract: CallContract, body?: unknown) =>
  body === undefined ? ['commerce', contract.name] : ['commerce', contract.name, body];

export function orderCallOptions<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  params?: Record<string, string | number>,
) {
  return queryOptions({
    queryKey: [...orderKey(contract, body), params ?? null],
    queryFn: () => callApi(contract, { body, ...(params ? { params: params as never } : {}) }),
  });
}

export function useOrderCall<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  opts: { enabled?: boolean; params?: Record<string, string | number> } = {},
) {
  return useQuery({
    ...orderCallOptions(contract, body, opts.params),
    enabled: opts.enabled ?? true,
    retry: false,
  });
}

/** Front-end error reports of this area: 32000 payment order creation, 32001 sign-up. */
export function reportError(code: TErrorReportCode, description: string): void {
  void callApi(frontErrorReport, {
    body: buildErrorReport({ code, pageUrl: window.location.href, description: description.slice(0, 1000) }),
    silent: true,
  }).catch(() => undefined);
}

export const queryParam = (name: string): string | null =>
  new URLSearchParams(window.location.search).get(name);
export const numberParam = (name: string): number | undefined => {
  const value = Number(queryParam(name));
  return Number.isInteger(value) && value > 0 ? value : undefined;
};
