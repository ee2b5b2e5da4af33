import {
  FMEA_KINDS,
  KNOWLEDGE_CATEGORY_LIBRARY,
  KNOWLEDGE_TREE_MAX_ENTRIES,
  type KnowledgeCategory,
  type KnowledgeKind,
} from '@qis/shared';
import { Button, Col, Empty, Flex, Input, List, Modal, Row, Segmented, Spin, Tag, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { t } from '../../../locales';
import {
  countKnowledgeUse,
  countPfmeaKnowledgeUse,
  type DvpLibraryDto,
  fetchDvpLibrary,
  fetchKnowledgeGroups,
  fetchKnowledgeTree,
  type KnowledgeEntryDto,
} from './api';
import { dvpPickerNodes, entriesUnder, groupPickerNodes, knowledgePickerNodes, type PickerNode } from './picker-nodes';
import { isPfmeaKind, kindCategoryLabel, workElementLabel } from './places';
import './texts';

/**
 * What a picker offers: entries of some categories of the knowledge base of the project's kind (the DFMEA's by part
 * type, the PFMEA's by 4M), or the DVP library's tests.
 */
export type PickerSource =
  | {
      source: 'knowledge';
      categories: readonly KnowledgeCategory[];
      onPick: (entry: KnowledgeEntryDto) => void;
    }
  | { source: 'dvp'; onPick: (entry: DvpLibraryDto) => void };

type Item = KnowledgeEntryDto | DvpLibraryDto;

/** Entries shown at most (the most used first): a keyword narrows the rest down. */
const SHOWN = Math.min(200, KNOWLEDGE_TREE_MAX_ENTRIES);

const isKnowledge = (item: Item): item is KnowledgeEntryDto => 'category' in item;

function describe(item: Item, pfmea: boolean): string {
  if (!isKnowledge(item))
    return [item.testMethod, item.acceptanceCriteria, item.sampleSize !== null ? `n = ${item.sampleSize}` : '']
      .filter(Boolean)
      .join(' · ');
  const place = pfmea ? workElementLabel(item.workElementCategory) : (item.typePath ?? '');
  return [item.requirement, item.severity !== null ? `S ${item.severity}` : '', place].filter(Boolean).join(' · ');
}

/**
 * The knowledge base (or the DVP library) as a tree of part types (the PFMEA's: its 4M groups) with a text filter: a
 * click on an entry picks it — the step fills its form with it — and counts a use.
 */
export function LibraryPicker(props: PickerSource & { kind?: KnowledgeKind; onClose: () => void }) {
  const kind = props.kind ?? FMEA_KINDS.dfmea;
  const pfmea = isPfmeaKind(kind);
  const categoryLabel = (category: KnowledgeCategory) => kindCategoryLabel(kind, category);
  const categories = props.source === 'knowledge' ? props.categories : [];
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState<KnowledgeCategory | undefined>(
    categories.length === 1 ? categories[0] : undefined,
  );
  const [nodes, setNodes] = useState<PickerNode<Item>[]>([]);
  const [total, setTotal] = useState(0);
  const [selected, setSelected] = useState<string | undefined>();
  const [loading, setLoading] = useState(true);
  const first = categories[0];

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        if (props.source === 'dvp') {
          const page = await fetchDvpLibrary({ MaxResultCount: SHOWN, ...(keyword ? { keyword } : {}) });
          if (!live) return;
          setNodes(dvpPickerNodes(page.items, t('knowledge.unclassified')));
          setTotal(page.totalCount);
        } else if (first && pfmea) {
          const groups = await fetchKnowledgeGroups(KNOWLEDGE_CATEGORY_LIBRARY[first], {
            keyword,
            maxEntries: SHOWN,
            ...(category ? { category } : {}),
          });
          if (!live) return;
          setNodes(groupPickerNodes(groups, workElementLabel));
          setTotal(groups.reduce((sum, g) => sum + g.count, 0));
        } else if (first) {
          const tree = await fetchKnowledgeTree(KNOWLEDGE_CATEGORY_LIBRARY[first], {
            keyword,
            maxEntries: SHOWN,
            ...(category ? { category } : {}),
          });
          if (!live) return;
          setNodes(knowledgePickerNodes(tree));
          setTotal(tree.reduce((sum, n) => sum + n.count, 0));
        }
      } catch {
        // the HTTP client has shown the message
      } finally {
        if (live) setLoading(false);
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, category, props.source, first, pfmea]);

  const entries = useMemo(() => entriesUnder(nodes, selected), [nodes, selected]);
  const shown = entriesUnder(nodes, undefined).length;
  const toData = (list: PickerNode<Item>[]): unknown[] =>
    list.map((n) => ({
      key: n.key,
      title: (
        <span>
          {n.key === 'none' && !pfmea ? t('knowledge.unclassified') : n.name}
          <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
            {n.count}
          </Typography.Text>
        </span>
      ),
      children: toData(n.children),
    }));

  const pick = (item: Item) => {
    if (props.source === 'dvp') {
      void countKnowledgeUse('dvp', item.id);
      props.onPick(item as DvpLibraryDto);
    } else {
      void (pfmea ? countPfmeaKnowledgeUse(item.id) : countKnowledgeUse('knowledge', item.id));
      props.onPick(item as KnowledgeEntryDto);
    }
    props.onClose();
  };

  const title =
    props.source === 'dvp'
      ? t('knowledge.pick.dvpTitle')
      : t('knowledge.pick.title', {
          category: categories.length === 1 && first ? categoryLabel(first) : t('knowledge.tab.measure'),
        });
  return (
    <Modal open width={900} title={title} footer={null} onCancel={props.onClose} data-testid="knowledge-picker">
      <Flex gap={8} wrap align="center">
        <Input.Search
          allowClear
          autoFocus
          placeholder={t('knowledge.pick.search')}
          maxLength={100}
          style={{ width: 300 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          data-testid="knowledge-picker-search"
        />
        {categories.length > 1 && (
          <Segmented
            value={category ?? 'all'}
            onChange={(value) => setCategory(value === 'all' ? undefined : (value as KnowledgeCategory))}
            options={[
              { value: 'all', label: t('knowledge.pick.all') },
              ...categories.map((c) => ({ value: c, label: categoryLabel(c) })),
            ]}
          />
        )}
      </Flex>
      <Spin spinning={loading}>
        <Row gutter={12} wrap={false} style={{ marginTop: 12 }}>
          <Col flex="260px" style={{ maxHeight: 420, overflow: 'auto' }}>
            <Tree
              blockNode
              defaultExpandAll
              key={nodes.map((n) => n.key).join()}
              selectedKeys={selected ? [selected] : []}
              treeData={toData(nodes) as never}
              onSelect={(keys) => setSelected(keys[0] === undefined ? undefined : String(keys[0]))}
              data-testid="knowledge-picker-tree"
            />
          </Col>
          <Col flex="auto" style={{ minWidth: 0, maxHeight: 420, overflow: 'auto' }}>
            {entries.length === 0 && !loading ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.pick.empty')} />
            ) : (
              <List<Item>
                size="small"
                dataSource={entries}
                renderItem={(item) => (
                  <List.Item
                    style={{ cursor: 'pointer' }}
                    onClick={() => pick(item)}
                    data-testid="knowledge-pick-item"
                    actions={[
                      <Button key="use" type="link" size="small">
                        {t('knowledge.pick.use')}
                      </Button>,
                    ]}
                  >
                    <List.Item.Meta
                      title={
                        <Flex gap={6} align="center" wrap>
                          {isKnowledge(item) && categories.length > 1 && (
                            <Tag color={item.category === 'prevention' ? 'blue' : 'purple'}>
                              {categoryLabel(item.category)}
                            </Tag>
                          )}
                          <span>{isKnowledge(item) ? item.name : item.testName}</span>
                        </Flex>
                      }
                      description={
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {[describe(item, pfmea), t('knowledge.pick.uses', { count: item.useCount })]
                            .filter(Boolean)
                            .join(' · ')}
                        </Typography.Text>
                      }
                    />
                  </List.Item>
                )}
              />
            )}
          </Col>
        </Row>
      </Spin>
      {total > shown && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0, fontSize: 12 }}>
          {t('knowledge.pick.more', { shown, total })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
