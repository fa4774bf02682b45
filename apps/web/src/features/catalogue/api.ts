import {
  chapterBasic,
  courseBasic,
  courseDetail,
  courseExtend,
  getPackCourseInfo,
  listByParameter,
  listPackages,
  teacherWxInfo,
  welfareDetail,
  welfareGiftCourse,
} from '@course/contracts/catalogue-course';
import { categoryList, courseList, getModuleDetails, getTabHome } from '@course/contracts/catalogue-listing';
import type { CallContract, RequestOf } from '@course/contracts/define-call';
import { getDaily } from '@course/contracts/learning-extra';
import { pageSectionData } from '@course/contracts/learning-section';
import { learnCentreTab } from '@course/contracts/learning-study';
import { callKey, callOptions as sharedCallOptions, useCall as useSharedCall } from '../../lib/query';

/**
 * The catalogue's calls, and the old course-call helpers the catalogue and learning pages still use: thin
 * wrappers of lib/query, the one query layer, so they already cache under its keys.
 */

/** @deprecated use `callKey` of lib/query (the same key: one scheme for every call). */
export const key = (contract: CallContract, body?: unknown) => callKey(contract, body);

/** @deprecated use `callOptions` of lib/query. */
export function callOptions<Ct extends CallContract>(
  contract: Ct,
  body: RequestOf<Ct>,
  opts: { silent?: boolean } = {},
) {
  return sharedCallOptions(contract, body, opts);
}

/** @deprecated use `useCall(contract, body, { enabled })` of lib/query. */
export function useCall<Ct extends CallContract>(contract: Ct, body: RequestOf<Ct>, enabled = true) {
  return useSharedCall(contract, body, { enabled });
}

/** The calls the catalogue pages make (home, mall, course detail, course lists, packages). */
export const api = {
  categoryList,
  chapterBasic,
  courseBasic,
  courseDetail,
  courseExtend,
  courseList,
  getDaily,
  getModuleDetails,
  getPackCourseInfo,
  getTabHome,
  learnCentreTab,
  listByParameter,
  listPackages,
  pageSectionData,
  teacherWxInfo,
  welfareDetail,
  welfareGiftCourse,
};
