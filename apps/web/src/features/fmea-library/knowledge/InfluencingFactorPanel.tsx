import { FACTOR_CATEGORIES, type FactorCategory, P } from '@qis/shared';
import { Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { Authorized } from '../../../shell/auth/Authorized';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { fetchFactors, type InfluencingFactorDto, type KnowledgeTreeNode, removeFactor } from './api';
import { EntryActions } from './EntryActions';
import { factorCategoryLabel, isNoiseFactor } from './factor-labels';
import { InfluencingFactorModal } from './InfluencingFactorModal';

const POINT = P.fmea.InfluencingFactorLibrary.key;

interface Filter {
  keyword?: string;
  typeId?: string;
  category?: FactorCategory;
}

const day = (iso: string) => iso.slice(0, 10);

/** The influencing-factor library's factors under the selected type: filter by category and text, add, edit, delete. */
export function InfluencingFactorPanel({ typeId, types }: { typeId: string | undefined; types: KnowledgeTreeNode[] }) {
  const [keyword, setKeyword] = useState<string | undefined>();
  const [category, setCategory] = useState<FactorCategory | undefined>();
  const filterOf = (next: { keyword?: string | undefined; category?: FactorCategory | undefined }): Filter => ({
    ...(next.keyword ? { keyword: next.keyword } : {}),
    ...(typeId ? { typeId } : {}),
    ...(next.category ? { category: next.category } : {}),
  });
  const { search, reload, tableProps } = usePagedList<InfluencingFactorDto, Filter>(fetchFactors, {
    initialFilter: filterOf({ keyword, category }),
  });
  const [editing, setEditing] = useState<InfluencingFactorDto | 'new' | null>(null);
  const { save } = useSave();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new type or category starts the search again
  useEffect(() => search(filterOf({ keyword, category })), [typeId, category]);

  const remove = async (factor: InfluencingFactorDto) => {
    if (await save(() => removeFactor(factor), t('knowledge.deleted'))) void reload();
  };

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
              search(filterOf({ keyword: next, category }));
            }}
            data-testid="factor-search"
          />
          <Select<FactorCategory | 'all'>
            value={category ?? 'all'}
            style={{ width: 160 }}
            onChange={(value) => setCategory(value === 'all' ? undefined : value)}
            options={[
              { value: 'all', label: t('knowledge.pick.all') },
              ...FACTOR_CATEGORIES.map((value) => ({ value, label: factorCategoryLabel(value) })),
            ]}
            data-testid="factor-category-filter"
          />
        </Space>
        <Authorized permission={POINT} action="add">
          <Button type="primary" onClick={() => setEditing('new')} data-testid="factor-add">
            {t('knowledge.add')}
          </Button>
        </Authorized>
      </Space>
      <Table<InfluencingFactorDto>
        rowKey="id"
        size="middle"
        {...tableProps}
        scroll={{ x: 900 }}
        data-testid="factor-table"
        columns={[
          {
            title: t('knowledge.field.category'),
            dataIndex: 'category',
            width: 130,
            render: (value: FactorCategory) => (
              <Tag color={isNoiseFactor(value) ? 'orange' : value === 'controlFactor' ? 'green' : 'blue'}>
                {isNoiseFactor(value) ? `${t('knowledge.factor.noiseTag')}·` : ''}
                {factorCategoryLabel(value)}
              </Tag>
            ),
          },
          {
            title: t('knowledge.factor.name'),
            dataIndex: 'name',
            render: (name: string, row) => (
              <>
                <div>{name}</div>
                {row.description && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {row.description}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            title: t('knowledge.column.type'),
            dataIndex: 'typePath',
            width: 150,
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
              <EntryActions point={POINT} onEdit={() => setEditing(row)} onDelete={() => remove(row)} />
            ),
          },
        ]}
      />
      {editing && (
        <InfluencingFactorModal
          factor={editing === 'new' ? null : editing}
          category={category ?? 'pieceToPiece'}
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
