import type { WorkflowTaskItem } from '@qis/shared';
import { Card, Segmented, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { COUNTERS_CHANGED_EVENT } from '../../../shell/header/workflow-api';
import { formatTime } from '../../../shell/utils/format-time';
import { fetchTaskList, type TaskListKind } from '../api';
import { type WorkflowFilter, WorkflowSearch } from '../components/WorkflowSearch';
import { INSTANCE_STATUS, TASK_STATUS } from '../labels';

type Tab = 'all' | 'pending' | 'processed';

export interface TaskListConfig {
  kind: TaskListKind;
  title: MessageKey;
  detailPath: string;
  /** Lists with the all/pending/processed tabs (spec §2 workflow tabs). */
  tabs: boolean;
}

/** One of my workflow lists: to-review, to-do, to-read, processed, sign-off records. */
export function TaskListPage({ config }: { config: TaskListConfig }) {
  const { filter, search, tableProps } = usePagedList<WorkflowTaskItem, WorkflowFilter & { tab?: Tab }>(
    (query) => fetchTaskList(config.kind, query),
    { initialFilter: config.tabs ? { tab: 'pending' } : {}, reloadOn: COUNTERS_CHANGED_EVENT },
  );

  return (
    <Card title={t(config.title)}>
      {config.tabs ? (
        <Segmented<Tab>
          value={filter.tab}
          onChange={(tab) => search({ ...filter, tab })}
          options={[
            { value: 'all', label: t('workflow.tab.all') },
            { value: 'pending', label: t('workflow.tab.pending') },
            { value: 'processed', label: t('workflow.tab.processed') },
          ]}
          style={{ marginBottom: 16 }}
          data-testid="workflow-tabs"
        />
      ) : null}
      <WorkflowSearch onSearch={(next) => search({ ...next, tab: filter.tab })} />
      <Table<WorkflowTaskItem>
        rowKey="taskId"
        {...tableProps}
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
