import type { OneWayAnovaDto, StatisticsConfigDto } from '@qis/shared';
import { Card, Col, Descriptions, Row, Space, Table, Tag, Typography } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../format-number';
import { boxPlotOption, intervalPlotOption } from './AnovaCharts';
import { AnovaTable } from './AnovaTable';
import { StatChart } from './StatChart';

type Group = OneWayAnovaDto['groups'][number];
type Comparison = OneWayAnovaDto['tukey'][number];

const SIGNIFICANCE = 0.05;

interface AnovaOneWayResultProps {
  result: OneWayAnovaDto;
  config: StatisticsConfigDto;
  /** What the groups are (the factor column's name, or 因子 for a column per group). */
  factorName: string;
  /** The response's name (the response column's name, or 响应). */
  responseName: string;
}

/** Adjusted R²: 1 − MSE / (SST / dfT), from the ANOVA table. */
function adjustedRSquared(result: OneWayAnovaDto): number | null {
  const error = result.anova.find((row) => row.kind === 'error');
  const total = result.anova.find((row) => row.kind === 'total');
  if (!error || !total || error.df <= 0 || total.df <= 0 || total.ss === 0) return null;
  return 1 - error.ss / error.df / (total.ss / total.df);
}

/** The one-way ANOVA result: table, model summary, means with intervals, Tukey comparisons, box and interval plots. */
export function AnovaOneWayResult({ result, config, factorName, responseName }: AnovaOneWayResultProps) {
  const { decimals, colors } = config;
  const number = (value: number | null) => formatNumber(value, decimals);
  const percent = `${Math.round(result.confidenceLevel * 100)}%`;
  const significant = (row: Comparison) => row.pAdjusted < SIGNIFICANCE;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('statistics.anova.table')}>
        <AnovaTable rows={result.anova} decimals={decimals} effectName={factorName} />
      </Card>
      <Card size="small" title={t('statistics.anova.summary')}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, xl: 4 }}>
          <Descriptions.Item label={t('statistics.anova.pooledSd')}>{number(result.pooledSd)}</Descriptions.Item>
          <Descriptions.Item label="R²">{`${formatNumber(result.rSquared * 100, 2)}%`}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.rSquaredAdjusted')}>
            {`${formatNumber((adjustedRSquared(result) ?? Number.NaN) * 100, 2)}%`}
          </Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.grandMean')}>{number(result.grandMean)}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.groupCount')}>{result.k}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.observations')}>{result.n}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.design')}>
            {result.balanced ? t('statistics.anova.balanced') : t('statistics.anova.unbalanced')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('statistics.anova.means')}>
        <Table<Group>
          size="small"
          rowKey="label"
          pagination={false}
          dataSource={result.groups}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: factorName, dataIndex: 'label' },
            { title: 'N', dataIndex: 'n', align: 'right' },
            { title: t('statistics.anova.mean'), dataIndex: 'mean', align: 'right', render: number },
            { title: t('statistics.anova.sd'), dataIndex: 'sd', align: 'right', render: number },
            {
              title: t('statistics.anova.ci', { level: percent }),
              children: [
                { title: t('statistics.anova.ci.lower'), dataIndex: 'ciLower', align: 'right', render: number },
                { title: t('statistics.anova.ci.upper'), dataIndex: 'ciUpper', align: 'right', render: number },
              ],
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('statistics.anova.means.note')}
        </Typography.Text>
      </Card>
      <Card size="small" title={t('statistics.anova.tukey', { level: percent })}>
        <Table<Comparison>
          size="small"
          rowKey={(row) => `${row.a}-${row.b}`}
          pagination={false}
          dataSource={result.tukey}
          scroll={{ x: 'max-content', y: 360 }}
          onRow={(row) => (significant(row) ? { style: { background: '#fff1f0' } } : {})}
          columns={[
            { title: t('statistics.anova.tukey.pair'), key: 'pair', render: (_, row) => `${row.a} − ${row.b}` },
            { title: t('statistics.anova.tukey.difference'), dataIndex: 'difference', align: 'right', render: number },
            { title: t('statistics.anova.ci.lower'), dataIndex: 'lower', align: 'right', render: number },
            { title: t('statistics.anova.ci.upper'), dataIndex: 'upper', align: 'right', render: number },
            {
              title: t('statistics.anova.tukey.p'),
              dataIndex: 'pAdjusted',
              align: 'right',
              render: (p: number, row) =>
                significant(row) ? <Typography.Text type="danger">{number(p)}</Typography.Text> : number(p),
            },
            {
              title: t('statistics.anova.tukey.conclusion'),
              key: 'conclusion',
              render: (_, row) =>
                significant(row) ? (
                  <Tag color="red">{t('statistics.anova.tukey.significant')}</Tag>
                ) : (
                  <Tag>{t('statistics.anova.tukey.notSignificant')}</Tag>
                ),
            },
          ]}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('statistics.anova.tukey.note')}
        </Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small">
            <StatChart
              title={t('statistics.anova.chart.boxTitle')}
              option={boxPlotOption({ groups: result.groups, axisName: factorName, responseName, colors, decimals })}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small">
            <StatChart
              title={t('statistics.anova.chart.intervalTitle', { level: percent })}
              option={intervalPlotOption({
                groups: result.groups,
                grandMean: result.grandMean,
                axisName: factorName,
                responseName,
                colors,
                decimals,
              })}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
