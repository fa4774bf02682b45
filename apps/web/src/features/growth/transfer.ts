import { getHref } from '../../app/public/navigation';
import { getAppConfig } from '../../lib/app-config';
import { loadBridge } from '../../lib/wx-bridge';

/**
 * The withdrawal hand-off: `withdraw` answers WAIT_USER_CONFIRM with a package_info, and the learner confirms
 * receipt in the messaging app (JS-SDK requestMerchantTransfer). In the sandbox the local confirmation page
 * (/sandbox/transfer) stands in for that sheet and returns to the result page; in the app the bridge's sheet
 * answers `requestMerchantTransfer:ok|cancel|fail` and the page then goes to the result page, which asks the
 * server (the notification decides, never the sheet's answer).
 */

export type TransferHandoff = {
  outBillNo: string;
  mchId: string | null;
  appId: string | null;
  packageInfo: string | null;
};

export const withdrawResultHref = (outBillNo: string) => getHref('withdrawResult', { query: { outBillNo } });

/** The sandbox confirmation page for a bill, returning to its result page. */
export function sandboxTransferHref(outBillNo: string): string {
  const query = new URLSearchParams({ outBillNo, returnUrl: withdrawResultHref(outBillNo) });
  return `/sandbox/transfer?${query}`;
}

export type HandoffOutcome = 'redirected' | 'ok' | 'cancel' | 'fail';

/** Asks the learner to confirm the transfer; 'redirected' when the page left for the sandbox sheet. */
export async function confirmTransfer(h: TransferHandoff): Promise<HandoffOutcome> {
  if (getAppConfig().sandbox) {
    window.location.assign(sandboxTransferHref(h.outBillNo));
    return 'redirected';
  }
  const bridge = await loadBridge();
  return new Promise((resolve) => {
    bridge.invoke(
      'requestMerchantTransfer',
      { mchId: h.mchId, appId: h.appId, package: h.packageInfo },
      (res) => {
        const msg = res?.err_msg ?? '';
        resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
      },
    );
  });
}
