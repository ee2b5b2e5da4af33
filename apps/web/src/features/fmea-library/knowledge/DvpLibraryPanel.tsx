import { P } from '@qis/shared';
import { Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { type DvpLibraryDto, fetchDvpLibrary, type KnowledgeTreeNode, removeDvpLibrary } from './api';
import { DvpLibraryModal } from './DvpLibraryModal';
import { entryActionsColumn, typePathColumn, useCountColumn } from './entry-columns';
import { LibraryToolbar } from './LibraryToolbar';

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
      <LibraryToolbar
        point={POINT}
        testId="dvp-library"
        onSearch={(next) => {
          setKeyword(next);
          search(filterOf(next));
        }}
        onAdd={() => setEditing('new')}
      />
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
          typePathColumn(170),
          { title: t('knowledge.column.contributor'), dataIndex: 'contributorName', width: 90 },
          useCountColumn(90),
          entryActionsColumn(POINT, 110, setEditing, remove),
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
