import type { ScatterChartDto } from '@qis/shared';
import { Alert, Descriptions, type DescriptionsProps } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../../statistics/format-number';
import { lineEquation } from './scatter-option';
import { CORRELATION_THRESHOLDS, correlationReading } from './scatter-reading';

/** The reading of r (with the thresholds it uses), then r, r², its p-value and the fitted line. */
export function ScatterStats({ result, decimals }: { result: ScatterChartDto; decimals: number }) {
  const number = (value: number | null) => formatNumber(value, decimals);
  const items: DescriptionsProps['items'] = [
    { key: 'n', label: t('oldTools.scatter.stats.n'), children: result.n },
    { key: 'r', label: t('oldTools.scatter.stats.r'), children: number(result.r) },
    { key: 'r2', label: t('oldTools.scatter.stats.rSquared'), children: number(result.rSquared) },
    { key: 'p', label: t('oldTools.scatter.stats.pValue'), children: number(result.pValue) },
    {
      key: 'ci',
      label: t('oldTools.scatter.stats.ci95'),
      children: result.ci95 ? `[${number(result.ci95.lower)}, ${number(result.ci95.upper)}]` : '—',
    },
    { key: 'rho', label: t('oldTools.scatter.stats.spearman'), children: number(result.spearmanRho) },
    {
      key: 't',
      label: t('oldTools.scatter.stats.t'),
      children: t('oldTools.scatter.stats.tValue', { t: number(result.t), df: result.df }),
    },
    { key: 'line', label: t('oldTools.scatter.stats.line'), children: lineEquation(result.line, decimals) },
  ];
  return (
    <>
      <Alert
        type="info"
        showIcon
        data-testid="scatter-reading"
        title={t('oldTools.scatter.reading', {
          reading: t(correlationReading(result.r, result.pValue)),
          r: number(result.r),
          p: number(result.pValue),
        })}
        description={t('oldTools.scatter.reading.basis', CORRELATION_THRESHOLDS)}
      />
      {/* Four pairs a row only on wide screens: beside the chart's column they squeeze r to '0.8 / 1'. */}
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, xxl: 4 }} items={items} data-testid="scatter-stats" />
    </>
  );
}
