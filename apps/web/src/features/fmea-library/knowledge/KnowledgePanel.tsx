import {
  KNOWLEDGE_KIND_POINTS,
  KNOWLEDGE_LIBRARIES,
  type KnowledgeCategory,
  type KnowledgeKind,
  type KnowledgeLibrary,
  type WorkElementCategory,
} from '@qis/shared';
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { fetchKnowledgePage, type KnowledgeEntryDto, type KnowledgeTreeNode, removeKnowledge } from './api';
import { EntryActions } from './EntryActions';
import { KnowledgeEntryModal } from './KnowledgeEntryModal';
import { isPfmeaKind, kindCategoryLabel, workElementLabel } from './places';

interface Filter {
  keyword?: string;
  place?: string;
  category?: KnowledgeCategory;
}

const day = (iso: string) => iso.slice(0, 10);

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
            : {
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
