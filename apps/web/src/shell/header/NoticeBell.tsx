import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Popover, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  announceMessagesChanged,
  fetchMessages,
  MESSAGES_CHANGED_EVENT,
  type MessagePage,
  markAllMessagesRead,
} from '../../features/messages/api';
import { openMessage } from '../../features/messages/open-message';
import { t } from '../../locales';

/** Unread messages shown in the popover; the rest are in the message centre. */
const POPOVER_MESSAGES = 5;

/**
 * The notice bell (spec §2): a 330 px popover with notifications (empty), messages and to-do (empty) tabs, mark all
 * read and go to the message centre. The badge counts unread messages; it follows pushed messages without a reload.
 */
export function NoticeBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState<MessagePage | null>(null);

  const load = useCallback(() => {
    void fetchMessages(0, 0, POPOVER_MESSAGES).then(setUnread, () => setUnread(null));
  }, []);
  useEffect(() => {
    load();
    window.addEventListener(MESSAGES_CHANGED_EVENT, load);
    return () => window.removeEventListener(MESSAGES_CHANGED_EVENT, load);
  }, [load]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.notice.empty')} />;
  const messages =
    unread && unread.items.length > 0 ? (
      <List
        size="small"
        dataSource={unread.items}
        renderItem={(m) => (
          <List.Item>
            <div style={{ minWidth: 0 }}>
              <Typography.Link onClick={() => void openMessage(m, go)} ellipsis data-testid="notice-message">
                {m.content}
              </Typography.Link>
              <div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {m.dateStr}
                </Typography.Text>
              </div>
            </div>
          </List.Item>
        )}
      />
    ) : (
      empty
    );

  const content = (
    <div style={{ width: 330 }} data-testid="notice-popover">
      <Tabs
        centered
        defaultActiveKey="messages"
        items={[
          { key: 'notifications', label: t('header.notice.notifications'), children: empty },
          { key: 'messages', label: t('header.notice.messages'), children: messages },
          { key: 'todo', label: t('header.notice.todo'), children: empty },
        ]}
      />
      <Flex justify="space-between">
        <Button
          type="link"
          disabled={!unread?.unReadCount}
          onClick={() => void markAllMessagesRead().then(announceMessagesChanged)}
          data-testid="notice-read-all"
        >
          {t('header.notice.markAllRead')}
        </Button>
        <Button type="link" onClick={() => go('/messageCenter')} data-testid="notice-go-center">
          {t('header.notice.goToCenter')}
        </Button>
      </Flex>
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button type="text" aria-label={t('header.notice')} data-testid="notice-bell">
        <Badge count={unread?.unReadCount ?? 0} overflowCount={99} size="small" data-testid="notice-badge">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
