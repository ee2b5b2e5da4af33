import type { ParetoChartDto } from '@qis/shared';
import { Table, Tag, Tooltip } from 'antd';
import { t } from '../../../locales';
import { formatNumber } from '../../statistics/format-number';
import type { ParetoClass } from './pareto-option';

type Item = ParetoChartDto['items'][number];

/** The Pareto table: 项目, 频数, 占比, 累计占比, 类别, in the chart's order ('其他' names what it merges). */
export function ParetoTable(props: {
  result: ParetoChartDto;
  decimals: number;
  classColors: Record<ParetoClass, string>;
}) {
  const { result, decimals, classColors } = props;
  const share = (value: number) => `${formatNumber(value, decimals)}%`;
  return (
    <Table<Item>
      size="small"
      rowKey="category"
      dataSource={result.items}
      pagination={result.items.length > 50 ? { pageSize: 50 } : false}
      data-testid="pareto-table"
      columns={[
        {
          title: t('oldTools.pareto.table.item'),
          dataIndex: 'category',
          render: (category: string, item) =>
            item.merged.length > 0 ? (
              <Tooltip
                title={t('oldTools.pareto.merged', { items: item.merged.join(t('oldTools.pareto.listSeparator')) })}
              >
                <span style={{ textDecoration: 'underline dotted' }}>{category}</span>
              </Tooltip>
            ) : (
              category
            ),
        },
        {
          title: t('oldTools.pareto.table.count'),
          dataIndex: 'count',
          align: 'right',
          render: (count: number) => (Number.isInteger(count) ? count : formatNumber(count, decimals)),
        },
        { title: t('oldTools.pareto.table.percentage'), dataIndex: 'percentage', align: 'right', render: share },
        {
          title: t('oldTools.pareto.table.cumulative'),
          dataIndex: 'cumulativePercentage',
          align: 'right',
          render: share,
        },
        {
          title: t('oldTools.pareto.table.class'),
          dataIndex: 'class',
          align: 'center',
          render: (paretoClass: ParetoClass) => <Tag color={classColors[paretoClass]}>{paretoClass}</Tag>,
        },
      ]}
    />
  );
}
