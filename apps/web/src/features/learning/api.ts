import * as C from '@course/contracts/course-course';
import * as X from '@course/contracts/course-extra';
import * as G from '@course/contracts/course-goods';
import * as L from '@course/contracts/course-learning';
import type { CallContract, RequestOf } from '@course/contracts/define-call';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isInNativeApp } from '../../lib/platform';
import { callApi } from '../../lib/request';

/**
 * The course, goods and learning calls as TanStack Query options: one key per call and body, so a mutation
 * refreshes exactly what it changed with `invalidateQueries({ queryKey: key(contract) })`.
 */

export const key = (contract: CallContract, body?: unknown) =>
  body === undefined ? ['course-api', contract.name] : ['course-api', contract.name, body];

export function callOptions<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  opts: { silent?: boolean } = {},
) {
  return queryOptions({
    queryKey: key(contract, body),
    queryFn: () => callApi(contract, { body, silent: opts.silent }),
  });
}

export function useCall<Ct extends CallContract>(contract: Ct, body: RequestOf<Ct>, enabled = true) {
  return useQuery({ ...callOptions(contract, body), enabled, retry: false });
}

export const api = { ...C, ...X, ...G, ...L };

/** getSectionData with the in-app flag (the denial text differs inside the native app). */
export function useSectionData(sectionId: number | null) {
  return useQuery({
    ...callOptions(C.getSectionData, { sectionId: sectionId ?? 0, inApp: isInNativeApp() }),
    enabled: sectionId !== null && sectionId > 0,
    retry: false,
    staleTime: 0,
  });
}
