/** Tiny HTML helpers for the sandbox's server-rendered pages (they must work without the web app). */

export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,maximum-scale=1,user-scalable=no">
<title>${escapeHtml(title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;overflow-wrap:anywhere;font:15px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#ededed;color:#111}
.bar{background:#f7f7f7;border-bottom:1px solid #ddd;text-align:center;padding:12px;font-size:17px;font-weight:600}
.tag{display:inline-block;margin-left:6px;padding:0 6px;border-radius:4px;background:#fa9d3b;color:#fff;font-size:11px;vertical-align:2px}
.card{background:#fff;margin:12px;border-radius:10px;padding:16px}
.app{display:flex;align-items:center;gap:12px}.logo{width:48px;height:48px;border-radius:10px;background:#07c160;color:#fff;display:flex;align-items:center;justify-content:center;font-size:22px;font-weight:700}
.muted{color:#888;font-size:13px}h2{font-size:16px;margin:0 0 8px}
label.row{display:flex;align-items:center;gap:10px;padding:10px 0;border-top:1px solid #f0f0f0}
label.row:first-of-type{border-top:0}.avatar{width:36px;height:36px;border-radius:50%;background:#c9e7d5;display:flex;align-items:center;justify-content:center;color:#07c160;font-weight:600}
input[type=text]{width:100%;padding:10px;border:1px solid #ddd;border-radius:6px;font-size:15px;margin-top:8px}
.btn{display:block;width:calc(100% - 24px);margin:16px 12px;padding:12px;border:0;border-radius:8px;background:#07c160;color:#fff;font-size:17px;font-weight:600}
.error{color:#e64340}table{width:100%;border-collapse:collapse}td,th{padding:8px 4px;border-top:1px solid #f0f0f0;text-align:left;font-size:13px}
.code{font:600 20px/1 ui-monospace,monospace;letter-spacing:2px;color:#07c160}
</style></head><body>${body}</body></html>`;
}
