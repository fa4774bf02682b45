import type { SandboxPaymentRecord } from '../integrations/payment/sandbox.ts';

/** The sandbox's payment pages: the H5 cashier and the messaging app's payment sheet (a WeixinJSBridge shim). */

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const METHOD_NAMES: Record<number, string> = {
  11: '微信支付',
  15: '微信支付',
  21: '支付宝',
  22: '花呗分期',
  31: '京东支付',
};

/** `nonce`: the response's CSP script nonce, which the page's one inline script needs to run. */
export function cashierPage(record: (SandboxPaymentRecord & { amount: string }) | null, nonce = ''): string {
  const body = record
    ? `<div class="card" data-testid="sandbox-cashier">
  <div class="brand">${escapeXml(METHOD_NAMES[record.payType] ?? '收银台')} · 沙箱收银台</div>
  <div class="label">订单金额</div>
  <div class="amount" data-testid="sandbox-cashier-amount">¥${escapeXml(record.amount)}</div>
  <div class="row"><span>商品</span><span>${escapeXml(record.description)}</span></div>
  ${record.payType === 22 ? `<div class="row"><span>分期</span><span>${record.periods ?? 3} 期</span></div>` : ''}
  <div class="row"><span>交易号</span><span>${escapeXml(record.paymentNo)}</span></div>
  ${record.state === 'NOTPAY' ? '' : `<div class="note">该笔交易已处理：${escapeXml(record.state)}</div>`}
  <button class="primary" data-testid="sandbox-pay-confirm" data-d="pay">确认支付 ¥${escapeXml(record.amount)}</button>
  <button data-testid="sandbox-pay-fail" data-d="fail">模拟支付失败</button>
  <button class="link" data-testid="sandbox-pay-cancel" data-d="cancel">取消支付，返回商家</button>
  <div class="note" id="msg" data-testid="sandbox-pay-message"></div>
</div>
<script nonce="${escapeXml(nonce)}">
(function () {
  var no = ${JSON.stringify(record.paymentNo)};
  var busy = false;
  document.querySelectorAll('button[data-d]').forEach(function (b) {
    b.addEventListener('click', function () {
      if (busy) return; busy = true;
      var d = b.getAttribute('data-d');
      fetch('/sandbox/api/pay/' + encodeURIComponent(no) + '/' + d, { method: 'POST' })
        .then(function (r) { return r.json(); })
        .then(function (res) {
          if (res.code !== 0) { document.getElementById('msg').textContent = res.msg; busy = false; return; }
          if (d === 'fail') {
            document.getElementById('msg').textContent = '支付失败：余额不足（模拟）';
            setTimeout(function () { location.href = res.data.quitUrl; }, 1200);
            return;
          }
          location.href = d === 'pay' ? res.data.returnUrl : res.data.quitUrl;
        })
        .catch(function () { document.getElementById('msg').textContent = '网络异常，请重试'; busy = false; });
    });
  });
})();
</script>`
    : '<div class="card"><div class="brand">沙箱收银台</div><p>支付单不存在或已过期</p></div>';
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>收银台（沙箱）</title>
<style>
body{margin:0;overflow-wrap:anywhere;background:#f5f5f5;font:15px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#333}
.card{margin:16px;padding:20px;background:#fff;border-radius:12px}
.brand{font-weight:600;color:#1677ff;margin-bottom:16px}
.label{color:#999;text-align:center}
.amount{font-size:36px;font-weight:600;text-align:center;margin:4px 0 16px}
.row{display:flex;justify-content:space-between;padding:8px 0;border-top:1px solid #f0f0f0;font-size:14px}
.row span:first-child{color:#999;flex:none;margin-right:16px}
.row span:last-child{text-align:right;min-width:0}
button{display:block;width:100%;margin-top:12px;padding:12px;border:1px solid #ddd;border-radius:8px;background:#fff;font-size:16px}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff;margin-top:24px}
button.link{border:none;color:#666;font-size:14px}
.note{margin-top:12px;color:#e03c31;font-size:14px;text-align:center}
</style></head><body>${body}</body></html>`;
}

/**
 * WeixinJSBridge for a browser that is not the messaging app (the sandbox): getBrandWCPayRequest opens a
 * payment sheet; its buttons settle the sandbox payment and answer the page's callback the way the
 * messaging app does (`get_brand_wcpay_request:ok|cancel|fail`).
 */
export const WX_BRIDGE_JS = `(function () {
  if (window.WeixinJSBridge) return;
  function el(tag, css, text) { var e = document.createElement(tag); if (css) e.style.cssText = css; if (text) e.textContent = text; return e; }
  function sheet(no, info, cb) {
    var mask = el('div', 'position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:99999;display:flex;align-items:flex-end');
    var box = el('div', 'width:100%;background:#fff;border-radius:12px 12px 0 0;padding:20px 20px calc(20px + env(safe-area-inset-bottom));font:15px/1.5 sans-serif;color:#333;box-sizing:border-box');
    box.setAttribute('data-testid', 'sandbox-pay-sheet');
    box.appendChild(el('div', 'text-align:center;color:#07c160;font-weight:600', '微信支付（沙箱）'));
    box.appendChild(el('div', 'text-align:center;color:#999;margin-top:12px;font-size:14px', info.description));
    var amount = el('div', 'text-align:center;font-size:34px;font-weight:600;margin:8px 0 16px', '¥' + info.amount);
    amount.setAttribute('data-testid', 'sandbox-pay-amount');
    box.appendChild(amount);
    function button(id, label, css, decision, answer) {
      var b = el('button', 'display:block;width:100%;margin-top:10px;padding:12px;border-radius:8px;font-size:16px;' + css, label);
      b.setAttribute('data-testid', id);
      b.onclick = function () {
        b.disabled = true;
        fetch('/sandbox/api/pay/' + encodeURIComponent(no) + '/' + decision, { method: 'POST' })
          .then(function (r) { return r.json(); })
          .catch(function () { return null; })
          .then(function () { mask.remove(); cb({ err_msg: 'get_brand_wcpay_request:' + answer }); });
      };
      box.appendChild(b);
    }
    button('sandbox-pay-confirm', '确认支付', 'background:#07c160;color:#fff;border:none', 'pay', 'ok');
    button('sandbox-pay-fail', '模拟支付失败', 'background:#fff;border:1px solid #ddd', 'fail', 'fail');
    button('sandbox-pay-cancel', '取消', 'background:#fff;border:none;color:#666', 'cancel', 'cancel');
    mask.appendChild(box);
    document.body.appendChild(mask);
  }
  window.WeixinJSBridge = {
    invoke: function (name, params, cb) {
      cb = cb || function () {};
      var m = /^prepay_id=sandbox_(.+)$/.exec((params && params.package) || '');
      if (name !== 'getBrandWCPayRequest' || !m) { cb({ err_msg: name + ':fail' }); return; }
      fetch('/sandbox/api/pay/' + encodeURIComponent(m[1]))
        .then(function (r) { return r.json(); })
        .then(function (res) { if (res.code !== 0) throw new Error(res.msg); sheet(m[1], res.data, cb); })
        .catch(function () { cb({ err_msg: 'get_brand_wcpay_request:fail' }); });
    },
    on: function () {},
  };
  document.dispatchEvent(new Event('WeixinJSBridgeReady'));
})();
`;
