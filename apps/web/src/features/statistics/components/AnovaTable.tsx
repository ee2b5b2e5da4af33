import type { AnovaRowDto } from '@qis/shared';
import { Table } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../format-number';

interface AnovaTableProps {
  rows: readonly AnovaRowDto[];
  decimals: number;
  /** The name of an effect row that carries none (regression, between groups). */
  effectName: string;
  /** The error row's name when it says more than 误差 (the empty columns of an orthogonal array). */
  errorName?: string;
}

/** An analysis-of-variance table: source, DF, SS, MS, F, P; error and total named by the screen. */
export function AnovaTable({ rows, decimals, effectName, errorName }: AnovaTableProps) {
  const source = (row: AnovaRowDto) =>
    row.kind === 'error'
      ? (errorName ?? t('statistics.anova.error'))
      : row.kind === 'total'
        ? t('statistics.anova.total')
        : row.source || effectName;
  const number = (value: number | null) => formatNumber(value, decimals);
  return (
    <Table<AnovaRowDto>
      size="small"
      rowKey={(row) => `${row.kind}-${row.source}`}
      pagination={false}
      dataSource={[...rows]}
      columns={[
        { title: t('statistics.anova.source'), render: (_, row) => source(row) },
        { title: t('statistics.anova.df'), dataIndex: 'df', align: 'right' },
        { title: t('statistics.anova.ss'), dataIndex: 'ss', align: 'right', render: number },
        { title: t('statistics.anova.ms'), dataIndex: 'ms', align: 'right', render: number },
        { title: 'F', dataIndex: 'f', align: 'right', render: number },
        { title: 'P', dataIndex: 'p', align: 'right', render: number },
      ]}
    />
  );
}
