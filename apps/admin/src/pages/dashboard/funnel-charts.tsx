import type { consoleFunnel } from '@course/contracts/console-funnel';
import { FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
// the ES module build (lib/ is CommonJS: its default export would arrive wrapped)
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { z } from 'zod';
import { FUNNEL_STEPS } from './funnel-steps';

/** The dashboard's charts (echarts, only the parts used): the funnel of the range and the steps by day. */
echarts.use([FunnelChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

type Report = z.output<(typeof consoleFunnel)['response']>;

export function FunnelSteps({ report }: { report: Report }) {
  const option = {
    tooltip: { trigger: 'item', formatter: '{b}：{c}' },
    series: [
      {
        type: 'funnel',
        sort: 'none',
        left: '10%',
        width: '80%',
        minSize: '8%',
        label: { show: true, position: 'inside', formatter: '{b} {c}' },
        data: FUNNEL_STEPS.map((s) => ({ name: s.label, value: report.totals[s.key] })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />;
}

export function DailyLines({ report }: { report: Report }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 48, right: 24, top: 36, bottom: 28 },
    xAxis: { type: 'category', data: report.days.map((d) => d.day) },
    yAxis: { type: 'value', minInterval: 1 },
    series: FUNNEL_STEPS.map((s) => ({
      type: 'line',
      name: s.label,
      smooth: true,
      data: report.days.map((d) => d[s.key]),
    })),
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />;
}
