import { BarChart, BoxplotChart, CustomChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { ComponentProps } from 'react';
import { t } from '../../../locales';
import { useChartRegistration } from './chart-registry';

echarts.use([
  BarChart,
  BoxplotChart,
  CustomChart,
  LineChart,
  ScatterChart,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TitleComponent,
  ToolboxComponent,
  TooltipComponent,
  CanvasRenderer,
]);

type Option = ComponentProps<typeof ReactEChartsCore>['option'];

interface StatChartProps {
  /** The chart's title: shown above it, its image file's name, and its name in the exported report. */
  title: string;
  option: Option;
  height?: number;
}

/**
 * An analysis chart: ECharts with the toolbox's save-as-image (named after the chart), registered with the page's
 * chart registry so the report export can take its picture.
 */
export function StatChart({ title, option, height = 320 }: StatChartProps) {
  const register = useChartRegistration(title);
  const withToolbox = {
    ...option,
    title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
    toolbox: { right: 8, feature: { saveAsImage: { title: t('statistics.chart.save'), name: title, pixelRatio: 2 } } },
  };
  return (
    <ReactEChartsCore
      ref={register}
      echarts={echarts}
      option={withToolbox}
      style={{ height }}
      notMerge
      data-testid="stat-chart"
    />
  );
}
