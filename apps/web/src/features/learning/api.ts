import * as C from '@course/contracts/course-course';
import * as X from '@course/contracts/course-extra';
import * as G from '@course/contracts/course-goods';
import * as L from '@course/contracts/course-learning';
import { useQuery } from '@tanstack/react-query';
import { isInNativeApp } from '../../lib/platform';
import { callOptions } from '../catalogue/api';

/** @deprecated the old course-call helpers (thin wrappers of lib/query); learning pages move to lib/query. */
export { callOptions, key, useCall } from '../catalogue/api';

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
