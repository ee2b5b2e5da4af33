import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
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
import { type ComponentProps, useMemo, useState } from 'react';
import { t } from '../../../locales';
import { applyChartStyle, drawsPoints, mainColor, styledTitle } from './apply-chart-style';
import { useChartStyle } from './ChartStyleContext';
import { ChartStyleModal } from './ChartStyleModal';
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
  /** The chart's key in the page's saved styles: with a ChartStyleProvider around it, the chart can be styled. */
  styleKey?: string;
}

/**
 * An analysis chart: ECharts with the toolbox's save-as-image (named after the chart), registered with the page's
 * chart registry so the report export can take its picture; with a styleKey and a ChartStyleProvider, its saved
 * style applies and a 设置样式 button (HTML left of the toolbox, so it stays out of saved images) edits it.
 */
export function StatChart({ title, option, height = 320, styleKey }: StatChartProps) {
  const styling = useChartStyle(styleKey);
  const [editing, setEditing] = useState(false);
  const shownTitle = styledTitle(title, styling?.style);
  const register = useChartRegistration(shownTitle);
  const styled = useMemo(() => {
    const feature = { saveAsImage: { title: t('statistics.chart.save'), name: shownTitle, pixelRatio: 2 } };
    const withToolbox = {
      ...option,
      title: { text: title, left: 'center', textStyle: { fontSize: 14 } },
      toolbox: { right: 8, feature },
    };
    return applyChartStyle(withToolbox, styling?.style);
  }, [option, title, shownTitle, styling?.style]);
  return (
    <div style={{ position: 'relative' }}>
      <ReactEChartsCore
        ref={register}
        echarts={echarts}
        option={styled}
        style={{ height }}
        notMerge
        data-testid="stat-chart"
      />
      {styling && (
        <Tooltip title={t('statistics.style.button')}>
          <Button
            type="text"
            size="small"
            icon={<BgColorsOutlined />}
            aria-label={t('statistics.style.button')}
            onClick={() => setEditing(true)}
            style={{ position: 'absolute', top: 3, right: 56 }}
            data-testid="chart-style-button"
          />
        </Tooltip>
      )}
      {styling && editing && (
        <ChartStyleModal
          chartTitle={title}
          style={styling.style}
          points={drawsPoints(option)}
          chartColor={mainColor(option)}
          onSave={styling.save}
          onClose={() => setEditing(false)}
        />
      )}
    </div>
  );
}
