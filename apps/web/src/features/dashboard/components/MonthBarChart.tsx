import { BarChart } from 'echarts/charts';
import { GridComponent, TitleComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { t } from '../../../locales';
import type { MonthBarPoint } from '../api';

echarts.use([BarChart, GridComponent, TitleComponent, ToolboxComponent, TooltipComponent, CanvasRenderer]);

/** Monthly statistics (spec §9): day on x, traffic in Gb on y; the toolbox saves the chart as an image. */
export default function MonthBarChart({ points, color }: { points: MonthBarPoint[]; color: string }) {
  const option = {
    color: [color],
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => `${v.toFixed(4)} Gb` },
    toolbox: { feature: { saveAsImage: { title: t('analysis.chart.save') } } },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: points.map((p) => p.x.slice(8)), name: t('analysis.chart.day') },
    yAxis: { type: 'value', name: 'Gb' },
    series: [{ type: 'bar', name: t('analysis.chart.traffic'), data: points.map((p) => p.y), barMaxWidth: 24 }],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />;
}
