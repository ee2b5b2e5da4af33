import { FMEA_TASK_NODES, TASK_AUDIT_STATUS } from '@qis/shared';
import { Badge, Menu, Tag, Typography } from 'antd';
import { type MessageKey, t } from '../../../locales';
import type { ProjectDto } from '../api';
import type { TaskDto } from '../kind-api';
import { dateOnly } from './dates';
import { useFmeaKind } from './FmeaKindContext';
import { type NodeKey, PENDING_NODES } from './nodes';

const DOT = {
  [TASK_AUDIT_STATUS.pending]: 'default',
  [TASK_AUDIT_STATUS.underAudit]: 'warning',
  [TASK_AUDIT_STATUS.rejected]: 'error',
  [TASK_AUDIT_STATUS.approved]: 'success',
} as const;

/**
 * The node navigation: 项目信息 and the kind's task nodes (DFMEA twelve, PFMEA nine), each with its task's audit state as a dot (spec §4
 * colours) and its planned end.
 */
export function ProjectNav({
  project,
  tasks,
  current,
  onSelect,
}: {
  project: ProjectDto;
  tasks: ReadonlyMap<number, TaskDto>;
  current: NodeKey;
  onSelect: (key: NodeKey) => void;
}) {
  const kind = useFmeaKind();
  const due = new Map(project.nodeTimes.map((node) => [node.nodeId, node.dueDate]));
  for (const [nodeId, task] of tasks) due.set(nodeId, task.endTime);
  const items = [
    { key: 'planning', label: <span data-testid="fmea-node-planning">{t('fmea.node.planning')}</span> },
    ...FMEA_TASK_NODES[kind].map((node) => {
      const date = dateOnly(due.get(node.id));
      return {
        key: node.key,
        label: (
          <span data-testid={`fmea-node-${node.key}`}>
            {tasks.get(node.id) && (
              <Badge
                status={DOT[tasks.get(node.id)?.auditStatus as keyof typeof DOT] ?? 'default'}
                style={{ marginInlineEnd: 6 }}
                data-testid={`fmea-node-dot-${node.key}`}
                data-status={tasks.get(node.id)?.auditStatus}
              />
            )}
            {t(`fmea.node.${node.key}` as MessageKey)}
            {PENDING_NODES.has(node.key as NodeKey) && (
              <Tag style={{ marginInlineStart: 6 }} bordered={false}>
                {t('fmea.inDevelopment')}
              </Tag>
            )}
            {date && (
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
                {date}
              </Typography.Text>
            )}
          </span>
        ),
      };
    }),
  ];
  return (
    <Menu
      mode="inline"
      selectedKeys={[current]}
      items={items}
      onClick={({ key }) => onSelect(key as NodeKey)}
      style={{ borderInlineEnd: 'none' }}
      data-testid="fmea-node-nav"
    />
  );
}
