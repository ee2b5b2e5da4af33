import type { ScatterChartDto, SevenToolsChartColors } from '@qis/shared';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import { StatChart } from '../../statistics/components/StatChart';
import { ScatterStats } from './ScatterStats';
import { scatterOption } from './scatter-option';

interface ScatterResultProps {
  result: ScatterChartDto;
  /** The X and Y columns' labels, the axes' names. */
  names: { x: string; y: string };
  colors: SevenToolsChartColors;
  decimals: number;
}

/** The answer of 分析: the points with the fitted line, the reading of r and the figures. */
export function ScatterResult({ result, names, colors, decimals }: ScatterResultProps) {
  const option = useMemo(() => scatterOption(result, names, colors, decimals), [result, names, colors, decimals]);
  return (
    <Flex vertical gap={16} data-testid="scatter-result">
      <div data-testid="scatter-chart">
        <StatChart title={t('oldTools.scatter.chart')} option={option} height={420} />
      </div>
      {result.points.sampled && (
        <Typography.Text type="secondary">
          {t('oldTools.scatter.sampled', { shown: result.points.x.length, n: result.n })}
        </Typography.Text>
      )}
      <ScatterStats result={result} decimals={decimals} />
    </Flex>
  );
}
