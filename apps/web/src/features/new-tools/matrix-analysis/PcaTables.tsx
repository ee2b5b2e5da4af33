import type { PcaDto } from '@qis/shared';
import { Table } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../../statistics/format-number';
import { componentName } from './pca-charts';

const DECIMALS = 4;
/** A loading at least this large (in absolute value) marks the variable as a component's main part. */
const STRONG_LOADING = 0.5;
const percent = (value: number) => `${formatNumber(value * 100, 2)}%`;

interface EigenRow {
  key: number;
  eigenvalue: number;
  proportion: number;
  cumulative: number;
}

/** 主成分, 特征值, 贡献率, 累计贡献率; the components Kaiser's rule keeps are highlighted. */
export function PcaEigenTable({ result }: { result: PcaDto }) {
  const rows: EigenRow[] = result.eigenvalues.map((eigenvalue, i) => ({
    key: i,
    eigenvalue,
    proportion: result.proportionOfVariance[i] ?? 0,
    cumulative: result.cumulativeProportion[i] ?? 0,
  }));
  return (
    <Table<EigenRow>
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      onRow={(row) => (row.key < result.kaiserCount ? { style: { background: '#e6f4ff', fontWeight: 600 } } : {})}
      data-testid="pca-eigen-table"
      columns={[
        { title: t('newTools.matrixAnalysis.component'), dataIndex: 'key', render: (i: number) => componentName(i) },
        {
          title: t('newTools.matrixAnalysis.eigenvalue'),
          dataIndex: 'eigenvalue',
          align: 'right',
          render: (v: number) => formatNumber(v, DECIMALS),
        },
        { title: t('newTools.matrixAnalysis.proportion'), dataIndex: 'proportion', align: 'right', render: percent },
        { title: t('newTools.matrixAnalysis.cumulative'), dataIndex: 'cumulative', align: 'right', render: percent },
      ]}
    />
  );
}

interface LoadingRow {
  key: number;
  variable: string;
  loadings: number[];
}

/** Variables × components; a loading of |value| ≥ 0.5 is bold. */
export function PcaLoadingsTable({ result }: { result: PcaDto }) {
  const rows: LoadingRow[] = result.variables.map((variable, i) => ({
    key: i,
    variable,
    loadings: result.loadings[i] ?? [],
  }));
  return (
    <Table<LoadingRow>
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      data-testid="pca-loadings-table"
      columns={[
        { title: t('newTools.matrixAnalysis.variable'), dataIndex: 'variable', fixed: 'left' },
        ...result.eigenvalues.map((_, c) => ({
          key: c,
          title: componentName(c),
          align: 'right' as const,
          render: (_: unknown, row: LoadingRow) => {
            const value = row.loadings[c] ?? 0;
            const text = formatNumber(value, DECIMALS);
            return Math.abs(value) >= STRONG_LOADING ? <strong>{text}</strong> : text;
          },
        })),
      ]}
    />
  );
}
