import { DFMEA_TASK_NODES } from '@qis/shared';
import { Menu, Tag, Typography } from 'antd';
import { t } from '../../../locales';
import type { ProjectDto } from '../api';
import { dateOnly } from './dates';
import { type NodeKey, PENDING_NODES } from './nodes';

/** The node navigation: 项目信息 and the twelve task nodes with their step and due date. */
export function ProjectNav({
  project,
  current,
  onSelect,
}: {
  project: ProjectDto;
  current: NodeKey;
  onSelect: (key: NodeKey) => void;
}) {
  const due = new Map(project.nodeTimes.map((node) => [node.nodeId, node.dueDate]));
  const items = [
    { key: 'planning', label: <span data-testid="fmea-node-planning">{t('fmea.node.planning')}</span> },
    ...DFMEA_TASK_NODES.map((node) => {
      const date = dateOnly(due.get(node.id));
      return {
        key: node.key,
        label: (
          <span data-testid={`fmea-node-${node.key}`}>
            {t(`fmea.node.${node.key}`)}
            {PENDING_NODES.has(node.key) && (
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
