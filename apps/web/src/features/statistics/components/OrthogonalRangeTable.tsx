import type { OrthogonalAnalysisDto } from '@qis/shared';
import { Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../locales';
import { formatNumber } from '../format-number';

type RangeColumn = OrthogonalAnalysisDto['columns'][number];

interface Row {
  key: string;
  label: ReactNode;
  cell: (column: RangeColumn) => ReactNode;
}

interface OrthogonalRangeTableProps {
  columns: readonly RangeColumn[];
  decimals: number;
  /** A level's label from the design, when known. */
  levelLabel: (factor: string, level: number) => string | undefined;
}

/**
 * The textbook range-analysis table: a column per column of the array (its factor, or 空列), rows K_i, k̄_i, the
 * range R of k̄ (and of K) and the best level.
 */
export function OrthogonalRangeTable({ columns, decimals, levelLabel }: OrthogonalRangeTableProps) {
  const number = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, decimals));
  const levelCount = Math.max(0, ...columns.map((column) => column.K.length));
  const levels = Array.from({ length: levelCount }, (_, i) => i + 1);
  const sub = (name: string, index: number | string) => (
    <span>
      {name}
      <sub>{index}</sub>
    </span>
  );
  const rows: Row[] = [
    ...levels.map((level) => ({
      key: `K${level}`,
      label: sub('K', level),
      cell: (column: RangeColumn) => number(column.K[level - 1]),
    })),
    ...levels.map((level) => ({
      key: `k${level}`,
      label: sub('k̄', level),
      cell: (column: RangeColumn) => number(column.kbar[level - 1]),
    })),
    {
      key: 'R',
      label: t('statistics.orthogonal.range'),
      cell: (column) => <strong>{number(column.rangeKbar)}</strong>,
    },
    { key: 'RK', label: t('statistics.orthogonal.rangeK'), cell: (column) => number(column.rangeK) },
    {
      key: 'best',
      label: t('statistics.orthogonal.bestLevel'),
      cell: (column) => {
        if (column.bestLevel === null || !column.assigned) return '—';
        const label = levelLabel(column.assigned, column.bestLevel);
        return (
          <Typography.Text strong type="success">
            {`${column.assigned}${column.bestLevel}`}
            {label ? `（${label}）` : ''}
          </Typography.Text>
        );
      },
    },
  ];
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('statistics.orthogonal.item'), dataIndex: 'label', fixed: 'left', width: 96, align: 'center' },
        ...columns.map((column) => ({
          key: `c${column.column}`,
          align: 'right' as const,
          title: (
            <div style={{ textAlign: 'center' }}>
              {column.assigned ?? (
                <Typography.Text type="secondary">{t('statistics.orthogonal.emptyColumn')}</Typography.Text>
              )}
              <div style={{ fontWeight: 'normal', fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
                {t('statistics.orthogonal.columnNo', { column: column.column })}
              </div>
            </div>
          ),
          onCell: () => (column.assigned ? {} : { style: { background: '#fafafa', color: 'rgba(0,0,0,0.45)' } }),
          render: (_: unknown, row: Row) => row.cell(column),
        })),
      ]}
    />
  );
}
