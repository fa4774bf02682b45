import { describe, expect, it } from 'vitest';
import { upcomingMondays } from '../../db/seed-commerce.ts';
import { renderInvoiceSvg } from './invoice-file.ts';
import { newOrderNo } from './order-numbers.ts';

// 22:30 UTC on Sunday 4 January is 06:30 on Monday 5 January in Beijing. scripts/test.sh also runs this file
// under TZ=America/New_York: server-made dates must not depend on the process zone.
const LATE_UTC = new Date('2026-01-04T22:30:05Z');

describe('server-made dates are Beijing dates', () => {
  it('dates an invoice by its Beijing issue day (it used the UTC day)', () => {
    const svg = renderInvoiceSvg({
      invoiceNo: 'I1',
      orderNo: 'C1',
      itemTitle: '课程',
      title: '张三',
      taxNo: null,
      amountCents: 100,
      issuedAt: LATE_UTC,
    });
    expect(svg).toContain('2026-01-05');
    expect(svg).not.toContain('2026-01-04');
  });

  it('stamps an order number with the Beijing time', () => {
    expect(newOrderNo('course', LATE_UTC.getTime())).toMatch(/^C20260105063005\d{6}$/);
  });

  it('seeds camps on the following Mondays at 20:00 Beijing time', () => {
    expect(upcomingMondays(2, LATE_UTC).map((d) => d.toISOString())).toEqual([
      '2026-01-12T12:00:00.000Z',
      '2026-01-19T12:00:00.000Z',
    ]);
    expect(upcomingMondays(1, new Date('2026-01-04T15:59:00Z'))[0]?.toISOString()).toBe(
      '2026-01-05T12:00:00.000Z',
    );
  });
});
