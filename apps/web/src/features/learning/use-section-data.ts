import { getSectionData } from '@course/contracts/learning-section';
import { isInNativeApp } from '../../lib/platform';
import { useCall } from '../../lib/query';

/** getSectionData with the in-app flag (the denial text differs inside the native app). */
export function useSectionData(sectionId: number | null) {
  return useCall(
    getSectionData,
    { sectionId: sectionId ?? 0, inApp: isInNativeApp() },
    { enabled: sectionId !== null && sectionId > 0, staleTime: 0 },
  );
}
