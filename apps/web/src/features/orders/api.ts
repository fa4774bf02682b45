import { frontErrorReport } from '@course/contracts/landing-track';
import { buildErrorReport, type TErrorReportCode } from '@course/domain/error-report';
import { callApi } from '../../lib/request';

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
