import { ApartmentOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../locales';

const ENTRIES = [
  { path: '/upcomingTrial', title: 'header.workflow.toReview' },
  { path: '/upcomingHandleItem', title: 'header.workflow.toDo' },
  { path: '/upcomingRead', title: 'header.workflow.toRead' },
  { path: '/processedFlowList', title: 'header.workflow.processed' },
  { path: '/re-examined-record', title: 'header.workflow.records' },
] as const;

/** The my-workflow dropdown (spec §2). Its counters come with the workflow engine. */
export function WorkflowMenu() {
  const navigate = useNavigate();
  return (
    <Dropdown
      menu={{
        items: ENTRIES.map((e) => ({ key: e.path, label: t(e.title) })),
        onClick: ({ key }) => navigate(key),
      }}
    >
      <Button type="text" icon={<ApartmentOutlined />} data-testid="workflow-menu">
        {t('header.workflow')}
      </Button>
    </Dropdown>
  );
}
