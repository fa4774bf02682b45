import { formatBeijing } from './beijing-time.ts';

/**
 * A WeChat group QR works for 7 days from when it is made, so the expiry an operator gives a class's group QR
 * (console, issue 17) is at most 7 days after it is set. The server (services/console/camps.ts) refuses
 * anything else with 2902; the console's class form checks the same rule before it sends.
 */

export const GROUP_QR_LIFETIME_DAYS = 7;
export const GROUP_QR_LIFETIME_MS = GROUP_QR_LIFETIME_DAYS * 86_400_000;
/** Allowance for the browser's clock running ahead of the server's (the form's default is its own now + 7 days). */
export const GROUP_QR_CLOCK_ALLOWANCE_MS = 10 * 60_000;

/** The default expiry of a QR set at `setAt`: 7 days later. */
export const defaultGroupQrExpiry = (setAt: number): number => setAt + GROUP_QR_LIFETIME_MS;

/**
 * Why an expiry cannot be used, in words for the operator, or null when it can. `setAt` is when the QR is set
 * (the call's now); `latest` lowers the limit further (an expiry changed without a new image may not be moved
 * past the old one).
 */
export function groupQrExpiryProblem(
  expiresAt: number,
  setAt: number,
  options: { latest?: number | null } = {},
): string | null {
  if (!Number.isFinite(expiresAt)) return '请选择二维码有效期';
  if (expiresAt <= setAt) return '二维码有效期须晚于现在';
  const cap = setAt + GROUP_QR_LIFETIME_MS + GROUP_QR_CLOCK_ALLOWANCE_MS;
  if (options.latest != null && expiresAt > options.latest && options.latest < cap) {
    return `延长有效期请上传新的群二维码（当前二维码最晚 ${formatBeijing(new Date(options.latest), 'YYYY-MM-DD HH:mm')} 失效）`;
  }
  if (expiresAt > cap) {
    return `微信群二维码最长 7 天有效：有效期不能晚于 ${formatBeijing(new Date(setAt + GROUP_QR_LIFETIME_MS), 'YYYY-MM-DD HH:mm')}（北京时间）`;
  }
  return null;
}
