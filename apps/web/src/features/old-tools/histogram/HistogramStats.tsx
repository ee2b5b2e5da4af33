import type { HistogramChartDto } from '@qis/shared';
import { Descriptions, type DescriptionsProps } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../../statistics/format-number';

/** The descriptive statistics of the sample, the classes, and the values outside the specification. */
export function HistogramStats({ result, decimals }: { result: HistogramChartDto; decimals: number }) {
  const { describe, bins, outOfSpec } = result;
  const number = (value: number | null) => formatNumber(value, decimals);
  // Rounded to 12 significant digits: (74.04 − 73.96) / 8 is 0.00999…, which would show as 1.00e-2.
  const width =
    bins.counts.length > 0
      ? Number((((bins.breaks.at(-1) ?? 0) - (bins.breaks[0] ?? 0)) / bins.counts.length).toPrecision(12))
      : null;
  const items: DescriptionsProps['items'] = [
    { key: 'n', label: t('oldTools.histogram.stats.n'), children: result.n },
    { key: 'mean', label: t('oldTools.histogram.stats.mean'), children: number(describe.mean) },
    { key: 'sd', label: t('oldTools.histogram.stats.sd'), children: number(describe.sd) },
    { key: 'min', label: t('oldTools.histogram.stats.min'), children: number(describe.min) },
    { key: 'q1', label: t('oldTools.histogram.stats.q1'), children: number(describe.q1) },
    { key: 'median', label: t('oldTools.histogram.stats.median'), children: number(describe.median) },
    { key: 'q3', label: t('oldTools.histogram.stats.q3'), children: number(describe.q3) },
    { key: 'max', label: t('oldTools.histogram.stats.max'), children: number(describe.max) },
    { key: 'range', label: t('oldTools.histogram.stats.range'), children: number(describe.max - describe.min) },
    { key: 'skewness', label: t('oldTools.histogram.stats.skewness'), children: number(describe.skewness) },
    { key: 'kurtosis', label: t('oldTools.histogram.stats.kurtosis'), children: number(describe.kurtosis) },
    { key: 'classes', label: t('oldTools.histogram.stats.classes'), children: bins.counts.length },
    { key: 'width', label: t('oldTools.histogram.stats.width'), children: number(width) },
    ...(outOfSpec.belowLsl === null
      ? []
      : [{ key: 'belowLsl', label: t('oldTools.histogram.stats.belowLsl'), children: outOfSpec.belowLsl }]),
    ...(outOfSpec.aboveUsl === null
      ? []
      : [{ key: 'aboveUsl', label: t('oldTools.histogram.stats.aboveUsl'), children: outOfSpec.aboveUsl }]),
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, md: 4 }}
      title={t('oldTools.histogram.stats')}
      items={items}
      data-testid="histogram-stats"
    />
  );
}
