import { describe, expect, it } from 'vitest';
import {
  defaultGroupQrExpiry,
  GROUP_QR_CLOCK_ALLOWANCE_MS,
  GROUP_QR_LIFETIME_MS,
  groupQrExpiryProblem,
} from './group-qr.ts';

describe('group QR expiry (a WeChat group QR lasts 7 days)', () => {
  const setAt = Date.parse('2026-03-01T10:00:00+08:00');

  it('accepts any time after now up to 7 days (the default is exactly 7 days)', () => {
    expect(groupQrExpiryProblem(setAt + 60_000, setAt)).toBeNull();
    expect(groupQrExpiryProblem(defaultGroupQrExpiry(setAt), setAt)).toBeNull();
    expect(
      groupQrExpiryProblem(setAt + GROUP_QR_LIFETIME_MS + GROUP_QR_CLOCK_ALLOWANCE_MS, setAt),
    ).toBeNull();
  });

  it('refuses the past, now, and anything past 7 days with the last allowed Beijing time', () => {
    expect(groupQrExpiryProblem(setAt - 1, setAt)).toBe('二维码有效期须晚于现在');
    expect(groupQrExpiryProblem(setAt, setAt)).toBe('二维码有效期须晚于现在');
    expect(groupQrExpiryProblem(setAt + GROUP_QR_LIFETIME_MS + GROUP_QR_CLOCK_ALLOWANCE_MS + 1, setAt)).toBe(
      '微信群二维码最长 7 天有效：有效期不能晚于 2026-03-08 10:00（北京时间）',
    );
    expect(groupQrExpiryProblem(setAt + 30 * 86_400_000, setAt)).toContain('最长 7 天');
    expect(groupQrExpiryProblem(Number.NaN, setAt)).toBe('请选择二维码有效期');
  });

  it('an expiry changed without a new image may move earlier, never later than the old one', () => {
    const old = setAt + 2 * 86_400_000;
    expect(groupQrExpiryProblem(old - 1, setAt, { latest: old })).toBeNull();
    expect(groupQrExpiryProblem(old + 60_000, setAt, { latest: old })).toBe(
      '延长有效期请上传新的群二维码（当前二维码最晚 2026-03-03 10:00 失效）',
    );
    // no known expiry (seeded classes): only the 7-day cap
    expect(groupQrExpiryProblem(old + 60_000, setAt, { latest: null })).toBeNull();
  });
});
