import type { ParetoChartDto, SevenToolsChartColors } from '@qis/shared';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import { StatChart } from '../../statistics/components/StatChart';
import { formatNumber } from '../../statistics/format-number';
import { ParetoTable } from './ParetoTable';
import { paretoClassColors, paretoOption } from './pareto-option';

/** The answer of 分析: the chart (saved as a PNG from its toolbox), the vital few and the table. */
export function ParetoResult(props: { result: ParetoChartDto; colors: SevenToolsChartColors; decimals: number }) {
  const { result, colors, decimals } = props;
  const option = useMemo(() => paretoOption(result, colors, decimals), [result, colors, decimals]);
  return (
    <Flex vertical gap={16} data-testid="pareto-result">
      <div data-testid="pareto-chart">
        <StatChart title={t('oldTools.pareto.chart')} option={option} height={420} />
      </div>
      <Typography.Text data-testid="pareto-summary">
        {t('oldTools.pareto.summary', {
          total: formatNumber(result.total, Number.isInteger(result.total) ? 0 : decimals),
          items: result.vitalFew.join(t('oldTools.pareto.listSeparator')),
        })}
      </Typography.Text>
      <ParetoTable result={result} decimals={decimals} classColors={paretoClassColors(colors)} />
    </Flex>
  );
}
