import { PHONE_VISIBLE_ROLES } from '@course/contracts/console-inbox';
import { maskPhone } from '@course/domain/masking';
import type { StaffRow } from '../../db/schema/index.ts';

/** The learner's phone as a staff role may see it: full for PHONE_VISIBLE_ROLES, masked for the rest. */
export function phoneFor(
  viewer: StaffRow,
  mobile: string | null,
): { mobile: string | null; mobileMasked: boolean } {
  if (mobile === null || mobile === '') return { mobile: null, mobileMasked: false };
  if (PHONE_VISIBLE_ROLES.includes(viewer.role)) return { mobile, mobileMasked: false };
  return { mobile: maskPhone(mobile), mobileMasked: true };
}
