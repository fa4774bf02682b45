import { formatBeijingDate } from '@course/domain/beijing-time';
import { formatPrice } from '@course/domain/price';

/** The electronic invoice rendered as an SVG page (what invoice-download shows and saves). */

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderInvoiceSvg(input: {
  invoiceNo: string;
  orderNo: string;
  itemTitle: string;
  title: string;
  taxNo: string | null;
  amountCents: number;
  issuedAt: Date | null;
}): string {
  const date = formatBeijingDate(input.issuedAt ?? new Date());
  const rows: [string, string][] = [
    ['发票号码', input.invoiceNo],
    ['开票日期', date],
    ['购买方', input.title],
    ['纳税人识别号', input.taxNo ?? '—'],
    ['订单号', input.orderNo],
    ['项目', input.itemTitle],
    ['价税合计', `¥${formatPrice(input.amountCents)}`],
  ];
  const lines = rows
    .map(
      ([k, v], i) =>
        `<text x="40" y="${150 + i * 44}" font-size="20" fill="#8c6d1f">${k}</text>` +
        `<text x="220" y="${150 + i * 44}" font-size="20" fill="#333">${escapeXml(v)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="520" viewBox="0 0 750 520">
<rect width="750" height="520" fill="#fffdf5" stroke="#c8a951" stroke-width="4"/>
<text x="375" y="70" font-size="32" text-anchor="middle" fill="#a0522d" font-family="sans-serif">电子普通发票</text>
<line x1="40" y1="100" x2="710" y2="100" stroke="#c8a951"/>
<g font-family="sans-serif">${lines}</g>
<circle cx="620" cy="420" r="60" fill="none" stroke="#e03c31" stroke-width="4"/>
<text x="620" y="428" font-size="18" text-anchor="middle" fill="#e03c31" font-family="sans-serif">发票专用章</text>
</svg>`;
}
