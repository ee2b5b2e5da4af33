import {
  KNOWLEDGE_KIND_POINTS,
  KNOWLEDGE_LIBRARIES,
  type KnowledgeCategory,
  type KnowledgeKind,
  type KnowledgeLibrary,
  type WorkElementCategory,
} from '@qis/shared';
import { Segmented, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { fetchKnowledgePage, type KnowledgeEntryDto, type KnowledgeTreeNode, removeKnowledge } from './api';
import { entryActionsColumn, provenanceColumns, typePathColumn } from './entry-columns';
import { KnowledgeEntryModal } from './KnowledgeEntryModal';
import { LibraryToolbar } from './LibraryToolbar';
import { isPfmeaKind, kindCategoryLabel, workElementLabel } from './places';

interface Filter {
  keyword?: string;
  place?: string;
  category?: KnowledgeCategory;
}

/**
 * The entries of one category (or of both measure categories) under the selected type (the PFMEA's: 4M): search,
 * add, edit, delete.
 */
export function KnowledgePanel({
  kind,
  library,
  category,
  place,
  types,
  onChanged,
}: {
  kind: KnowledgeKind;
  library: KnowledgeLibrary;
  /** The tab's category; undefined: the library's categories (measures: prevention and detection). */
  category: KnowledgeCategory | undefined;
  /** A part type (the PFMEA's: a 4M), 'none', or undefined for all. */
  place: string | undefined;
  /** The part-type tree (the PFMEA's: its 4M groups). */
  types: KnowledgeTreeNode[];
  /** The tree's counts changed. */
  onChanged: () => void;
}) {
  const pfmea = isPfmeaKind(kind);
  const categoryLabel = (c: KnowledgeCategory) => kindCategoryLabel(kind, c);
  const point = KNOWLEDGE_KIND_POINTS[kind][library].key;
  const [keyword, setKeyword] = useState<string | undefined>();
  const [measure, setMeasure] = useState<KnowledgeCategory | undefined>();
  const shown = category ?? measure;
  const filterOf = (next: { keyword?: string | undefined; category?: KnowledgeCategory | undefined }): Filter => ({
    ...(next.keyword ? { keyword: next.keyword } : {}),
    ...(place ? { place } : {}),
    ...(next.category ? { category: next.category } : {}),
  });
  const { search, reload, tableProps } = usePagedList<KnowledgeEntryDto, Filter>(
    (query) => fetchKnowledgePage(kind, library, query),
    { initialFilter: filterOf({ keyword, category: shown }) },
  );
  const [editing, setEditing] = useState<KnowledgeEntryDto | 'new' | null>(null);
  const { save } = useSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new type or category starts the search again
  useEffect(() => search(filterOf({ keyword, category: shown })), [place, shown]);

  const changed = () => {
    void reload();
    onChanged();
  };
  const remove = async (entry: KnowledgeEntryDto) => {
    if (await save(() => removeKnowledge(kind, library, entry), t('knowledge.deleted'))) changed();
  };
  const nameTitle = category ? categoryLabel(category) : t('knowledge.tab.measure');

  return (
    <>
      <LibraryToolbar
        point={point}
        testId="knowledge"
        filters={
          !category && (
            <Segmented
              value={measure ?? 'all'}
              onChange={(value) => setMeasure(value === 'all' ? undefined : (value as KnowledgeCategory))}
              options={[
                { value: 'all', label: t('knowledge.pick.all') },
                ...KNOWLEDGE_LIBRARIES[library].categories.map((c) => ({ value: c, label: categoryLabel(c) })),
              ]}
            />
          )
        }
        onSearch={(next) => {
          setKeyword(next);
          search(filterOf({ keyword: next, category: shown }));
        }}
        onAdd={() => setEditing('new')}
      />
      <Table<KnowledgeEntryDto>
        rowKey="id"
        size="middle"
        {...tableProps}
        scroll={{ x: 880 }}
        data-testid="knowledge-table"
        columns={[
          { title: nameTitle, dataIndex: 'name' },
          ...(category === 'function'
            ? [
                {
                  title: t(pfmea ? 'knowledge.field.characteristic' : 'knowledge.field.requirement'),
                  dataIndex: 'requirement',
                  width: 180,
                },
              ]
            : []),
          ...(category === 'FE'
            ? [{ title: t('knowledge.field.severity'), dataIndex: 'severity', width: 90, align: 'center' as const }]
            : []),
          ...(!category
            ? [
                {
                  title: t('knowledge.field.category'),
                  dataIndex: 'category',
                  width: 100,
                  render: (value: KnowledgeCategory) => (
                    <Tag color={value === 'prevention' ? 'blue' : 'purple'}>{categoryLabel(value)}</Tag>
                  ),
                },
              ]
            : []),
          pfmea
            ? {
                title: t('knowledge.column.4m'),
                dataIndex: 'workElementCategory',
                width: 130,
                render: (value: WorkElementCategory | null) =>
                  value ? (
                    workElementLabel(value)
                  ) : (
                    <Typography.Text type="secondary">{workElementLabel(null)}</Typography.Text>
                  ),
              }
            : typePathColumn<KnowledgeEntryDto>(130),
          ...provenanceColumns<KnowledgeEntryDto>(),
          entryActionsColumn(point, 100, setEditing, remove),
        ]}
      />
      {editing && (
        <KnowledgeEntryModal
          kind={kind}
          library={library}
          entry={editing === 'new' ? null : editing}
          category={shown ?? KNOWLEDGE_LIBRARIES[library].categories[0]}
          types={types}
          defaultPlace={place && place !== 'none' ? place : null}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            changed();
          }}
        />
      )}
    </>
  );
}
