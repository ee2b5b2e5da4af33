import { HourglassOutlined } from '@ant-design/icons';
import {
  canSubmitTask,
  FMEA_PROJECT_ROUTE,
  FMEA_TASK_NODES,
  type FmeaKind,
  TASK_AUDIT_STATUS,
  taskMoreLink,
} from '@qis/shared';
import { App, Badge, Button, Card, List, Segmented, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import {
  type DashboardTask,
  fetchMyTasks,
  fetchTaskCounts,
  submitTask,
  TASK_PAGE_SIZE,
  type TaskCounts,
  type TaskPage,
} from '../api';

const BADGE = {
  [TASK_AUDIT_STATUS.pending]: 'default',
  [TASK_AUDIT_STATUS.underAudit]: 'warning',
  [TASK_AUDIT_STATUS.rejected]: 'error',
  [TASK_AUDIT_STATUS.approved]: 'success',
} as const;

/** Spec §4: 1 a grey badge, 2 a warning badge with an hourglass, 3 an error badge. */
function StatusBadge({ auditStatus }: { auditStatus: number }) {
  const text = t(`fmeaDashboard.tasks.status.${auditStatus}` as MessageKey);
  const status = BADGE[auditStatus as keyof typeof BADGE] ?? 'default';
  return (
    <span data-testid="task-status" data-status={auditStatus}>
      <Space size={4}>
        <Badge status={status} />
        {auditStatus === TASK_AUDIT_STATUS.underAudit && <HourglassOutlined style={{ color: '#faad14' }} />}
        <span>{text}</span>
      </Space>
    </span>
  );
}

function CountLink({
  to,
  label,
  count,
  testId,
  danger,
}: {
  to?: string;
  label: string;
  count: number | undefined;
  testId: string;
  danger?: boolean;
}) {
  const figure = (
    <Typography.Text strong type={danger && count ? 'danger' : undefined} style={{ fontSize: 20 }}>
      {count ?? '–'}
    </Typography.Text>
  );
  return (
    <div style={{ textAlign: 'center', flex: 1 }} data-testid={testId} data-count={count ?? ''}>
      {to ? <Link to={to}>{figure}</Link> : figure}
      <div>
        <Typography.Text type="secondary">{label}</Typography.Text>
      </div>
    </div>
  );
}

interface Props {
  kinds: readonly FmeaKind[];
  kind: FmeaKind;
  onKindChange: (kind: FmeaKind) => void;
  /** After a submission: the other parts of the dashboard refresh. */
  onSubmitted: () => void;
}

/**
 * The caller's task list (spec §2, §8, §9): per kind, the counts (overdue → the kind's list ?type=3, not yet due →
 * ?type=2), the open tasks 25 a page in a container at most 400 high, and 提交审核 for tasks at auditStatus 1 or 3
 * with the confirmation 提示 / 确定提交任务吗? / 是 / 否. Success reloads the list from page 1 and the counts and shows
 * 提交成功; failure shows 提交失败; cancelling clears the highlighted task. A failed load only stops the spinner.
 */
export function TaskPanel({ kinds, kind, onKindChange, onSubmitted }: Props) {
  const { modal, message } = App.useApp();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<TaskPage | null>(null);
  const [counts, setCounts] = useState<TaskCounts | null>(null);
  const [loading, setLoading] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const load = useCallback(
    (target: number) => {
      setLoading(true);
      setPage(target);
      fetchMyTasks(kind, target)
        .then(setData, () => undefined)
        .finally(() => setLoading(false));
      fetchTaskCounts(kind).then(setCounts, () => undefined);
    },
    [kind],
  );
  useEffect(() => {
    setData(null);
    setCounts(null);
    load(1);
  }, [load]);

  const submit = (task: DashboardTask) => {
    setHighlighted(task.id);
    modal.confirm({
      title: t('fmeaDashboard.submit.title'),
      content: t('fmeaDashboard.submit.confirm'),
      okText: t('fmeaDashboard.submit.yes'),
      cancelText: t('fmeaDashboard.submit.no'),
      onCancel: () => setHighlighted(null),
      onOk: async () => {
        try {
          if (!(await submitTask(kind, task.id))) throw new Error('falsy');
          void message.success(t('fmeaDashboard.submit.done'));
          load(1);
          onSubmitted();
        } catch {
          void message.error(t('fmeaDashboard.submit.failed'));
        } finally {
          setHighlighted(null);
        }
      },
    });
  };

  const nodeKey = (nodeId: number) => FMEA_TASK_NODES[kind].find((node) => node.id === nodeId)?.key ?? '';
  return (
    <Card
      size="small"
      title={t('fmeaDashboard.tasks.title')}
      extra={<Link to={taskMoreLink(kind)}>{t('fmeaDashboard.tasks.more')}</Link>}
      data-testid="fmea-dashboard-tasks"
      style={{ height: '100%' }}
    >
      {kinds.length > 1 && (
        <Segmented
          block
          value={kind}
          onChange={(value) => onKindChange(value as FmeaKind)}
          options={kinds.map((k) => ({ value: k, label: t(`fmeaDashboard.kind.${k}` as MessageKey) }))}
          style={{ marginBottom: 12 }}
          data-testid="task-kind"
        />
      )}
      <div style={{ display: 'flex', marginBottom: 12 }} data-testid="task-counts">
        <CountLink
          testId="count-overdue"
          to={taskMoreLink(kind, 'overdue')}
          label={t('fmeaDashboard.tasks.overdue')}
          count={counts?.overdueCount}
          danger
        />
        <CountLink testId="count-today" label={t('fmeaDashboard.tasks.today')} count={counts?.todayCount} />
        <CountLink
          testId="count-not-due"
          to={taskMoreLink(kind, 'notDue')}
          label={t('fmeaDashboard.tasks.notDue')}
          count={counts?.noDueCount}
        />
      </div>
      <Spin spinning={loading}>
        <div style={{ maxHeight: 400, overflowY: 'auto' }}>
          <List<DashboardTask>
            size="small"
            dataSource={data?.items ?? []}
            locale={{ emptyText: t('fmeaDashboard.tasks.empty') }}
            pagination={
              (data?.totalCount ?? 0) > TASK_PAGE_SIZE
                ? {
                    size: 'small',
                    current: page,
                    pageSize: TASK_PAGE_SIZE,
                    total: data?.totalCount ?? 0,
                    onChange: load,
                    showSizeChanger: false,
                  }
                : false
            }
            renderItem={(task) => (
              <List.Item
                data-testid="dashboard-task"
                data-task-id={task.id}
                style={highlighted === task.id ? { background: '#e6f4ff' } : undefined}
                actions={[
                  canSubmitTask(task.auditStatus) && task.canSubmit ? (
                    <Button
                      key="submit"
                      size="small"
                      type="link"
                      onClick={() => submit(task)}
                      data-testid="task-submit"
                    >
                      {t('fmeaDashboard.tasks.submit')}
                    </Button>
                  ) : null,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Link to={`${FMEA_PROJECT_ROUTE[kind]}/${task.entityId}?node=${nodeKey(task.nodeEventId)}`}>
                      {task.fmeaName} · {task.nodeName}
                    </Link>
                  }
                  description={
                    <Space size="middle" wrap>
                      <StatusBadge auditStatus={task.auditStatus} />
                      <Typography.Text type={task.overdue ? 'danger' : 'secondary'}>
                        {task.endTime
                          ? t('fmeaDashboard.tasks.end', { date: task.endTime })
                          : t('fmeaDashboard.tasks.noEnd')}
                      </Typography.Text>
                    </Space>
                  }
                />
              </List.Item>
            )}
          />
        </div>
      </Spin>
    </Card>
  );
}
