import type { RegressionDto, StatisticsConfigDto } from '@qis/shared';
import { Alert, Card, Col, Row, Table, Typography } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../format-number';
import { AnovaTable } from './AnovaTable';
import { RegressionCharts } from './RegressionCharts';

interface Props {
  result: RegressionDto;
  config: StatisticsConfigDto;
  /** The columns' names as the equation and the charts show them. */
  xName: string;
  yName: string;
}

type Coefficient = NonNullable<RegressionDto['intercept']>;
type CoefficientRow = Coefficient & { term: string };
type PredictionRow = RegressionDto['intervals'][number];

/** 'Y = b0 + b1 X' with the chosen decimals (a negative slope as ' − |b1| X'). */
export function regressionEquation(result: RegressionDto, xName: string, yName: string, decimals: number): string {
  const slope = result.slope.estimate;
  const term = `${formatNumber(Math.abs(slope), decimals)} ${xName}`;
  if (!result.intercept) return `${yName} = ${slope < 0 ? '−' : ''}${term}`;
  return `${yName} = ${formatNumber(result.intercept.estimate, decimals)} ${slope < 0 ? '−' : '+'} ${term}`;
}

/** The regression results: equation, coefficients, model summary, ANOVA, predictions and the four charts. */
export function RegressionResult({ result, config, xName, yName }: Props) {
  const { decimals } = config;
  const number = (value: number | null) => formatNumber(value, decimals);
  const level = Math.round(result.confidenceLevel * 100);

  const coefficients: CoefficientRow[] = [
    ...(result.intercept ? [{ ...result.intercept, term: t('statistics.regression.constant') }] : []),
    { ...result.slope, term: xName },
  ];
  const summary = [
    { key: 's', label: t('statistics.regression.s'), value: number(result.residualStandardError) },
    { key: 'r2', label: t('statistics.regression.rSquared'), value: number(result.rSquared) },
    { key: 'adjR2', label: t('statistics.regression.adjustedRSquared'), value: number(result.adjustedRSquared) },
    ...(result.r === null ? [] : [{ key: 'r', label: t('statistics.regression.r'), value: number(result.r) }]),
    { key: 'n', label: t('statistics.regression.n'), value: String(result.n) },
  ];
  const interval = (lower: keyof PredictionRow, upper: keyof PredictionRow, title: string) => ({
    title,
    align: 'center' as const,
    children: [
      {
        title: t('statistics.regression.lower'),
        align: 'right' as const,
        render: (_: unknown, row: PredictionRow) => number(row[lower]),
      },
      {
        title: t('statistics.regression.upper'),
        align: 'right' as const,
        render: (_: unknown, row: PredictionRow) => number(row[upper]),
      },
    ],
  });

  return (
    <Row gutter={[16, 16]} data-testid="regression-result">
      <Col span={24}>
        <Card size="small" title={t('statistics.regression.equation')}>
          <Typography.Text strong style={{ fontSize: 16 }} data-testid="regression-equation">
            {regressionEquation(result, xName, yName, decimals)}
          </Typography.Text>
          {result.points.sampled && (
            <Alert
              style={{ marginTop: 8 }}
              type="info"
              showIcon
              title={t('statistics.regression.sampled', { shown: result.points.x.length, n: result.n })}
            />
          )}
        </Card>
      </Col>
      <Col span={24}>
        <Card size="small" title={t('statistics.regression.coefficients')}>
          <Table<CoefficientRow>
            size="small"
            rowKey="term"
            pagination={false}
            dataSource={coefficients}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('statistics.regression.term'), dataIndex: 'term' },
              { title: t('statistics.regression.coef'), dataIndex: 'estimate', align: 'right', render: number },
              { title: t('statistics.regression.se'), dataIndex: 'standardError', align: 'right', render: number },
              { title: t('statistics.regression.t'), dataIndex: 'tValue', align: 'right', render: number },
              { title: t('statistics.regression.p'), dataIndex: 'pValue', align: 'right', render: number },
              {
                title: t('statistics.regression.ci', { level }),
                align: 'center',
                children: [
                  { title: t('statistics.regression.lower'), dataIndex: 'ciLower', align: 'right', render: number },
                  { title: t('statistics.regression.upper'), dataIndex: 'ciUpper', align: 'right', render: number },
                ],
              },
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={9}>
        <Card size="small" title={t('statistics.regression.summary')}>
          <Table
            size="small"
            showHeader={false}
            pagination={false}
            dataSource={summary}
            columns={[{ dataIndex: 'label' }, { dataIndex: 'value', align: 'right' }]}
          />
        </Card>
      </Col>
      <Col xs={24} md={15}>
        <Card size="small" title={t('statistics.regression.anova')}>
          <AnovaTable rows={result.anova} decimals={decimals} effectName={t('statistics.regression.effect')} />
        </Card>
      </Col>
      {result.intervals.length > 0 && (
        <Col span={24}>
          <Card size="small" title={t('statistics.regression.prediction')}>
            <Table<PredictionRow>
              size="small"
              rowKey={(row) => String(row.x)}
              pagination={false}
              dataSource={result.intervals}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: xName, dataIndex: 'x', align: 'right', render: number },
                { title: t('statistics.regression.fit'), dataIndex: 'fit', align: 'right', render: number },
                { title: t('statistics.regression.seFit'), dataIndex: 'seFit', align: 'right', render: number },
                interval(
                  'confidenceLower',
                  'confidenceUpper',
                  t('statistics.regression.confidenceInterval', { level }),
                ),
                interval(
                  'predictionLower',
                  'predictionUpper',
                  t('statistics.regression.predictionInterval', { level }),
                ),
              ]}
            />
          </Card>
        </Col>
      )}
      <RegressionCharts result={result} colors={config.colors} decimals={decimals} xName={xName} yName={yName} />
    </Row>
  );
}
