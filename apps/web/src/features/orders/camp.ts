import { formatBeijingMonthDay, formatBeijingTime, formatBeijingWeekday } from '@course/domain/beijing-time';
import { getHref } from '../../app/public/navigation';

/**
 * Start dates after buying a course with camps (issue 6). The pages, one per file:
 * - curriculum-time (list of periods), selectDate (a grid of dates), selectDateNew (the grid, saved through
 *   chooseCampDateNew/{orderNo}/{campId}): choose the first start date;
 * - changeClassTime: move to another period while the current one has not started and changes are left;
 * - changeClassTimeLose: the change is no longer possible (why, and what to do);
 * - withoutCamp: the course has no period to choose yet (what happens next).
 * A full period is shown and cannot be picked; the server takes the class seat and refuses a full one.
 */

export type Variant = { mode: 'choose' | 'change'; layout: 'list' | 'grid'; viaPath: boolean };
export const VARIANTS: Record<string, Variant> = {
  'curriculum-time': { mode: 'choose', layout: 'list', viaPath: false },
  selectDate: { mode: 'choose', layout: 'grid', viaPath: false },
  selectDateNew: { mode: 'choose', layout: 'grid', viaPath: true },
  changeClassTime: { mode: 'change', layout: 'list', viaPath: false },
};

/** Dates in Beijing time, whatever the phone's zone: '12月1日 周一 20:00'. */
export function campDateText(iso: string): { date: string; weekday: string; time: string } {
  return {
    date: formatBeijingMonthDay(iso),
    weekday: formatBeijingWeekday(iso),
    time: formatBeijingTime(iso),
  };
}

export const lessonCentreHref = (courseId: number | null, campId: number) =>
  courseId
    ? getHref('lesson-center', { params: { id: String(courseId) }, query: { campDataId: campId } })
    : getHref('center');
