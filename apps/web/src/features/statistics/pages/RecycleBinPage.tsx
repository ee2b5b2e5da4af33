import { DeleteOutlined, FolderOpenOutlined, UndoOutlined } from '@ant-design/icons';
import type { MsRecycleItemDto } from '@qis/shared';
import { Alert, App, Button, Card, Empty, Flex, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../../locales';
import { DEFAULT_PAGE_SIZE, usePagedList } from '../../../shell/components/usePagedList';
import { toast } from '../../../shell/feedback';
import { formatTime } from '../../../shell/utils/format-time';
import { FileItemName } from '../components/FileItemName';
import { useFileSpace } from '../components/FileSpaceContext';
import { fetchRecycleBin, purgeItem, restoreItem } from '../files-api';

type Action = 'restore' | 'purge';

const DONE = {
  restore: { one: 'statistics.recycle.restored', many: 'statistics.recycle.restoredMany' },
  purge: { one: 'statistics.recycle.purged', many: 'statistics.recycle.purgedMany' },
} as const;

/**
 * A file restored before its binned folder brings the folder back without the folder's contents, and a folder
 * purged before a file in it takes the file along: so folders are restored first and files purged first.
 */
function inOrder(action: Action, items: MsRecycleItemDto[]): MsRecycleItemDto[] {
  const rank = (item: MsRecycleItemDto) => ((item.type === 'folder') === (action === 'restore') ? 0 : 1);
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/**
 * /statistcsRecycleBin: my deleted folders and files, newest first; restore them or delete them for good. Inside a
 * FileSpaceProvider it shows another space's bin (/oldrecycleBinList, /recycleBin).
 */
export function RecycleBinPage() {
  const { modal } = App.useApp();
  const { space, kindName, filesPath } = useFileSpace();
  const { page, reload, tableProps } = usePagedList<MsRecycleItemDto, object>((query) =>
    fetchRecycleBin({ ...query, space }),
  );
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  // Only rows of the page shown count as selected.
  const rows = page?.items ?? [];
  const selected = rows.filter((row) => selectedIds.includes(row.id));

  // One item after another; a refusal (shown by the HTTP client) stops the rest.
  const run = async (action: Action, items: MsRecycleItemDto[]) => {
    setBusy(true);
    let done = 0;
    try {
      for (const { id, type } of inOrder(action, items)) {
        await (action === 'restore' ? restoreItem({ id, type, space }) : purgeItem({ id, type, space }));
        done += 1;
      }
    } catch {
      // shown by the HTTP client
    }
    setBusy(false);
    setSelectedIds([]);
    if (done > 0) toast.success(items.length === 1 ? t(DONE[action].one) : t(DONE[action].many, { count: done }));
    // Every row of a later page gone: show the page before it.
    const { current = 1, pageSize = DEFAULT_PAGE_SIZE, onChange } = tableProps.pagination || {};
    if (done === rows.length && current > 1 && onChange) onChange(current - 1, pageSize);
    else await reload();
  };

  const confirmPurge = (items: MsRecycleItemDto[]) =>
    modal.confirm({
      title:
        items.length === 1
          ? t('statistics.recycle.purge.title', { name: items[0]?.name ?? '' })
          : t('statistics.recycle.purge.titleMany', { count: items.length }),
      content: t('statistics.recycle.purge.content'),
      okText: t('statistics.recycle.purge'),
      okButtonProps: { danger: true },
      cancelText: t('statistics.recycle.purge.cancel'),
      onOk: () => run('purge', items),
    });

  return (
    <Card
      title={t('statistics.recycle.title')}
      extra={
        <Link to={filesPath}>
          <Button icon={<FolderOpenOutlined />} data-testid="recycle-back">
            {t('statistics.recycle.back')}
          </Button>
        </Link>
      }
    >
      <Alert type="info" showIcon title={t('statistics.recycle.note')} style={{ marginBottom: 12 }} />
      <Flex gap={8} align="center" wrap style={{ marginBottom: 12 }}>
        <Button
          icon={<UndoOutlined />}
          disabled={selected.length === 0 || busy}
          onClick={() => void run('restore', selected)}
          data-testid="recycle-batch-restore"
        >
          {t('statistics.recycle.restore')}
        </Button>
        <Button
          danger
          icon={<DeleteOutlined />}
          disabled={selected.length === 0 || busy}
          onClick={() => confirmPurge(selected)}
          data-testid="recycle-batch-purge"
        >
          {t('statistics.recycle.purge')}
        </Button>
        {selected.length > 0 && (
          <Typography.Text type="secondary">
            {t('statistics.recycle.selected', { count: selected.length })}
          </Typography.Text>
        )}
      </Flex>
      <Table<MsRecycleItemDto>
        rowKey="id"
        size="small"
        {...tableProps}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)) }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.recycle.empty')} />,
        }}
        data-testid="recycle-table"
        columns={[
          {
            title: t('statistics.recycle.column.name'),
            key: 'name',
            render: (_: unknown, row) => <FileItemName type={row.type} kind={row.kind} name={row.name} />,
          },
          {
            title: t('statistics.recycle.column.kind'),
            key: 'kind',
            width: 140,
            render: (_: unknown, row) => (row.kind ? kindName(row.kind) : t('statistics.files.kind.folder')),
          },
          {
            title: t('statistics.recycle.column.deletedAt'),
            dataIndex: 'deletedAt',
            width: 180,
            render: formatTime,
          },
          {
            title: t('statistics.recycle.column.actions'),
            key: 'actions',
            width: 180,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  disabled={busy}
                  onClick={() => void run('restore', [row])}
                  data-testid="recycle-restore"
                >
                  {t('statistics.recycle.restore')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={busy}
                  onClick={() => confirmPurge([row])}
                  data-testid="recycle-purge"
                >
                  {t('statistics.recycle.purge')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
