import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmTransfer, sandboxTransferHref } from './transfer';

const HANDOFF = { outBillNo: 'W2026', mchId: 'mch-1', appId: 'wx-app', packageInfo: 'pkg-abc' };

describe('the withdrawal hand-off', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
    delete window.WeixinJSBridge;
    vi.restoreAllMocks();
  });

  it('in the sandbox goes to the local confirmation page, which returns to the result page', () => {
    expect(sandboxTransferHref('W2026')).toBe(
      `/sandbox/transfer?outBillNo=W2026&returnUrl=${encodeURIComponent('/withdrawResult?outBillNo=W2026')}`,
    );
  });

  it('in the messaging app asks requestMerchantTransfer with mchId, appId and the package', async () => {
    window.__APP_CONFIG__ = { sandbox: false };
    const invoke = vi.fn((_name: string, _params: unknown, cb: (res: { err_msg?: string }) => void) =>
      cb({ err_msg: 'requestMerchantTransfer:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    expect(await confirmTransfer(HANDOFF)).toBe('ok');
    expect(invoke).toHaveBeenCalledWith(
      'requestMerchantTransfer',
      { mchId: 'mch-1', appId: 'wx-app', package: 'pkg-abc' },
      expect.any(Function),
    );
    invoke.mockImplementation((_n, _p, cb) => cb({ err_msg: 'requestMerchantTransfer:cancel' }));
    expect(await confirmTransfer(HANDOFF)).toBe('cancel');
    invoke.mockImplementation((_n, _p, cb) => cb({ err_msg: 'requestMerchantTransfer:fail something' }));
    expect(await confirmTransfer(HANDOFF)).toBe('fail');
  });
});
