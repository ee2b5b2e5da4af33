import type { WorkflowTaskItem } from '@qis/shared';
import { Card, Segmented, Table, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { COUNTERS_CHANGED_EVENT } from '../../../shell/header/workflow-api';
import { fetchTaskList, type TaskListKind, type TaskPage } from '../api';
import { type WorkflowFilter, WorkflowSearch } from '../components/WorkflowSearch';
import { INSTANCE_STATUS, TASK_STATUS } from '../labels';

type Tab = 'all' | 'pending' | 'processed';
const PAGE_SIZE = 15;

export interface TaskListConfig {
  kind: TaskListKind;
  title: MessageKey;
  detailPath: string;
  /** Lists with the all/pending/processed tabs (spec §2 workflow tabs). */
  tabs: boolean;
}

const formatTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN') : '-');

/** One of my workflow lists: to-review, to-do, to-read, processed, sign-off records. */
export function TaskListPage({ config }: { config: TaskListConfig }) {
  const [tab, setTab] = useState<Tab>('pending');
  const [filter, setFilter] = useState<WorkflowFilter>({});
  const [current, setCurrent] = useState(1);
  const [page, setPage] = useState<TaskPage | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(
        await fetchTaskList(config.kind, {
          ...filter,
          ...(config.tabs ? { tab } : {}),
          SkipCount: (current - 1) * PAGE_SIZE,
          MaxResultCount: PAGE_SIZE,
        }),
      );
    } catch {
      // shown by the HTTP client
    } finally {
      setLoading(false);
    }
  }, [config, tab, filter, current]);
  useEffect(() => {
    void load();
    window.addEventListener(COUNTERS_CHANGED_EVENT, load);
    return () => window.removeEventListener(COUNTERS_CHANGED_EVENT, load);
  }, [load]);

  return (
    <Card title={t(config.title)}>
      {config.tabs ? (
        <Segmented<Tab>
          value={tab}
          onChange={(value) => {
            setTab(value);
            setCurrent(1);
          }}
          options={[
            { value: 'all', label: t('workflow.tab.all') },
            { value: 'pending', label: t('workflow.tab.pending') },
            { value: 'processed', label: t('workflow.tab.processed') },
          ]}
          style={{ marginBottom: 16 }}
          data-testid="workflow-tabs"
        />
      ) : null}
      <WorkflowSearch
        onSearch={(next) => {
          setFilter(next);
          setCurrent(1);
        }}
      />
      <Table<WorkflowTaskItem>
        rowKey="taskId"
        loading={loading}
        dataSource={page?.items ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page?.totalCount ?? 0,
          showTotal: (total) => t('messages.total', { total }),
          onChange: setCurrent,
        }}
        columns={[
          {
            title: t('workflow.column.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link to={`${config.detailPath}?taskId=${row.taskId}`} data-testid="workflow-task-link">
                {title}
              </Link>
            ),
          },
          { title: t('workflow.column.module'), dataIndex: 'moduleTypeName' },
          { title: t('workflow.column.node'), dataIndex: 'nodeName' },
          { title: t('workflow.column.initiator'), dataIndex: 'initiatorName' },
          { title: t('workflow.column.arrived'), dataIndex: 'createdAt', render: formatTime },
          {
            title: t('workflow.column.taskStatus'),
            dataIndex: 'taskStatus',
            render: (status: string) => t(TASK_STATUS[status] ?? 'workflow.task.pending'),
          },
          {
            title: t('workflow.column.instanceStatus'),
            dataIndex: 'instanceStatus',
            render: (status: string) => {
              const label = INSTANCE_STATUS[status];
              return label ? <Tag color={label.color}>{t(label.key)}</Tag> : status;
            },
          },
          {
            title: t('workflow.column.comment'),
            dataIndex: 'comment',
            render: (comment: string | null) => <Typography.Text type="secondary">{comment ?? '-'}</Typography.Text>,
          },
        ]}
      />
    </Card>
  );
}
