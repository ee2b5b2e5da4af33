import { P } from '@qis/shared';
import { Card, Table, Tag, Tooltip } from 'antd';
import { type MessageKey, t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { ExportButton } from '../../../shell/components/ExportButton';
import { usePagedList } from '../../../shell/components/usePagedList';
import { formatTime } from '../../../shell/utils/format-time';
import { exportLoginLogs, fetchLoginLogs, type LoginLogDto } from '../api';
import { type LogFilter, LogSearch } from '../components/LogSearch';

/** /LogOnToLog: every sign-in of the tenant (user, time, IP, client, result), searched by user and date range. */
export function LoginLogPage() {
  const { filter, search, tableProps } = usePagedList<LoginLogDto, LogFilter>(fetchLoginLogs);
  return (
    <Card
      title={t('menu.loginLog')}
      extra={
        <Authorized permission={P.system.LoginLog.key} action="export">
          <ExportButton label={t('logs.export')} testId="logs-export" exportWorkbook={() => exportLoginLogs(filter)} />
        </Authorized>
      }
    >
      <LogSearch onSearch={search} withResult />
      <Table<LoginLogDto>
        rowKey="id"
        {...tableProps}
        columns={[
          {
            title: t('loginLog.column.user'),
            key: 'user',
            render: (_: unknown, row) => (row.name ? `${row.userName}（${row.name}）` : row.userName),
          },
          { title: t('loginLog.column.time'), dataIndex: 'loginTime', render: formatTime },
          { title: t('loginLog.column.ip'), dataIndex: 'ipAddress', render: (ip: string | null) => ip ?? '-' },
          {
            title: t('loginLog.column.client'),
            dataIndex: 'client',
            render: (client: string | null, row) => <Tooltip title={row.userAgent}>{client ?? '-'}</Tooltip>,
          },
          {
            title: t('loginLog.column.loginType'),
            dataIndex: 'loginType',
            render: (type: number) => t(`loginLog.loginType.${type}` as MessageKey),
          },
          {
            title: t('loginLog.column.result'),
            key: 'result',
            render: (_: unknown, row) =>
              row.succeeded ? (
                <Tag color="green">{t('loginLog.result.success')}</Tag>
              ) : (
                <span>
                  <Tag color="red">{t('loginLog.result.failure')}</Tag>
                  {row.reason}
                </span>
              ),
          },
        ]}
      />
    </Card>
  );
}
