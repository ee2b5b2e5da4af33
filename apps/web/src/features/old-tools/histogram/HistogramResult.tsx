import type { HistogramChartDto, SevenToolsChartColors } from '@qis/shared';
import { Flex } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import { StatChart } from '../../statistics/components/StatChart';
import { HistogramStats } from './HistogramStats';
import { histogramOption } from './histogram-option';

/** The answer of 分析: the histogram with its fitted normal curve and spec lines, then the statistics. */
export function HistogramResult(props: { result: HistogramChartDto; colors: SevenToolsChartColors; decimals: number }) {
  const { result, colors, decimals } = props;
  const option = useMemo(() => histogramOption(result, colors, decimals), [result, colors, decimals]);
  return (
    <Flex vertical gap={16} data-testid="histogram-result">
      <div data-testid="histogram-chart">
        <StatChart title={t('oldTools.histogram.chart')} option={option} height={400} />
      </div>
      <HistogramStats result={result} decimals={decimals} />
    </Flex>
  );
}
