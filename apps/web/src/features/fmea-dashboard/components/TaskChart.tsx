import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, ToolboxComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useMemo } from 'react';
import { t } from '../../../locales';
import type { StatisticsRow } from '../api';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, ToolboxComponent, TooltipComponent, CanvasRenderer]);

/** The x label of a bucket: the day, the week's days (MM-DD~MM-DD) or the month. */
const label = (row: StatisticsRow, weekly: boolean) => (weekly ? `${row.from.slice(5)}~${row.to.slice(5)}` : row.date);

/**
 * The task statistics (spec §9): 已完成 and 未完成 as stacked bars on the count axis, 完成率 as a line on a percent axis
 * 0–100 in 5 splits; the toolbox saves the image as 我的任务执行情况统计.
 */
export default function TaskChart({ rows, weekly }: { rows: StatisticsRow[]; weekly: boolean }) {
  // One option object per answer: a new one on every render would set it again and restart the bars' animation.
  const option = useMemo(() => chartOption(rows, weekly), [rows, weekly]);
  return (
    <div data-testid="task-chart" data-buckets={rows.length}>
      <ReactEChartsCore echarts={echarts} option={option} style={{ height: 300 }} notMerge />
    </div>
  );
}

function chartOption(rows: StatisticsRow[], weekly: boolean) {
  return {
    color: ['#52c41a', '#faad14', '#1677ff'],
    tooltip: { trigger: 'axis' },
    legend: {
      top: 0,
      left: 'center',
      data: [t('fmeaDashboard.chart.done'), t('fmeaDashboard.chart.todo'), t('fmeaDashboard.chart.rate')],
    },
    toolbox: {
      top: 0,
      right: 8,
      feature: { saveAsImage: { title: t('fmeaDashboard.chart.save'), name: t('fmeaDashboard.chart.title') } },
    },
    grid: { left: 16, right: 16, top: 64, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((row) => label(row, weekly)) },
    yAxis: [
      { type: 'value', name: t('fmeaDashboard.chart.count'), minInterval: 1 },
      {
        type: 'value',
        name: t('fmeaDashboard.chart.rate'),
        min: 0,
        max: 100,
        splitNumber: 5,
        interval: 20,
        axisLabel: { formatter: '{value}%' },
      },
    ],
    series: [
      {
        type: 'bar',
        stack: 'tasks',
        name: t('fmeaDashboard.chart.done'),
        data: rows.map((row) => row.currentDoneNum),
        barMaxWidth: 28,
      },
      {
        type: 'bar',
        stack: 'tasks',
        name: t('fmeaDashboard.chart.todo'),
        data: rows.map((row) => row.currentTodoNum),
        barMaxWidth: 28,
      },
      {
        type: 'line',
        yAxisIndex: 1,
        name: t('fmeaDashboard.chart.rate'),
        data: rows.map((row) => row.jobRate),
        tooltip: { valueFormatter: (value: number) => `${value}%` },
      },
    ],
  };
}
