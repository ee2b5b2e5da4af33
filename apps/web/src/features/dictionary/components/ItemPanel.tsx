import { P } from '@qis/shared';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import {
  type DictionaryItemDto,
  type DictionaryTypeDto,
  fetchItems,
  moveItem,
  removeItem,
  removeItems,
  setItemActive,
} from '../api';
import { ActiveToggle } from './ActiveToggle';
import { act } from './act';
import { ItemEditor } from './ItemEditor';
import { listEnds } from './list-ends';

const DICTIONARY = P.system.Dictionary.key;

/** The items of one type in their order: add, edit, enable/disable, move up/down, delete one or a selection. */
export function ItemPanel({ type, onItemsChanged }: { type: DictionaryTypeDto; onItemsChanged: () => void }) {
  const { search, reload, page, tableProps } = usePagedList<DictionaryItemDto, { typeId: string; keyword?: string }>(
    fetchItems,
    { initialFilter: { typeId: type.id } },
  );
  const { modal } = App.useApp();
  const [editing, setEditing] = useState<DictionaryItemDto | 'new' | null>(null);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const ends = listEnds(tableProps.pagination, page?.totalCount ?? 0);

  const reloadAll = async () => {
    await reload();
    onItemsChanged();
  };

  // A modal rather than a popconfirm: the button it would hang on is disabled as soon as the selection is gone.
  const confirmBatchDelete = () =>
    modal.confirm({
      title: t('dictionary.item.batchDelete.confirm', { count: selectedIds.length }),
      okText: t('dictionary.delete'),
      okButtonProps: { danger: true },
      cancelText: t('dictionary.cancel'),
      onOk: async () => {
        if (await act(removeItems(selectedIds), 'dictionary.deleted', reloadAll)) setSelectedIds([]);
      },
    });

  return (
    <Card size="small" title={t('dictionary.items.of', { name: type.name, code: type.code })}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('dictionary.item.search')}
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(value) => search({ typeId: type.id, keyword: value.trim() || undefined })}
          data-testid="dictionary-item-search"
        />
        <Authorized permission={DICTIONARY} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="dictionary-item-add">
            {t('dictionary.item.add')}
          </Button>
        </Authorized>
        <Authorized permission={DICTIONARY} action="delete">
          <Button
            danger
            disabled={selectedIds.length === 0}
            onClick={confirmBatchDelete}
            data-testid="dictionary-item-batch-delete"
          >
            {t('dictionary.item.batchDelete')}
          </Button>
        </Authorized>
      </Space>
      <Table<DictionaryItemDto>
        rowKey="id"
        {...tableProps}
        rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => setSelectedIds(keys.map(String)) }}
        columns={[
          { title: t('dictionary.item.column.code'), dataIndex: 'code' },
          { title: t('dictionary.item.column.name'), dataIndex: 'name' },
          { title: t('dictionary.item.column.sort'), dataIndex: 'sort', width: 72 },
          {
            title: t('dictionary.item.column.status'),
            dataIndex: 'isActive',
            width: 80,
            render: (active: boolean) => (
              <Tag color={active ? 'green' : 'default'}>{t(active ? 'dictionary.enable' : 'dictionary.disable')}</Tag>
            ),
          },
          {
            title: t('dictionary.item.column.description'),
            dataIndex: 'description',
            width: 160,
            ellipsis: true,
            render: (text: string | null) => text ?? '-',
          },
          {
            title: t('dictionary.item.column.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row, index) => (
              <Space size={0}>
                <Authorized permission={DICTIONARY} action="edit">
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('dictionary.edit')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    disabled={ends.isFirst(index)}
                    onClick={() => act(moveItem(row.id, -1), null, reload)}
                  >
                    {t('dictionary.moveUp')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    disabled={ends.isLast(index)}
                    onClick={() => act(moveItem(row.id, 1), null, reload)}
                  >
                    {t('dictionary.moveDown')}
                  </Button>
                  <ActiveToggle
                    active={row.isActive}
                    setActive={(active) => setItemActive(row, active)}
                    reload={reload}
                  />
                </Authorized>
                <Authorized permission={DICTIONARY} action="delete">
                  <Popconfirm
                    title={t('dictionary.item.delete.confirm')}
                    onConfirm={async () => {
                      if (await act(removeItem(row.id), 'dictionary.deleted', reloadAll))
                        setSelectedIds((ids) => ids.filter((id) => id !== row.id));
                    }}
                  >
                    <Button type="link" size="small" danger>
                      {t('dictionary.delete')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <ItemEditor
          typeId={type.id}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reloadAll();
          }}
        />
      )}
    </Card>
  );
}
