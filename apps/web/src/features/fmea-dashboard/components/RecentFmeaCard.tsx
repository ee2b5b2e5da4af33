import { FMEA_PROGRESS_GREEN_FROM, FMEA_STEPS, type FmeaKind, fmeaStatusTag, recentFmeaDetailPath } from '@qis/shared';
import { Button, Card, Popover, Progress, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { fetchPartOrProcess, fetchRecent, type PartOrProcess, type RecentRow } from '../api';

const STATUS_COLORS = { inProgress: 'processing', cancelled: 'default', cancelling: 'warning' } as const;

/** Spec §4 / §9: the progress stage 0–7 as a bar 220 wide, green from 6. */
function StageBar({ stage }: { stage: number }) {
  return (
    <Tooltip title={t(`fmeaDashboard.step.${stage}` as MessageKey)}>
      <Progress
        percent={Math.round((stage / FMEA_STEPS) * 100)}
        format={() => t('fmeaDashboard.progress.label', { stage })}
        strokeColor={stage >= FMEA_PROGRESS_GREEN_FROM ? '#52c41a' : undefined}
        status="normal"
        size="small"
        style={{ width: 220, margin: 0 }}
      />
    </Tooltip>
  );
}

/** The product count; a reader opens what it counts (Project/PartOrProcessInfo). */
function PartsCount({ row }: { row: RecentRow }) {
  const [info, setInfo] = useState<PartOrProcess | null>(null);
  if (!row.isPower || row.partGatherNum === 0) return <span>{row.partGatherNum}</span>;
  return (
    <Popover
      title={t('fmeaDashboard.recent.partsTitle')}
      trigger="click"
      onOpenChange={(open) => {
        if (open && !info) void fetchPartOrProcess(row.id).then(setInfo, () => undefined);
      }}
      content={
        <div style={{ maxHeight: 240, overflowY: 'auto', minWidth: 200 }}>
          {info?.items.length === 0 && t('fmeaDashboard.recent.partsEmpty')}
          {info?.items.map((item) => (
            <div key={item.id}>
              {item.number ? `${item.number} ` : ''}
              {item.name}
            </div>
          ))}
        </div>
      }
    >
      <Button type="link" size="small" style={{ padding: 0 }}>
        {row.partGatherNum}
      </Button>
    </Popover>
  );
}

function RecentTable({ kind }: { kind: FmeaKind }) {
  const [rows, setRows] = useState<RecentRow[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    setLoading(true);
    fetchRecent(kind)
      .then(setRows, () => undefined)
      .finally(() => setLoading(false));
  }, [kind]);
  const linked = (text: string, row: RecentRow) =>
    row.isPower ? <Link to={recentFmeaDetailPath(row.type, row.id)}>{text}</Link> : <span>{text}</span>;
  return (
    <Table<RecentRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid={`recent-table-${kind}`}
      columns={[
        { title: t('fmeaDashboard.recent.projectNO'), dataIndex: 'projectNO', render: linked },
        { title: t('fmeaDashboard.recent.projectName'), dataIndex: 'projectName', render: linked },
        { title: t('fmeaDashboard.recent.customerName'), dataIndex: 'customerName' },
        {
          title: t('fmeaDashboard.recent.progress'),
          dataIndex: 'speedOfProgressh',
          render: (stage: number) => <StageBar stage={stage} />,
        },
        { title: t('fmeaDashboard.recent.startTime'), dataIndex: 'startTime' },
        { title: t('fmeaDashboard.recent.overTime'), dataIndex: 'overTime' },
        { title: t('fmeaDashboard.recent.owner'), dataIndex: 'owerIdName' },
        {
          title: t('fmeaDashboard.recent.parts'),
          dataIndex: 'partGatherNum',
          render: (_: number, row) => <PartsCount row={row} />,
        },
        {
          title: t('fmeaDashboard.recent.status'),
          key: 'status',
          render: (_: unknown, row) => {
            const tag = fmeaStatusTag(row.workFlowStatus, row.projectStatus);
            return tag ? <Tag color={STATUS_COLORS[tag]}>{t(`fmeaDashboard.status.${tag}`)}</Tag> : null;
          },
        },
      ]}
    />
  );
}

/** The recent FMEAs (spec §2, §9): a tab per kind the user may see, the kind's top 10. */
export function RecentFmeaCard({ kinds }: { kinds: readonly FmeaKind[] }) {
  return (
    <Card size="small" title={t('fmeaDashboard.recent.title')} data-testid="fmea-dashboard-recent">
      {kinds.length === 0 ? (
        <Typography.Text type="secondary">{t('fmeaDashboard.noKind')}</Typography.Text>
      ) : (
        <Tabs
          size="small"
          destroyOnHidden
          items={kinds.map((kind) => ({
            key: String(kind),
            label: t(`fmeaDashboard.kind.${kind}` as MessageKey),
            children: <RecentTable kind={kind} />,
          }))}
        />
      )}
    </Card>
  );
}
