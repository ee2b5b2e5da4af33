import { HourglassOutlined } from '@ant-design/icons';
import { TASK_AUDIT_STATUS } from '@qis/shared';
import { Badge, Space } from 'antd';
import { type MessageKey, t } from '../../../locales';

const STATUS = {
  [TASK_AUDIT_STATUS.pending]: 'default',
  [TASK_AUDIT_STATUS.underAudit]: 'warning',
  [TASK_AUDIT_STATUS.rejected]: 'error',
  [TASK_AUDIT_STATUS.approved]: 'success',
} as const;

/**
 * A task's auditStatus as spec §4 shows it: 1 a grey badge 待提交, 2 a warning badge with an hourglass 审核中, 3 an
 * error badge 已驳回; 4 (approved, ours) a success badge 已通过.
 */
export function TaskStatusBadge({ auditStatus }: { auditStatus: number }) {
  const status = STATUS[auditStatus as keyof typeof STATUS] ?? 'default';
  const text = t(`fmea.task.status.${auditStatus}` as MessageKey);
  return (
    <span data-testid="fmea-task-status" data-status={auditStatus}>
      {auditStatus === TASK_AUDIT_STATUS.underAudit ? (
        <Space size={4}>
          <Badge status={status} />
          <HourglassOutlined style={{ color: '#faad14' }} />
          <span>{text}</span>
        </Space>
      ) : (
        <Badge status={status} text={text} />
      )}
    </span>
  );
}
