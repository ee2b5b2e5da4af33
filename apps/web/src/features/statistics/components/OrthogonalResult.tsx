import type { OrthogonalAnalysisDto, StatisticsConfigDto } from '@qis/shared';
import { Alert, Card, Col, Descriptions, Row, Space, Table, Tag, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { formatNumber } from '../format-number';
import { meansPlotOption } from './AnovaCharts';
import { AnovaTable } from './AnovaTable';
import { isOrthogonalArrayName, ORTHOGONAL_ARRAYS } from './OrthogonalArrays';
import { OrthogonalRangeTable } from './OrthogonalRangeTable';
import { StatChart } from './StatChart';

type LevelLabel = (factor: string, level: number) => string | undefined;

interface OrthogonalResultProps {
  result: OrthogonalAnalysisDto;
  config: StatisticsConfigDto;
  levelLabel: LevelLabel;
}

/** 'A > C > B' and the optimal combination as tags (A3（90℃）). */
function Conclusions(props: { ranking: readonly string[]; optimal: Record<string, number>; levelLabel: LevelLabel }) {
  return (
    <Descriptions size="small" bordered column={1} style={{ marginTop: 12 }}>
      <Descriptions.Item label={t('statistics.orthogonal.ranking')}>
        <Typography.Text strong>{props.ranking.join(' > ')}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
          {t('statistics.orthogonal.ranking.note')}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('statistics.orthogonal.optimal')}>
        <Space size={[4, 4]} wrap>
          {props.ranking
            .filter((factor) => props.optimal[factor] !== undefined)
            .map((factor) => {
              const level = props.optimal[factor] as number;
              const label = props.levelLabel(factor, level);
              return (
                <Tag color="green" key={factor}>
                  {`${factor}${level}`}
                  {label ? `（${label}）` : ''}
                </Tag>
              );
            })}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The error row's name: the empty columns it pools (and the replicates' error). */
function errorName(result: OrthogonalAnalysisDto): string {
  const columns = result.errorColumns.join('、');
  if (columns && result.replicates > 1) return t('statistics.orthogonal.error.columnsAndReplicates', { columns });
  if (columns) return t('statistics.orthogonal.error.columns', { columns });
  if (result.replicates > 1) return t('statistics.orthogonal.error.replicates');
  return t('statistics.anova.error');
}

/** The orthogonal experiment's analysis: range analysis, ranking, optimum, ANOVA, S/N ratios and effect plots. */
export function OrthogonalResult({ result, config, levelLabel }: OrthogonalResultProps) {
  const { decimals, colors } = config;
  const number = (value: number | null) => formatNumber(value, decimals);
  const sn = result.signalToNoise;
  const factors = result.columns.filter((column) => column.assigned !== null);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, xl: 3 }}>
        <Descriptions.Item label={t('statistics.orthogonal.array')}>
          {isOrthogonalArrayName(result.array) ? ORTHOGONAL_ARRAYS[result.array].notation : result.array}
        </Descriptions.Item>
        <Descriptions.Item label={t('statistics.orthogonal.runs')}>{result.runs}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.orthogonal.replicates')}>{result.replicates}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.orthogonal.goal')}>
          {t(`statistics.orthogonal.goal.${result.goal}` as MessageKey)}
        </Descriptions.Item>
        <Descriptions.Item label={t('statistics.orthogonal.total')}>{number(result.total)}</Descriptions.Item>
        <Descriptions.Item label={t('statistics.anova.grandMean')}>{number(result.grandMean)}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('statistics.orthogonal.rangeAnalysis')}>
        <OrthogonalRangeTable columns={result.columns} decimals={decimals} levelLabel={levelLabel} />
        <Conclusions ranking={result.rankingByRange} optimal={result.optimalCombination} levelLabel={levelLabel} />
      </Card>
      <Card size="small" title={t('statistics.anova.table')}>
        {result.errorDfZero && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('statistics.orthogonal.errorDfZero')} />
        )}
        <AnovaTable rows={result.anova} decimals={decimals} effectName="" errorName={errorName(result)} />
      </Card>
      {sn?.columns && (
        <Card size="small" title={t('statistics.orthogonal.sn')}>
          <Row gutter={16}>
            <Col xs={24} xl={6}>
              <Table<{ run: number; ratio: number | null }>
                size="small"
                bordered
                rowKey="run"
                pagination={false}
                scroll={{ y: 320 }}
                dataSource={sn.ratios.map((ratio, index) => ({ run: index + 1, ratio }))}
                columns={[
                  { title: t('statistics.orthogonal.run'), dataIndex: 'run', align: 'center', width: 72 },
                  { title: t('statistics.orthogonal.sn.ratio'), dataIndex: 'ratio', align: 'right', render: number },
                ]}
              />
            </Col>
            <Col xs={24} xl={18}>
              <OrthogonalRangeTable columns={sn.columns} decimals={decimals} levelLabel={levelLabel} />
              {sn.rankingByRange && sn.optimalCombination && (
                <Conclusions ranking={sn.rankingByRange} optimal={sn.optimalCombination} levelLabel={levelLabel} />
              )}
            </Col>
          </Row>
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            {t(`statistics.orthogonal.sn.note.${result.goal}` as MessageKey)}
          </Typography.Text>
        </Card>
      )}
      <Card size="small" title={t('statistics.orthogonal.effects')}>
        <Row gutter={[16, 16]}>
          {factors.map((column) => {
            const factor = column.assigned as string;
            const levels = column.kbar.map((_, i) => levelLabel(factor, i + 1) ?? String(i + 1));
            return (
              <Col xs={24} md={12} xxl={8} key={column.column}>
                <StatChart
                  title={t('statistics.orthogonal.effectTitle', { factor })}
                  height={240}
                  option={meansPlotOption({
                    levels,
                    series: [{ name: 'k̄', values: column.kbar }],
                    axisName: factor,
                    responseName: 'k̄',
                    reference: result.grandMean,
                    colors,
                    decimals,
                    compact: true,
                  })}
                />
              </Col>
            );
          })}
        </Row>
      </Card>
    </Space>
  );
}
