import { ApartmentOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex } from 'antd';
import { useNavigate } from 'react-router';
import { type MessageKey, t } from '../../locales';
import { displayCount } from '../utils/count';
import { useWorkflowCounts } from './useWorkflowCounts';
import type { TaskCount } from './workflow-api';

const ENTRIES: { path: string; title: MessageKey; count?: keyof TaskCount }[] = [
  { path: '/upcomingTrial', title: 'header.workflow.toReview', count: 'approveTaskCount' },
  { path: '/upcomingHandleItem', title: 'header.workflow.toDo', count: 'dealTaskCount' },
  { path: '/upcomingRead', title: 'header.workflow.toRead', count: 'notifyTaskCount' },
  { path: '/processedFlowList', title: 'header.workflow.processed' },
  { path: '/re-examined-record', title: 'header.workflow.records' },
];

/** The my-workflow dropdown (spec §2) with the pending counts of spec §3 (100 or more shows 99+). */
export function WorkflowMenu() {
  const navigate = useNavigate();
  const { tasks } = useWorkflowCounts();
  const pending = tasks ? tasks.approveTaskCount + tasks.dealTaskCount + tasks.notifyTaskCount : 0;
  return (
    <Dropdown
      menu={{
        items: ENTRIES.map((e) => ({
          key: e.path,
          label: (
            <Flex justify="space-between" gap={24}>
              <span>{t(e.title)}</span>
              {e.count && tasks ? (
                <span data-testid={`workflow-count-${e.count}`}>{displayCount(tasks[e.count])}</span>
              ) : null}
            </Flex>
          ),
        })),
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button type="text" icon={<ApartmentOutlined />} data-testid="workflow-menu">
        <Badge count={pending} overflowCount={99} size="small" offset={[8, -4]} data-testid="workflow-badge">
          {t('header.workflow')}
        </Badge>
      </Button>
    </Dropdown>
  );
}
