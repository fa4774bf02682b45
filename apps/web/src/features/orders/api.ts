import type { CallContract, RequestOf } from '@course/contracts/define-call';
import { frontErrorReport } from '@course/contracts/landing-track';
import { buildErrorReport, type TErrorReportCode } from '@course/domain/error-report';
import { type CallParams, callKey, callOptions, useCall } from '../../lib/query';
import { callApi } from '../../lib/request';

/** @deprecated use `callKey` of lib/query (the same key: one scheme for every call). */
export const orderKey = (contract: CallContract, body?: unknown) => callKey(contract, body);

/** @deprecated use `callOptions(contract, body, { params })` of lib/query. */
export function orderCallOptions<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  params?: CallParams,
) {
  return callOptions(contract, body, { params });
}

/** @deprecated use `useCall` of lib/query. */
export function useOrderCall<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  opts: { enabled?: boolean; params?: CallParams } = {},
) {
  return useCall(contract, body, opts);
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
