import { FACTOR_CATEGORIES, type FactorCategory, P } from '@qis/shared';
import { Select, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { t } from '../../../locales';
import { usePagedList } from '../../../shell/components/usePagedList';
import { useSave } from '../../../shell/components/useSave';
import { fetchFactors, type InfluencingFactorDto, type KnowledgeTreeNode, removeFactor } from './api';
import { entryActionsColumn, provenanceColumns, typePathColumn } from './entry-columns';
import { factorCategoryLabel, isNoiseFactor } from './factor-labels';
import { InfluencingFactorModal } from './InfluencingFactorModal';
import { LibraryToolbar } from './LibraryToolbar';

const POINT = P.fmea.InfluencingFactorLibrary.key;

interface Filter {
  keyword?: string;
  typeId?: string;
  category?: FactorCategory;
}

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
      <LibraryToolbar
        point={POINT}
        testId="factor"
        filters={
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
        }
        onSearch={(next) => {
          setKeyword(next);
          search(filterOf({ keyword: next, category }));
        }}
        onAdd={() => setEditing('new')}
      />
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
          typePathColumn(150),
          ...provenanceColumns<InfluencingFactorDto>(),
          entryActionsColumn(POINT, 100, setEditing, remove),
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
