import {
  KNOWLEDGE_LIBRARIES,
  KNOWLEDGE_LIBRARY_POINTS,
  type KnowledgeCategory,
  type KnowledgeLibrary,
} from '@qis/shared';
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { fetchKnowledgePage, type KnowledgeEntryDto, type KnowledgeTreeNode, removeKnowledge } from './api';
import { EntryActions } from './EntryActions';
import { categoryLabel, KnowledgeEntryModal } from './KnowledgeEntryModal';

interface Filter {
  keyword?: string;
  typeId?: string;
  category?: KnowledgeCategory;
}

const day = (iso: string) => iso.slice(0, 10);

/** The entries of one category (or of both measure categories) under the selected type: search, add, edit, delete. */
export function KnowledgePanel({
  library,
  category,
  typeId,
  types,
  onChanged,
}: {
  library: KnowledgeLibrary;
  /** The tab's category; undefined: the library's categories (measures: prevention and detection). */
  category: KnowledgeCategory | undefined;
  /** A part type, 'none', or undefined for all. */
  typeId: string | undefined;
  types: KnowledgeTreeNode[];
  /** The tree's counts changed. */
  onChanged: () => void;
}) {
  const point = KNOWLEDGE_LIBRARY_POINTS[library].key;
  const [keyword, setKeyword] = useState<string | undefined>();
  const [measure, setMeasure] = useState<KnowledgeCategory | undefined>();
  const shown = category ?? measure;
  const filterOf = (next: { keyword?: string | undefined; category?: KnowledgeCategory | undefined }): Filter => ({
    ...(next.keyword ? { keyword: next.keyword } : {}),
    ...(typeId ? { typeId } : {}),
    ...(next.category ? { category: next.category } : {}),
  });
  const { search, reload, tableProps } = usePagedList<KnowledgeEntryDto, Filter>(
    (query) => fetchKnowledgePage(library, query),
    { initialFilter: filterOf({ keyword, category: shown }) },
  );
  const [editing, setEditing] = useState<KnowledgeEntryDto | 'new' | null>(null);
  const { save } = useSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new type or category starts the search again
  useEffect(() => search(filterOf({ keyword, category: shown })), [typeId, shown]);

  const changed = () => {
    void reload();
    onChanged();
  };
  const remove = async (entry: KnowledgeEntryDto) => {
    if (await save(() => removeKnowledge(library, entry), t('knowledge.deleted'))) changed();
  };
  const nameTitle = category ? categoryLabel(category) : t('knowledge.tab.measure');

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('knowledge.search')}
            maxLength={100}
            style={{ width: 260 }}
            onSearch={(value) => {
              const next = value.trim() || undefined;
              setKeyword(next);
              search(filterOf({ keyword: next, category: shown }));
            }}
            data-testid="knowledge-search"
          />
          {!category && (
            <Segmented
              value={measure ?? 'all'}
              onChange={(value) => setMeasure(value === 'all' ? undefined : (value as KnowledgeCategory))}
              options={[
                { value: 'all', label: t('knowledge.pick.all') },
                ...KNOWLEDGE_LIBRARIES[library].categories.map((c) => ({ value: c, label: categoryLabel(c) })),
              ]}
            />
          )}
        </Space>
        <Authorized permission={point} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="knowledge-add">
            {t('knowledge.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<KnowledgeEntryDto>
        rowKey="id"
        size="middle"
        {...tableProps}
        scroll={{ x: 880 }}
        data-testid="knowledge-table"
        columns={[
          { title: nameTitle, dataIndex: 'name' },
          ...(category === 'function'
            ? [{ title: t('knowledge.field.requirement'), dataIndex: 'requirement', width: 180 }]
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
          {
            title: t('knowledge.column.type'),
            dataIndex: 'typePath',
            width: 130,
            render: (path: string | null) =>
              path ?? <Typography.Text type="secondary">{t('knowledge.unclassified')}</Typography.Text>,
          },
          {
            title: t('knowledge.column.contributor'),
            dataIndex: 'contributorName',
            width: 100,
            render: (name: string, row) => (
              <>
                <div>{name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {day(row.creationTime)}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t('knowledge.column.source'),
            dataIndex: 'sourceProjectName',
            width: 130,
            ellipsis: true,
            render: (name: string, row) =>
              row.sourceProjectId ? (
                name
              ) : (
                <Typography.Text type="secondary">{t('knowledge.column.source.manual')}</Typography.Text>
              ),
          },
          { title: t('knowledge.column.useCount'), dataIndex: 'useCount', width: 80, align: 'center' as const },
          {
            title: t('knowledge.column.actions'),
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_: unknown, row) => (
              <EntryActions point={point} onEdit={() => setEditing(row)} onDelete={() => remove(row)} />
            ),
          },
        ]}
      />
      {editing && (
        <KnowledgeEntryModal
          library={library}
          entry={editing === 'new' ? null : editing}
          category={shown ?? KNOWLEDGE_LIBRARIES[library].categories[0]}
          types={types}
          defaultTypeId={typeId && typeId !== 'none' ? typeId : null}
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
