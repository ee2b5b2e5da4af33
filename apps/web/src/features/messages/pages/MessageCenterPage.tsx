import { Badge, Button, Card, Flex, List, Popconfirm, Segmented, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type MessageKey, t } from '../../../locales';
import {
  announceMessagesChanged,
  deleteMessage,
  fetchMessages,
  MESSAGES_CHANGED_EVENT,
  type MessagePage,
  type MessageStatus,
  markAllMessagesRead,
  markMessagesRead,
} from '../api';
import { openMessage } from '../open-message';

/** Spec §9: page size 15 by default, options 15, 30, 45, 60. */
const PAGE_SIZES = [15, 30, 45, 60];
const MODULE_NAMES: Record<number, MessageKey> = {
  1: 'messages.module.1',
  2: 'messages.module.2',
  3: 'messages.module.3',
  10: 'messages.module.10',
  11: 'messages.module.11',
};

/** /messageCenter: the user's messages with status filter, counts, paging, mark read and delete. */
export function MessageCenterPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<MessageStatus>(-1);
  const [current, setCurrent] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 15);
  const [page, setPage] = useState<MessagePage | null>(null);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPage(await fetchMessages(status, (current - 1) * pageSize, pageSize));
      setSelected([]);
    } catch {
      // the HTTP client has shown the message
    } finally {
      setLoading(false);
    }
  }, [status, current, pageSize]);

  useEffect(() => {
    void load();
    window.addEventListener(MESSAGES_CHANGED_EVENT, load);
    return () => window.removeEventListener(MESSAGES_CHANGED_EVENT, load);
  }, [load]);

  const all = (page?.readCount ?? 0) + (page?.unReadCount ?? 0);
  const changed = async (work: Promise<unknown>) => {
    await work;
    announceMessagesChanged();
  };

  return (
    <Card
      title={t('menu.messageCenter')}
      extra={
        <Space>
          <Button
            disabled={selected.length === 0}
            onClick={() => void changed(markMessagesRead(selected))}
            data-testid="messages-read-selected"
          >
            {t('messages.markSelectedRead')}
          </Button>
          <Button
            type="primary"
            disabled={!page?.unReadCount}
            onClick={() => void changed(markAllMessagesRead())}
            data-testid="messages-read-all"
          >
            {t('header.notice.markAllRead')}
          </Button>
        </Space>
      }
    >
      <Segmented<MessageStatus>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setCurrent(1);
        }}
        options={[
          { value: -1, label: `${t('messages.status.all')} (${all})` },
          { value: 0, label: `${t('messages.status.unread')} (${page?.unReadCount ?? 0})` },
          { value: 1, label: `${t('messages.status.read')} (${page?.readCount ?? 0})` },
        ]}
        style={{ marginBottom: 16 }}
        data-testid="messages-status"
      />
      <List
        loading={loading}
        dataSource={page?.items ?? []}
        locale={{ emptyText: t('header.notice.empty') }}
        pagination={{
          current,
          pageSize,
          total: page?.totalCount ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('messages.total', { total }),
          onChange: (nextPage, nextSize) => {
            setCurrent(nextSize === pageSize ? nextPage : 1);
            setPageSize(nextSize);
          },
        }}
        renderItem={(message) => (
          <List.Item
            data-testid="message-item"
            actions={[
              <Popconfirm
                key="delete"
                title={t('messages.delete.confirm')}
                onConfirm={() => changed(deleteMessage(message.id))}
              >
                <Button type="link" danger size="small">
                  {t('messages.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <Flex gap={12} align="flex-start" style={{ width: '100%' }}>
              <input
                type="checkbox"
                aria-label={t('messages.select')}
                checked={selected.includes(message.id)}
                onChange={(e) =>
                  setSelected((ids) =>
                    e.target.checked ? [...ids, message.id] : ids.filter((id) => id !== message.id),
                  )
                }
                style={{ marginTop: 5 }}
              />
              <Badge dot={!message.isRead} offset={[-2, 6]}>
                <span style={{ display: 'inline-block', width: 8 }} />
              </Badge>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Typography.Link
                  onClick={() => void openMessage(message, navigate)}
                  strong={!message.isRead}
                  data-testid="message-open"
                >
                  {message.content}
                </Typography.Link>
                <div>
                  <Tag>
                    {MODULE_NAMES[message.module] ? t(MODULE_NAMES[message.module] as MessageKey) : message.module}
                  </Tag>
                  <Typography.Text type="secondary">{message.dateStr}</Typography.Text>
                </div>
              </div>
            </Flex>
          </List.Item>
        )}
      />
    </Card>
  );
}
