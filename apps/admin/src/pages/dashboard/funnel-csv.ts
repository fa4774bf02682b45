import type { consoleFunnel } from '@course/contracts/console-funnel';
import type { z } from 'zod';

/**
 * The dashboard's table as CSV (UTF-8 with a BOM so spreadsheet programs read the Chinese headers): the same
 * columns as the table, complaints included.
 */

type Report = z.output<(typeof consoleFunnel)['response']>;

const cell = (value: string | number) => {
  const text = String(value);
  // quote everything that could break a row; neutralise spreadsheet formulas
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export function funnelCsv(report: Report, groupBy: 'channel' | 'template'): string {
  const head = groupBy === 'channel' ? ['渠道', '子渠道'] : ['模板 ID', '模板名称'];
  const lines = [
    [...head, '浏览', '展示二维码', '长按', '报名', '入群', '无可用群', '反馈', '投诉'],
    ...report.rows.map((r) => [
      ...(groupBy === 'channel' ? [r.channel, r.subChannel] : [r.pageTemplateId, r.templateName]),
      r.views,
      r.qrShown,
      r.longPresses,
      r.signUps,
      r.joined,
      r.noGroup,
      r.feedbacks,
      r.complaints,
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}

/**
 * How long a download's object URL outlives the click. Safari and Firefox may read the blob after `click()` has
 * returned, and a URL revoked at once can cancel the file; FileSaver.js waits the same 40 s.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 40_000;

export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  // in the document while clicked: older Firefox ignores a click on a detached link
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
