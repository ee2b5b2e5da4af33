import type { CapabilityDto, StatisticsConfigDto } from '@qis/shared';
import { Alert, Card, Col, Row, Space, Table } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { formatNumber } from '../format-number';
import { CapabilityHistogram } from './CapabilityHistogram';

interface Props {
  result: CapabilityDto;
  config: StatisticsConfigDto;
}

interface ItemRow {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

type Interval = { lower: number; upper: number } | null;

interface IndexRow {
  key: string;
  label: string;
  value: number | null;
  /** undefined: no interval is given for this index. */
  interval?: Interval;
}

const ItemTable = ({ rows }: { rows: ItemRow[] }) => (
  <Table<ItemRow>
    size="small"
    pagination={false}
    showHeader={false}
    dataSource={rows}
    columns={[
      { dataIndex: 'label', title: t('statistics.capability.item') },
      { dataIndex: 'value', title: t('statistics.capability.value'), align: 'right' },
    ]}
  />
);

/** The capability results: process data, within and overall indices, PPM, normality and the histogram. */
export function CapabilityResult({ result, config }: Props) {
  const { decimals } = config;
  const number = (value: number | null | undefined) => formatNumber(value, decimals);
  const level = Math.round(result.confidenceIntervals.level * 100);
  const ci = result.confidenceIntervals;
  const { within } = result;
  const movingRange = within.method === 'MRbar/d2';

  const processRows: ItemRow[] = [
    { key: 'lsl', label: t('statistics.capability.lsl'), value: number(result.spec.lsl) },
    { key: 'target', label: t('statistics.capability.target'), value: number(result.spec.target) },
    { key: 'usl', label: t('statistics.capability.usl'), value: number(result.spec.usl) },
    { key: 'n', label: t('statistics.capability.n'), value: result.n },
    { key: 'mean', label: t('statistics.capability.mean'), value: number(result.mean) },
    { key: 'sdOverall', label: t('statistics.capability.sdOverall'), value: number(result.sdOverall) },
    { key: 'sdWithin', label: t('statistics.capability.sdWithin'), value: number(within.sigma) },
    {
      key: 'method',
      label: t('statistics.capability.method'),
      value: (
        <>
          {t(movingRange ? 'statistics.capability.method.movingRange' : 'statistics.capability.method.range')}
          {within.subgroupSize !== null && within.subgroupCount !== null && (
            <div style={{ color: 'rgba(0,0,0,0.45)' }}>
              {t('statistics.capability.method.subgroups', { size: within.subgroupSize, count: within.subgroupCount })}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'averageRange',
      label: t(
        movingRange ? 'statistics.capability.averageRange.movingRange' : 'statistics.capability.averageRange.range',
      ),
      value: number(within.averageRange),
    },
    { key: 'd2', label: 'd₂', value: number(within.d2) },
  ];

  const { indices } = result;
  const withinRows: IndexRow[] = [
    { key: 'cp', label: 'Cp', value: indices.cp, interval: ci.cp },
    { key: 'cpl', label: 'Cpl', value: indices.cpl },
    { key: 'cpu', label: 'Cpu', value: indices.cpu },
    { key: 'cpk', label: 'Cpk', value: indices.cpk, interval: ci.cpk },
  ];
  const overallRows: IndexRow[] = [
    { key: 'pp', label: 'Pp', value: indices.pp, interval: ci.pp },
    { key: 'ppl', label: 'Ppl', value: indices.ppl },
    { key: 'ppu', label: 'Ppu', value: indices.ppu },
    { key: 'ppk', label: 'Ppk', value: indices.ppk, interval: ci.ppk },
    { key: 'cpm', label: 'Cpm', value: indices.cpm },
  ];
  const intervalCell = (row: IndexRow, side: 'lower' | 'upper') =>
    row.interval === undefined ? '' : number(row.interval?.[side]);
  const indexTable = (rows: IndexRow[]) => (
    <Table<IndexRow>
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('statistics.capability.index'), dataIndex: 'label' },
        { title: t('statistics.capability.estimate'), dataIndex: 'value', align: 'right', render: number },
        {
          title: t('statistics.capability.ciLower', { level }),
          align: 'right',
          render: (_, row) => intervalCell(row, 'lower'),
        },
        {
          title: t('statistics.capability.ciUpper', { level }),
          align: 'right',
          render: (_, row) => intervalCell(row, 'upper'),
        },
      ]}
    />
  );

  const { ppm } = result;
  const ppmRows = [
    { key: 'below', label: t('statistics.capability.ppm.below'), pick: 'belowLsl' as const },
    { key: 'above', label: t('statistics.capability.ppm.above'), pick: 'aboveUsl' as const },
    { key: 'total', label: t('statistics.capability.ppm.total'), pick: 'total' as const },
  ];
  const ppmColumn = (key: keyof typeof ppm, title: string) => ({
    title,
    align: 'right' as const,
    render: (_: unknown, row: (typeof ppmRows)[number]) => number(ppm[key][row.pick]),
  });

  const { describe, normality } = result;
  const describeRows: ItemRow[] = [
    { key: 'min', label: t('statistics.capability.min'), value: number(describe.min) },
    { key: 'q1', label: t('statistics.capability.q1'), value: number(describe.q1) },
    { key: 'median', label: t('statistics.capability.median'), value: number(describe.median) },
    { key: 'q3', label: t('statistics.capability.q3'), value: number(describe.q3) },
    { key: 'max', label: t('statistics.capability.max'), value: number(describe.max) },
    { key: 'skewness', label: t('statistics.capability.skewness'), value: number(describe.skewness) },
    { key: 'kurtosis', label: t('statistics.capability.kurtosis'), value: number(describe.kurtosis) },
    ...(normality
      ? [
          { key: 'a2', label: t('statistics.capability.adA2'), value: number(normality.aSquared) },
          { key: 'p', label: t('statistics.capability.adP'), value: number(normality.pValue) },
        ]
      : []),
  ];

  return (
    <Row gutter={[16, 16]} data-testid="capability-result">
      <Col xs={24} md={12}>
        <Card size="small" title={t('statistics.capability.processData')}>
          <ItemTable rows={processRows} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title={t('statistics.capability.withinCapability')}>
            {indexTable(withinRows)}
          </Card>
          <Card size="small" title={t('statistics.capability.overallCapability')}>
            {indexTable(overallRows)}
          </Card>
        </Space>
      </Col>
      <Col span={24}>
        <Card size="small">
          <CapabilityHistogram result={result} colors={config.colors} decimals={decimals} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('statistics.capability.ppm')}>
          <Table
            size="small"
            pagination={false}
            dataSource={ppmRows}
            columns={[
              { title: '', dataIndex: 'label' },
              ppmColumn('observed', t('statistics.capability.ppm.observed')),
              ppmColumn('expectedWithin', t('statistics.capability.ppm.expectedWithin')),
              ppmColumn('expectedOverall', t('statistics.capability.ppm.expectedOverall')),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('statistics.capability.normality')}>
          <ItemTable rows={describeRows} />
          <Alert
            style={{ marginTop: 8 }}
            showIcon
            type={normality === null ? 'info' : normality.pValue < 0.05 ? 'warning' : 'success'}
            title={t(
              normality === null
                ? 'statistics.capability.noNormality'
                : normality.pValue < 0.05
                  ? 'statistics.capability.notNormal'
                  : 'statistics.capability.normal',
            )}
          />
        </Card>
      </Col>
    </Row>
  );
}
