import type { TStudyTourBooking } from '@course/contracts/study-tour-booking';

/** Answers that change while the learner looks (places, a payment being confirmed) are never cached long. */
export const LIVE = 0;

export const isBookingNo = (value: string | null): value is string =>
  value !== null && /^Y\d{8,30}$/.test(value);

export const positiveId = (value: string | null): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** The two result pages: which payment each one waits for. */
export type ResultPageConfig = { part: 'deposit' | 'balance'; paidWhen: TStudyTourBooking['status'][] };

export const RESULT_PAGES: Record<string, ResultPageConfig> = {
  studyTourDepositPaymentResult: { part: 'deposit', paidWhen: ['deposit_paid', 'paid', 'closed'] },
  studyTourFinalPaymentResult: { part: 'balance', paidWhen: ['paid'] },
};

export const BOOKING_STATUS_TEXT: Record<TStudyTourBooking['status'], string> = {
  deposit_pending: '待付定金',
  deposit_paid: '待付尾款',
  paid: '已报名',
  lapsed: '定金未支付，名额已释放',
  closed: '逾期未付尾款，已关闭',
  cancelled: '已退款取消',
};
