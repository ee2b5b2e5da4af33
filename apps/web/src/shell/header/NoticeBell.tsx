import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, Popover, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../locales';

/**
 * The notice bell (spec §2): a 330 px popover with notifications, messages and to-do tabs, mark-all-read and
 * go-to-message-centre. The message store and its realtime feed come with the message centre; until then every
 * tab shows the spec's empty text.
 */
export function NoticeBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.notice.empty')} />;
  const content = (
    <div style={{ width: 330 }} data-testid="notice-popover">
      <Tabs
        centered
        items={[
          { key: 'notifications', label: t('header.notice.notifications'), children: empty },
          { key: 'messages', label: t('header.notice.messages'), children: empty },
          { key: 'todo', label: t('header.notice.todo'), children: empty },
        ]}
      />
      <Flex justify="space-between">
        <Button type="link" disabled>
          {t('header.notice.markAllRead')}
        </Button>
        <Button
          type="link"
          onClick={() => {
            setOpen(false);
            navigate('/messageCenter');
          }}
        >
          {t('header.notice.goToCenter')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button type="text" aria-label={t('header.notice')} data-testid="notice-bell">
        <Badge count={0} size="small">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
