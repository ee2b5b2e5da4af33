import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { P } from '@qis/shared';
import { Button, Card, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { type DictionaryTypeDto, fetchTypes, moveType, removeType, setTypeActive } from '../api';
import { ActiveToggle } from './ActiveToggle';
import { act } from './act';
import { listEnds } from './list-ends';
import { TypeEditor } from './TypeEditor';

const DICTIONARY = P.system.Dictionary.key;
const PAGE_SIZE = 20;

/** The dictionary types: search, add, edit, enable/disable, delete (not system ones), move up/down; a click selects. */
export function TypePanel({
  selected,
  onSelect,
  reloadSignal,
}: {
  selected: DictionaryTypeDto | null;
  onSelect: (type: DictionaryTypeDto | null) => void;
  /** Changes when the items of a type changed (their count is shown here). */
  reloadSignal: number;
}) {
  const { search, reload, page, tableProps } = usePagedList<DictionaryTypeDto, { keyword?: string }>(fetchTypes, {
    pageSize: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<DictionaryTypeDto | 'new' | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload when the parent signals, not when reload changes
  useEffect(() => {
    if (reloadSignal > 0) void reload();
  }, [reloadSignal]);

  // Keep the selection fresh after a reload (version, status); select the first type when none is chosen yet.
  useEffect(() => {
    if (!page) return;
    const fresh = selected ? page.items.find((type) => type.id === selected.id) : undefined;
    if (fresh && fresh !== selected) onSelect(fresh);
    else if (!selected && page.items[0]) onSelect(page.items[0]);
  }, [page, selected, onSelect]);

  const ends = listEnds(tableProps.pagination, page?.totalCount ?? 0);

  return (
    <Card
      size="small"
      title={t('dictionary.types')}
      extra={
        <Authorized permission={DICTIONARY} action="add">
          <Button type="primary" size="small" onClick={() => setEditing('new')} data-testid="dictionary-type-add">
            {t('dictionary.type.add')}
          </Button>
        </Authorized>
      }
    >
      <Input.Search
        allowClear
        placeholder={t('dictionary.type.search')}
        maxLength={100}
        style={{ marginBottom: 12 }}
        onSearch={(value) => search({ keyword: value.trim() || undefined })}
        data-testid="dictionary-type-search"
      />
      <Table<DictionaryTypeDto>
        rowKey="id"
        size="small"
        {...tableProps}
        scroll={undefined}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selected ? [selected.id] : [],
          onChange: (_keys, rows) => onSelect(rows[0] ?? null),
        }}
        onRow={(row) => ({ onClick: () => onSelect(row), style: { cursor: 'pointer' } })}
        columns={[
          {
            title: t('dictionary.type.column.name'),
            key: 'name',
            render: (_: unknown, row) => (
              <Space orientation="vertical" size={0}>
                <span>
                  {row.name} {row.isSystem && <Tag color="blue">{t('dictionary.type.system')}</Tag>}
                  {!row.isActive && <Tag>{t('dictionary.disable')}</Tag>}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {row.code} · {t('dictionary.type.itemCount', { count: row.itemCount })}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('dictionary.type.column.actions'),
            key: 'actions',
            render: (_: unknown, row, index) => (
              // Buttons of a row must not also select it.
              <Space size={0} onClick={(e) => e.stopPropagation()}>
                <Authorized permission={DICTIONARY} action="edit">
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('dictionary.edit')}
                  </Button>
                  <ActiveToggle
                    active={row.isActive}
                    setActive={(active) => setTypeActive(row, active)}
                    reload={reload}
                  />
                  <Button
                    type="link"
                    size="small"
                    title={t('dictionary.moveUp')}
                    aria-label={t('dictionary.moveUp')}
                    icon={<ArrowUpOutlined />}
                    disabled={ends.isFirst(index)}
                    onClick={() => act(moveType(row.id, -1), null, reload)}
                  />
                  <Button
                    type="link"
                    size="small"
                    title={t('dictionary.moveDown')}
                    aria-label={t('dictionary.moveDown')}
                    icon={<ArrowDownOutlined />}
                    disabled={ends.isLast(index)}
                    onClick={() => act(moveType(row.id, 1), null, reload)}
                  />
                </Authorized>
                {!row.isSystem && (
                  <Authorized permission={DICTIONARY} action="delete">
                    <Popconfirm
                      title={t('dictionary.type.delete.confirm')}
                      onConfirm={async () => {
                        const deleted = await act(removeType(row.id), 'dictionary.deleted', reload);
                        if (deleted && selected?.id === row.id) onSelect(null);
                      }}
                    >
                      <Button type="link" size="small" danger>
                        {t('dictionary.delete')}
                      </Button>
                    </Popconfirm>
                  </Authorized>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <TypeEditor
          type={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            onSelect(saved);
            void reload();
          }}
        />
      )}
    </Card>
  );
}
