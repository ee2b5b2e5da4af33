import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Flex, List, Popover, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  announceMessagesChanged,
  fetchMessages,
  MESSAGES_CHANGED_EVENT,
  type MessagePage,
  markAllMessagesRead,
} from '../../features/messages/api';
import { openMessage } from '../../features/messages/open-message';
import { type MessageKey, t } from '../../locales';
import { BELL_TABS, type BellTab, firstBusyTab, splitByBellTab } from './bell-tabs';

/** Unread messages read for the popover, split over its tabs; the rest are in the message centre. */
const FETCHED_MESSAGES = 100;
/** Messages shown per tab. */
const TAB_MESSAGES = 5;

const TAB_LABELS: Record<BellTab, MessageKey> = {
  notifications: 'header.notice.notifications',
  messages: 'header.notice.messages',
  todo: 'header.notice.todo',
};

/**
 * The notice bell (spec §2): a 330 px popover with the unread messages under three tabs — 通知 published notices,
 * 待办 tasks waiting for the user, 消息 the rest (bell-tabs.ts) — mark all read and go to the message centre. The
 * badge counts unread messages; it follows pushed messages without a reload.
 */
export function NoticeBell() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState<MessagePage | null>(null);
  const [activeTab, setActiveTab] = useState<BellTab | null>(null);
  const tabs = useMemo(() => splitByBellTab(unread?.items ?? []), [unread]);

  const load = useCallback(() => {
    void fetchMessages(0, 0, FETCHED_MESSAGES).then(setUnread, () => setUnread(null));
  }, []);
  useEffect(() => {
    load();
    window.addEventListener(MESSAGES_CHANGED_EVENT, load);
    return () => window.removeEventListener(MESSAGES_CHANGED_EVENT, load);
  }, [load]);

  const openChange = (next: boolean) => {
    // Each opening starts on the first tab with something unread.
    if (next) setActiveTab(null);
    setOpen(next);
  };
  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.notice.empty')} />;
  const listOf = (tab: BellTab) =>
    tabs[tab].length > 0 ? (
      <List
        size="small"
        dataSource={tabs[tab].slice(0, TAB_MESSAGES)}
        data-testid={`notice-list-${tab}`}
        renderItem={(m) => (
          <List.Item>
            <div style={{ minWidth: 0 }}>
              <Typography.Link onClick={() => void openMessage(m, go)} ellipsis data-testid={`notice-message-${tab}`}>
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
        activeKey={activeTab ?? firstBusyTab(tabs)}
        onChange={(key) => setActiveTab(key as BellTab)}
        items={BELL_TABS.map((tab) => ({
          key: tab,
          label: tabs[tab].length > 0 ? `${t(TAB_LABELS[tab])} (${tabs[tab].length})` : t(TAB_LABELS[tab]),
          children: listOf(tab),
        }))}
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
    <Popover content={content} trigger="click" open={open} onOpenChange={openChange} placement="bottomRight">
      <Button type="text" aria-label={t('header.notice')} data-testid="notice-bell">
        <Badge count={unread?.unReadCount ?? 0} overflowCount={99} size="small" data-testid="notice-badge">
          <BellOutlined style={{ fontSize: 16 }} />
        </Badge>
      </Button>
    </Popover>
  );
}
