import * as CatalogueCourse from '@course/contracts/catalogue-course';
import * as CatalogueListing from '@course/contracts/catalogue-listing';
import * as LearningExtra from '@course/contracts/learning-extra';
import * as LearningPurchased from '@course/contracts/learning-purchased';
import * as LearningSection from '@course/contracts/learning-section';
import * as LearningStudy from '@course/contracts/learning-study';
import * as MessagesSite from '@course/contracts/messages-site';
import * as OrdersCamp from '@course/contracts/orders-camp';
import { useQuery } from '@tanstack/react-query';
import { isInNativeApp } from '../../lib/platform';
import { callOptions } from '../catalogue/api';

/** @deprecated the old course-call helpers (thin wrappers of lib/query); learning pages move to lib/query. */
export { callOptions, key, useCall } from '../catalogue/api';

export const api = {
  ...CatalogueCourse,
  ...CatalogueListing,
  ...LearningExtra,
  ...LearningPurchased,
  ...LearningSection,
  ...LearningStudy,
  ...MessagesSite,
  ...OrdersCamp,
};

/** getSectionData with the in-app flag (the denial text differs inside the native app). */
export function useSectionData(sectionId: number | null) {
  return useQuery({
    ...callOptions(LearningSection.getSectionData, { sectionId: sectionId ?? 0, inApp: isInNativeApp() }),
    enabled: sectionId !== null && sectionId > 0,
    retry: false,
    staleTime: 0,
  });
}
