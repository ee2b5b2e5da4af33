import { P } from '@qis/shared';
import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { type DvpLibraryDto, fetchDvpLibrary, type KnowledgeTreeNode, removeDvpLibrary } from './api';
import { DvpLibraryModal } from './DvpLibraryModal';
import { EntryActions } from './EntryActions';

const POINT = P.fmea.DVPLibrary.key;

interface Filter {
  keyword?: string;
  typeId?: string;
}

/** The DVP library's tests under the selected type: search, add, edit, delete. */
export function DvpLibraryPanel({ typeId, types }: { typeId: string | undefined; types: KnowledgeTreeNode[] }) {
  const [keyword, setKeyword] = useState<string | undefined>();
  const filterOf = (next: string | undefined): Filter => ({
    ...(next ? { keyword: next } : {}),
    ...(typeId ? { typeId } : {}),
  });
  const { search, reload, tableProps } = usePagedList<DvpLibraryDto, Filter>(fetchDvpLibrary, {
    initialFilter: filterOf(keyword),
  });
  const [editing, setEditing] = useState<DvpLibraryDto | 'new' | null>(null);
  const { save } = useSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new type starts the search again, keeping the keyword
  useEffect(() => search(filterOf(keyword)), [typeId]);

  const remove = async (entry: DvpLibraryDto) => {
    if (await save(() => removeDvpLibrary(entry), t('knowledge.deleted'))) void reload();
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Input.Search
          allowClear
          placeholder={t('knowledge.search')}
          maxLength={100}
          style={{ width: 260 }}
          onSearch={(value) => {
            const next = value.trim() || undefined;
            setKeyword(next);
            search(filterOf(next));
          }}
          data-testid="dvp-library-search"
        />
        <Authorized permission={POINT} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="dvp-library-add">
            {t('knowledge.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<DvpLibraryDto>
        rowKey="id"
        size="middle"
        {...tableProps}
        scroll={{ x: 1100 }}
        data-testid="dvp-library-table"
        columns={[
          { title: t('knowledge.dvp.testName'), dataIndex: 'testName', width: 200 },
          { title: t('knowledge.dvp.testMethod'), dataIndex: 'testMethod', width: 200, ellipsis: true },
          { title: t('knowledge.dvp.acceptance'), dataIndex: 'acceptanceCriteria', width: 220, ellipsis: true },
          { title: t('knowledge.dvp.sampleSize'), dataIndex: 'sampleSize', width: 80, align: 'center' as const },
          { title: t('knowledge.dvp.department'), dataIndex: 'department', width: 110 },
          {
            title: t('knowledge.dvp.stage'),
            dataIndex: 'testStage',
            width: 90,
            render: (stage: string | null) =>
              stage ? <Tag color={stage === 'DV' ? 'blue' : 'green'}>{stage}</Tag> : null,
          },
          {
            title: t('knowledge.column.type'),
            dataIndex: 'typePath',
            width: 170,
            render: (path: string | null) =>
              path ?? <Typography.Text type="secondary">{t('knowledge.unclassified')}</Typography.Text>,
          },
          { title: t('knowledge.column.contributor'), dataIndex: 'contributorName', width: 90 },
          { title: t('knowledge.column.useCount'), dataIndex: 'useCount', width: 90, align: 'center' as const },
          {
            title: t('knowledge.column.actions'),
            key: 'actions',
            width: 110,
            fixed: 'right',
            render: (_: unknown, row) => (
              <EntryActions point={POINT} onEdit={() => setEditing(row)} onDelete={() => remove(row)} />
            ),
          },
        ]}
      />
      {editing && (
        <DvpLibraryModal
          entry={editing === 'new' ? null : editing}
          types={types}
          defaultTypeId={typeId && typeId !== 'none' ? typeId : null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
