import { Alert, Button, Card, Flex, Tag, Typography } from 'antd';
import { t } from '../../../locales';
import { dateOnly } from '../project/dates';
import { useProject } from '../project/ProjectContext';
import { usePlan } from './PlanContext';
import { TaskStatusBadge } from './TaskStatusBadge';
import { useSubmitTask } from './useSubmitTask';

/**
 * The task of the node on screen: its assignee, planned dates, audit state (spec §4 badge) and 提交审核, enabled
 * while the task may be submitted (auditStatus 1 or 3, the caller its assignee or the project owner).
 */
export function NodeTaskBar({ nodeId }: { nodeId: number }) {
  const { readOnly } = useProject();
  const { tasks, reload } = usePlan();
  const submit = useSubmitTask(reload);
  const task = tasks.get(nodeId);
  if (!task) return null;
  return (
    <Card size="small" styles={{ body: { padding: '8px 12px' } }} data-testid="fmea-node-task">
      <Flex align="center" gap={16} wrap>
        <TaskStatusBadge auditStatus={task.auditStatus} />
        <Typography.Text>
          {t('fmea.task.assignee')}：
          <span data-testid="fmea-node-task-assignee">{task.assigneeName || t('fmea.task.unassigned')}</span>
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('fmea.task.dates', { start: dateOnly(task.startTime) || '—', end: dateOnly(task.endTime) || '—' })}
        </Typography.Text>
        {task.overdue && <Tag color="error">{t('fmea.task.overdue')}</Tag>}
        {!readOnly && (
          <Button
            type="primary"
            size="small"
            style={{ marginInlineStart: 'auto' }}
            disabled={!task.canSubmit}
            onClick={() => submit(task.id)}
            data-testid="fmea-node-task-submit"
          >
            {t('fmea.task.submit')}
          </Button>
        )}
      </Flex>
      {task.auditStatus === 3 && task.auditComment && (
        <Alert
          style={{ marginTop: 8 }}
          type="error"
          showIcon
          title={t('fmea.task.rejectedBecause', { comment: task.auditComment })}
          data-testid="fmea-node-task-comment"
        />
      )}
    </Card>
  );
}
