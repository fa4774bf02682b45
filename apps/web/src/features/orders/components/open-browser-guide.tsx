import { createLoginTicket } from '@course/contracts/identity-login';
import type { ReactNode } from 'react';
import { toast } from '../../../app/public/request';
import { copyText } from '../../../lib/copy-text';
import { callApi } from '../../../lib/request';
import '../orders-shared.css';
import './open-browser-guide.css';

/**
 * The full-screen guide shown where the cashier cannot open (the messaging app, a mini-program): an arrow to
 * the top-right menu, '点击右上角 ··· 选择在浏览器打开', what is being paid, and a copy-link button. The copied link
 * carries a one-use, 5-minute login ticket so the browser, which has no session, signs in as this learner.
 */
export function OpenInBrowserGuide({
  children,
  miniProgram,
}: {
  children?: ReactNode;
  miniProgram?: boolean;
}) {
  async function copyLink() {
    const url = new URL(window.location.href);
    url.searchParams.delete('ticket');
    try {
      const { ticket } = await callApi(createLoginTicket, { body: {}, silent: true });
      url.searchParams.set('ticket', ticket);
      url.searchParams.set('toAuth', '1');
    } catch {
      // without a ticket the browser signs in through the usual authorization
    }
    const ok = await copyText(url.href);
    toast(ok ? '链接已复制，请在浏览器中粘贴打开（5 分钟内有效）' : '复制失败，请长按地址栏复制');
  }
  return (
    <div className="od-guide" data-testid="open-browser-guide">
      {miniProgram ? null : <div className="od-guide-arrow" aria-hidden="true" />}
      <div className="od-guide-text">
        {miniProgram ? (
          <>
            小程序内暂不支持支付宝支付
            <br />
            请复制链接，在手机浏览器中打开
          </>
        ) : (
          <>
            点击右上角 <b>···</b>
            <br />
            选择「在浏览器打开」
          </>
        )}
      </div>
      <p className="od-guide-sub">微信内无法使用支付宝，在浏览器中打开后即可完成支付</p>
      {children}
      <button type="button" className="od-submit od-guide-copy" data-testid="copy-link" onClick={copyLink}>
        复制链接
      </button>
    </div>
  );
}
