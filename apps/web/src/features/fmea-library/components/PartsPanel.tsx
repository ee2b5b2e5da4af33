import { P, type PartTypeNode } from '@qis/shared';
import { Button, Input, Popconfirm, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { fetchParts, type PartDto, removeParts } from '../api';
import { ImportPartsModal } from './ImportPartsModal';
import { PartFormModal } from './PartFormModal';

const POINT = P.fmea.PartsLibrary.key;

interface Filter {
  keyword?: string;
  typeId?: string;
}

/** The parts of a type and everything below it (all parts without one): search, add, edit, delete, import. */
export function PartsPanel({
  types,
  typeId,
  onPartsChanged,
}: {
  types: PartTypeNode[];
  typeId: string | null;
  /** The type tree's part counts changed. */
  onPartsChanged: () => void;
}) {
  const [keyword, setKeyword] = useState<string | undefined>();
  const { search, reload, tableProps } = usePagedList<PartDto, Filter>(fetchParts, {
    initialFilter: typeId ? { typeId } : {},
  });
  const [editing, setEditing] = useState<PartDto | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const { save } = useSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new type starts the search again, keeping the keyword
  useEffect(() => {
    search({ ...(keyword ? { keyword } : {}), ...(typeId ? { typeId } : {}) });
    setSelected([]);
  }, [typeId]);

  const changed = () => {
    setSelected([]);
    void reload();
    onPartsChanged();
  };
  const remove = async (ids: string[]) => {
    if (await save(() => removeParts(ids), t('fmeaLibrary.parts.deleted'))) changed();
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('fmeaLibrary.parts.search')}
          maxLength={100}
          style={{ width: 280 }}
          onSearch={(value) => {
            const next = value.trim() || undefined;
            setKeyword(next);
            search({ ...(next ? { keyword: next } : {}), ...(typeId ? { typeId } : {}) });
          }}
          data-testid="parts-search"
        />
        <Space>
          <Authorized permission={POINT} action="delete">
            <Popconfirm
              title={t('fmeaLibrary.parts.deleteSelected.confirm', { count: selected.length })}
              disabled={selected.length === 0}
              onConfirm={() => remove(selected)}
            >
              <Button danger disabled={selected.length === 0}>
                {t('fmeaLibrary.parts.deleteSelected')}
              </Button>
            </Popconfirm>
          </Authorized>
          <Authorized permission={POINT} action="import">
            <Button onClick={() => setImporting(true)} data-testid="parts-import">
              {t('fmeaLibrary.parts.import')}
            </Button>
          </Authorized>
          <Authorized permission={POINT} action="add">
            <Button type="primary" onClick={() => setEditing('new')} data-testid="parts-add">
              {t('fmeaLibrary.parts.add')}
            </Button>
          </Authorized>
        </Space>
      </Space>
      <Table<PartDto>
        rowKey="id"
        size="middle"
        {...tableProps}
        scroll={{ x: 1000 }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        data-testid="parts-table"
        columns={[
          { title: t('fmeaLibrary.parts.column.partNo'), dataIndex: 'partNo', width: 110 },
          { title: t('fmeaLibrary.parts.column.name'), dataIndex: 'name', width: 160 },
          { title: t('fmeaLibrary.parts.column.type'), dataIndex: 'typeName', width: 170 },
          { title: t('fmeaLibrary.parts.column.drawingNo'), dataIndex: 'drawingNo', width: 120 },
          { title: t('fmeaLibrary.parts.column.material'), dataIndex: 'material', width: 110 },
          { title: t('fmeaLibrary.parts.column.description'), dataIndex: 'description', width: 220, ellipsis: true },
          {
            title: t('fmeaLibrary.parts.column.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Space size={0}>
                <Authorized permission={POINT} action="edit">
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    {t('fmeaLibrary.parts.edit')}
                  </Button>
                </Authorized>
                <Authorized permission={POINT} action="delete">
                  <Popconfirm title={t('fmeaLibrary.parts.delete.confirm')} onConfirm={() => remove([row.id])}>
                    <Button type="link" size="small" danger>
                      {t('fmeaLibrary.parts.delete')}
                    </Button>
                  </Popconfirm>
                </Authorized>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <PartFormModal
          part={editing === 'new' ? null : editing}
          types={types}
          defaultTypeId={typeId}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
      {importing && <ImportPartsModal onClose={() => setImporting(false)} onImported={changed} />}
    </>
  );
}
