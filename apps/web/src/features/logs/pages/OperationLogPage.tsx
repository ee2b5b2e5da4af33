import { P } from '@qis/shared';
import { Card, Table } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { ExportButton } from '../../../shell/components/ExportButton';
import { usePagedList } from '../../../shell/components/usePagedList';
import { formatTime } from '../../../shell/utils/format-time';
import { type AuditLogDto, exportAuditLogs, fetchAuditLogs, fetchAuditModules } from '../api';
import { EntityChanges } from '../components/EntityChanges';
import { type LogFilter, LogSearch } from '../components/LogSearch';

/**
 * /OperationLog: every change made in the tenant (user, time, module, action, entity, duration), searched by user,
 * module and date range; a row expands to the changed entities' before and after side by side.
 */
export function OperationLogPage() {
  const { filter, search, tableProps } = usePagedList<AuditLogDto, LogFilter>(fetchAuditLogs);
  const [modules, setModules] = useState<string[]>([]);

  useEffect(() => {
    fetchAuditModules()
      .then(setModules)
      .catch(() => undefined);
  }, []);

  return (
    <Card
      title={t('menu.operationLog')}
      extra={
        <Authorized permission={P.system.AuditLog.key} action="export">
          <ExportButton label={t('logs.export')} testId="logs-export" exportWorkbook={() => exportAuditLogs(filter)} />
        </Authorized>
      }
    >
      <LogSearch onSearch={search} moduleOptions={modules} />
      <Table<AuditLogDto>
        rowKey="id"
        {...tableProps}
        expandable={{
          expandedRowRender: (row) => <EntityChanges entities={row.entities} request={`${row.method} ${row.url}`} />,
        }}
        columns={[
          { title: t('auditLog.column.user'), dataIndex: 'userName', render: (v: string | null) => v ?? '-' },
          { title: t('auditLog.column.time'), dataIndex: 'executionTime', render: formatTime },
          { title: t('auditLog.column.module'), dataIndex: 'module', render: (v: string | null) => v ?? '-' },
          {
            title: t('auditLog.column.action'),
            dataIndex: 'action',
            render: (v: string | null, row) => v ?? row.endpoint,
          },
          { title: t('auditLog.column.entity'), dataIndex: 'entityNames', render: (v: string) => v || '-' },
          {
            title: t('auditLog.column.duration'),
            dataIndex: 'durationMs',
            align: 'right',
            render: (v: number | null) => v ?? '-',
          },
          { title: t('auditLog.column.ip'), dataIndex: 'ipAddress', render: (v: string | null) => v ?? '-' },
        ]}
      />
    </Card>
  );
}
