import type { StatisticsConfigDto, TwoWayAnovaDto } from '@qis/shared';
import { Alert, Card, Col, Descriptions, Row, Space, Table } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../format-number';
import { meansPlotOption } from './AnovaCharts';
import { AnovaTable } from './AnovaTable';
import { StatChart } from './StatChart';

interface AnovaTwoWayResultProps {
  result: TwoWayAnovaDto;
  config: StatisticsConfigDto;
  nameA: string;
  nameB: string;
  responseName: string;
}

interface MeansRow {
  key: string;
  label: string;
  cells: readonly number[];
  mean: number;
  margin: boolean;
}

/** The two-way ANOVA result: table, cell means with margins, interaction plot, main-effects plots. */
export function AnovaTwoWayResult({ result, config, nameA, nameB, responseName }: AnovaTwoWayResultProps) {
  const { decimals, colors } = config;
  const number = (value: number | null) => formatNumber(value, decimals);
  const withoutInteraction = !result.anova.some((row) => row.kind === 'interaction');
  const rows: MeansRow[] = [
    ...result.levelsA.map((label, i) => ({
      key: `a-${label}`,
      label,
      cells: result.cellMeans[i] ?? [],
      mean: result.meansA[i] ?? Number.NaN,
      margin: false,
    })),
    { key: 'margin', label: t('statistics.anova.mean'), cells: result.meansB, mean: result.grandMean, margin: true },
  ];
  const bold = (text: string, row: MeansRow) => (row.margin ? <strong>{text}</strong> : text);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={t('statistics.anova.table')}>
        {withoutInteraction && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={
              result.replicates <= 1
                ? t('statistics.anova.twoWay.noReplicates')
                : t('statistics.anova.twoWay.noInteraction')
            }
          />
        )}
        <AnovaTable rows={result.anova} decimals={decimals} effectName={nameA} />
      </Card>
      <Card size="small" title={t('statistics.anova.summary')}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, xl: 4 }}>
          <Descriptions.Item label={t('statistics.anova.observations')}>{result.n}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.replicates')}>{result.replicates}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.grandMean')}>{number(result.grandMean)}</Descriptions.Item>
          <Descriptions.Item label={t('statistics.anova.levels')}>
            {`${nameA} ${result.levelsA.length} × ${nameB} ${result.levelsB.length}`}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('statistics.anova.cellMeans')}>
        <Table<MeansRow>
          size="small"
          bordered
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: `${nameA} \\ ${nameB}`, dataIndex: 'label', render: bold, fixed: 'left' },
            ...result.levelsB.map((level, j) => ({
              title: level,
              key: `b-${j}`,
              align: 'right' as const,
              render: (_: unknown, row: MeansRow) => bold(number(row.cells[j] ?? null), row),
            })),
            {
              title: t('statistics.anova.mean'),
              key: 'mean',
              align: 'right',
              render: (_: unknown, row: MeansRow) => <strong>{number(row.mean)}</strong>,
            },
          ]}
        />
      </Card>
      <Card size="small">
        <StatChart
          title={t('statistics.anova.chart.interactionTitle')}
          height={360}
          option={meansPlotOption({
            levels: result.levelsB,
            series: result.levelsA.map((level, i) => ({
              name: `${nameA} = ${level}`,
              values: result.cellMeans[i] ?? [],
            })),
            axisName: nameB,
            responseName: t('statistics.anova.chart.meanOf', { name: responseName }),
            colors,
            decimals,
          })}
        />
      </Card>
      <Row gutter={[16, 16]}>
        {[
          { name: nameA, levels: result.levelsA, means: result.meansA },
          { name: nameB, levels: result.levelsB, means: result.meansB },
        ].map((factor, index) => (
          <Col xs={24} xl={12} key={index === 0 ? 'a' : 'b'}>
            <Card size="small">
              <StatChart
                title={t('statistics.anova.chart.mainEffectTitle', { name: factor.name })}
                option={meansPlotOption({
                  levels: factor.levels,
                  series: [{ name: t('statistics.anova.mean'), values: factor.means }],
                  axisName: factor.name,
                  responseName: t('statistics.anova.chart.meanOf', { name: responseName }),
                  reference: result.grandMean,
                  colors,
                  decimals,
                })}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </Space>
  );
}
