import { Button, Card, Progress, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type MessageKey, t } from '../../../locales';
import type { SevenSteps, TaskDto } from '../kind-api';
import { dateOnly } from '../project/dates';
import { useFmeaApi } from '../project/FmeaKindContext';
import { useProject } from '../project/ProjectContext';
import { usePlan } from './PlanContext';
import { PlanEditorModal } from './PlanEditorModal';
import { TaskStatusBadge } from './TaskStatusBadge';

type Step = SevenSteps['steps'][number];
type Row = { key: string; step?: Step; task?: TaskDto; children?: Row[] };

const STEP_COLORS = { notStarted: 'default', inProgress: 'processing', done: 'success' } as const;

/**
 * Step 1's plan: the seven AIAG-VDA steps (sevenStepsList) with their dates, status and progress, each opening to
 * its node tasks (assignee, dates, audit state); 编辑节点计划 for the owner and project managers.
 */
export function PlanCard() {
  const { fetchSevenSteps } = useFmeaApi();
  const { project, readOnlyView } = useProject();
  const { plan } = usePlan();
  const [steps, setSteps] = useState<SevenSteps | null>(null);
  const [editing, setEditing] = useState(false);
  // The steps follow the plan: a saved plan, or another member's submission, reloads both.
  useEffect(() => {
    if (!plan) return;
    fetchSevenSteps(project.id)
      .then(setSteps)
      .catch(() => undefined);
  }, [plan, project.id, fetchSevenSteps]);

  const rows: Row[] = (steps?.steps ?? []).map((step) => ({
    key: `step-${step.step}`,
    step,
    children: step.tasks.length > 0 ? step.tasks.map((task) => ({ key: task.id, task })) : undefined,
  }));
  const canEdit = Boolean(plan?.canManage) && !readOnlyView;

  return (
    <Card
      title={t('fmea.plan.title')}
      size="small"
      extra={
        canEdit && (
          <Button onClick={() => setEditing(true)} data-testid="fmea-plan-edit">
            {t('fmea.plan.edit')}
          </Button>
        )
      }
      data-testid="fmea-plan"
    >
      <Table<Row>
        // Mounted again once the steps are in, so that every step opens to its tasks.
        key={steps ? 'steps' : 'loading'}
        size="small"
        rowKey="key"
        pagination={false}
        loading={!steps}
        dataSource={rows}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          {
            title: t('fmea.plan.step'),
            key: 'name',
            render: (_, row) =>
              row.step ? (
                `${row.step.step}. ${row.step.name}`
              ) : (
                <span data-testid="fmea-plan-node">{row.task?.nodeName}</span>
              ),
          },
          {
            title: t('fmea.task.assignee'),
            key: 'assignee',
            render: (_, row) => (row.task ? row.task.assigneeName || t('fmea.task.unassigned') : null),
          },
          {
            title: t('fmea.task.start'),
            key: 'start',
            render: (_, row) => dateOnly(row.task ? row.task.startTime : row.step?.startTime),
          },
          {
            title: t('fmea.task.end'),
            key: 'end',
            render: (_, row) => {
              const overdue = row.task ? row.task.overdue : row.step?.overdue;
              const date = dateOnly(row.task ? row.task.endTime : row.step?.endTime);
              return overdue ? <Tag color="error">{date}</Tag> : date;
            },
          },
          {
            title: t('fmea.task.status'),
            key: 'status',
            render: (_, row) =>
              row.task ? (
                <TaskStatusBadge auditStatus={row.task.auditStatus} />
              ) : row.step ? (
                <Tag color={STEP_COLORS[row.step.status]}>
                  {t(`fmea.plan.stepStatus.${row.step.status}` as MessageKey)}
                </Tag>
              ) : null,
          },
          {
            title: t('fmea.plan.progress'),
            key: 'progress',
            width: 180,
            render: (_, row) =>
              row.step ? (
                row.step.step === 1 ? (
                  t('fmea.plan.planned', { progress: row.step.progress })
                ) : (
                  <Progress percent={row.step.progress} size="small" />
                )
              ) : null,
          },
        ]}
      />
      {editing && plan && <PlanEditorModal onClose={() => setEditing(false)} />}
    </Card>
  );
}
