import { FMEA_KINDS, formSheetRows } from '@qis/shared';
import { Card, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { t } from '../../../locales';
import type { ResultTables } from '../api';
import { ApTag } from '../components/ApTag';
import { useDisplayConfig } from '../project/DisplayConfig';
import { orderResultRows } from '../project/display';
import { useFmeaKind } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';
import '../project/display-texts';

type Row = ResultTables['rows'][number];

/**
 * Step 7's table of the rated chains (a PFMEA's display with fmeaResultView 2), in the display's order
 * (fmeaResultOrder: as the process runs, or by risk).
 */
export function ResultChainsTable({ rows }: { rows: Row[] }) {
  const { net } = useProject();
  // FMEA-MSR rates F and M in the places of O and D.
  const msr = useFmeaKind() === FMEA_KINDS.msr;
  const { fmeaResultOrder } = useDisplayConfig();
  const ordered = useMemo(
    () =>
      orderResultRows(rows, fmeaResultOrder, fmeaResultOrder === 1 ? formSheetRows(1, net).map((row) => row.key) : []),
    [rows, fmeaResultOrder, net],
  );
  const rating = (value: number | null) => value ?? '-';
  return (
    <Card
      size="small"
      title={t('fmeaDisplay.results.title')}
      extra={
        <Typography.Text type="secondary">
          {t(fmeaResultOrder === 1 ? 'fmeaDisplay.results.byProcess' : 'fmeaDisplay.results.byRisk')}
        </Typography.Text>
      }
    >
      <Table<Row>
        rowKey="key"
        size="small"
        dataSource={ordered}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        data-testid="fmea-result-chains"
        columns={[
          { title: t('fmeaDisplay.results.step'), dataIndex: 'focusElement' },
          { title: t('fmeaDisplay.results.mode'), dataIndex: 'mode' },
          { title: t('fmeaDisplay.results.cause'), dataIndex: 'cause' },
          { title: 'S', dataIndex: 'severity', align: 'center', render: rating },
          { title: msr ? 'F' : 'O', dataIndex: 'occurrence', align: 'center', render: rating },
          { title: msr ? 'M' : 'D', dataIndex: 'detection', align: 'center', render: rating },
          { title: 'AP', dataIndex: 'ap', align: 'center', render: (ap: Row['ap']) => <ApTag ap={ap} /> },
          { title: 'RPN', dataIndex: 'rpn', align: 'center', render: rating },
          {
            title: t('fmeaDisplay.results.apAfter'),
            dataIndex: 'apAfter',
            align: 'center',
            render: (ap: Row['apAfter']) => <ApTag ap={ap} />,
          },
          {
            title: t('fmeaDisplay.results.actions'),
            key: 'actions',
            align: 'center',
            render: (_: unknown, row) => `${row.openActions}/${row.actions}`,
          },
        ]}
      />
    </Card>
  );
}
