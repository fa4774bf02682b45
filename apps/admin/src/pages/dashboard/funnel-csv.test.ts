import { describe, expect, it } from 'vitest';
import { funnelCsv } from './funnel-csv';

const figures = { views: 10, qrShown: 9, longPresses: 5, signUps: 4, joined: 3, noGroup: 2, feedbacks: 1 };
const report = {
  rows: [
    {
      ...figures,
      channel: '1001',
      subChannel: '100101',
      pageTemplateId: 7,
      templateName: '=春季',
      complaints: 6,
    },
  ],
  days: [],
  totals: { ...figures, complaints: 6 },
  rolledAt: null,
};

describe('funnel CSV', () => {
  it('has the table’s columns, complaints included, per channel and per template', () => {
    const byChannel = funnelCsv(report, 'channel').split('\r\n');
    expect(byChannel[0]).toBe('\uFEFF渠道,子渠道,浏览,展示二维码,长按,报名,入群,无可用群,反馈,投诉');
    expect(byChannel[1]).toBe('1001,100101,10,9,5,4,3,2,1,6');
    const byTemplate = funnelCsv(report, 'template').split('\r\n');
    expect(byTemplate[0]).toBe('\uFEFF模板 ID,模板名称,浏览,展示二维码,长按,报名,入群,无可用群,反馈,投诉');
    // a formula-like name is neutralised
    expect(byTemplate[1]).toBe("7,'=春季,10,9,5,4,3,2,1,6");
  });
});
