import { useEffect, useRef } from 'react';
import { useDenyAndReturn } from './components/section-lock';
import { markKnownMilestones, useLearnTimeReport } from './progress-reporter';
import { useSectionData } from './use-section-data';

type SectionData = NonNullable<ReturnType<typeof useSectionData>['data']>;

/**
 * What every page that opens one section does: load it, report the learning time while it is open, turn a
 * refusal into the spec's toast-and-return, and once per section (a refetch after a progress report must not
 * restart anything) remember the milestones already reported and hand the section to `onOpened`.
 */
export function useOpenedSection(
  sectionId: number | null,
  courseId: number | null,
  onOpened: (data: SectionData) => void,
) {
  const query = useSectionData(sectionId);
  const deny = useDenyAndReturn();
  const opened = useRef<number | null>(null);
  useLearnTimeReport(query.data ? sectionId : null);
  const { data, error } = query;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per refusal
  useEffect(() => {
    if (error) deny(error, courseId);
  }, [error]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onOpened is read once per section
  useEffect(() => {
    if (!data || opened.current === data.section.id) return;
    opened.current = data.section.id;
    markKnownMilestones(data.section.id, data.record.milestones);
    onOpened(data);
  }, [data]);
  return query;
}
