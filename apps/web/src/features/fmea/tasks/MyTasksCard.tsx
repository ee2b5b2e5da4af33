import { FMEA_TASK_NODES } from '@qis/shared';
import { Button, Card, Table, Tag } from 'antd';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import type { TaskDto } from '../kind-api';
import { dateOnly } from '../project/dates';
import { useFmeaApi, useFmeaKind, useKindPaths } from '../project/FmeaKindContext';
import { TaskStatusBadge } from './TaskStatusBadge';
import { useSubmitTask } from './useSubmitTask';

/** Spec §9: the FMEA task list's page size. */
const PAGE_SIZE = 25;

/**
 * /myProjectList?type=2 and ?type=3 (the task list's 'more' links; PFMEA /myPFmeaProjectList): the caller's tasks of the kind not yet due, or overdue,
 * with their audit state and 提交审核; a submission reloads the list from page 1.
 */
export function MyTasksCard({ type, onSubmitted }: { type: 2 | 3; onSubmitted: () => void }) {
  const { fetchTasks } = useFmeaApi();
  const kind = useFmeaKind();
  const paths = useKindPaths();
  const nodeKey = (nodeId: number) => FMEA_TASK_NODES[kind].find((node) => node.id === nodeId)?.key ?? '';
  const { filter, search, tableProps } = usePagedList<TaskDto, { type: 2 | 3 }>((query) => fetchTasks(query), {
    initialFilter: { type },
    pageSize: PAGE_SIZE,
  });
  useEffect(() => {
    if (filter.type !== type) search({ type });
  }, [filter, type, search]);
  const submit = useSubmitTask(() => {
    search({ type });
    onSubmitted();
  });
  return (
    <Card
      size="small"
      title={t(type === 3 ? 'fmea.task.mine.overdue' : 'fmea.task.mine.notDue')}
      style={{ marginBottom: 16 }}
      data-testid="fmea-my-tasks"
    >
      <Table<TaskDto>
        rowKey="id"
        size="small"
        {...tableProps}
        locale={{ emptyText: t('fmea.task.empty') }}
        columns={[
          {
            title: t('fmea.task.fmeaName'),
            dataIndex: 'fmeaName',
            render: (value: string, task) => (
              <Link to={`${paths.project}/${task.entityId}?node=${nodeKey(task.nodeEventId)}`}>{value}</Link>
            ),
          },
          { title: t('fmea.task.node'), dataIndex: 'nodeName' },
          { title: t('fmea.task.start'), dataIndex: 'startTime', render: dateOnly },
          {
            title: t('fmea.task.end'),
            dataIndex: 'endTime',
            render: (value: string | null, task) =>
              task.overdue ? <Tag color="error">{dateOnly(value)}</Tag> : dateOnly(value),
          },
          {
            title: t('fmea.task.status'),
            dataIndex: 'auditStatus',
            render: (status: number) => <TaskStatusBadge auditStatus={status} />,
          },
          {
            title: t('fmea.task.actions'),
            key: 'actions',
            render: (_, task) => (
              <Button
                type="link"
                size="small"
                disabled={!task.canSubmit}
                onClick={() => submit(task.id)}
                data-testid="fmea-my-task-submit"
              >
                {t('fmea.task.submit')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
