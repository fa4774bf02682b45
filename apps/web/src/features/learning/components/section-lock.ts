import { CHAPTER_DENIAL_MESSAGES } from '@course/domain/chapter-access';
import { CHAPTER_LOCKED, CHAPTER_LOCKED_BACK_MS } from '@course/domain/constants';
import { getHref, homeHref, useAppNavigate, useGoBack } from '../../../app/public/navigation';
import { toast } from '../../../app/public/request';
import { isInNativeApp } from '../../../lib/platform';
import { ApiError } from '../../../lib/request';
import { usePurchaseOffer } from '../../catalogue/components/purchase-offer';

/** Why a section of a bought or previewed course is closed, and the spec's toast-and-return on a refusal. */

/**
 * Why a locked section of a course is locked for a learner who opened another section of it: an owner waits
 * for it (该章节还未解锁); anyone else has not bought it (您还未开启课程服务 inside the native app).
 */
export function lockMessageOf(access: 'owned' | 'trial'): string {
  if (access === 'owned') return CHAPTER_LOCKED;
  return isInNativeApp() ? CHAPTER_DENIAL_MESSAGES.service_not_open : CHAPTER_DENIAL_MESSAGES.not_bought;
}

/**
 * The spec's denial: toast, then back to the course's list after 1 s. A section that buying opens (您还未购买课程)
 * offers the purchase instead of the toast, over the list it returns to.
 */
export function useDenyAndReturn() {
  const navigate = useAppNavigate();
  const goBack = useGoBack();
  const offerPurchase = usePurchaseOffer();
  return (error: unknown, courseId: number | null) => {
    const msg = error instanceof ApiError ? error.msg : CHAPTER_LOCKED;
    if (courseId) offerPurchase(courseId, msg);
    else toast(msg);
    setTimeout(() => {
      if (courseId) navigate(getHref('lession-list', { query: { course: courseId } }), { replace: true });
      else goBack(homeHref());
    }, CHAPTER_LOCKED_BACK_MS);
  };
}
