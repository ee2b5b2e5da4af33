import { Empty, Spin, Tree, Typography } from 'antd';
import { t } from '../../../locales';
import type { KnowledgeTreeNode } from './api';

/** The key of a node in trees and filters: its part type, 'none' for the entries filed under no type. */
export const nodeKey = (node: KnowledgeTreeNode) => node.typeId ?? 'none';

/**
 * The part types as a tree with each one's count of entries (itself and below), or the PFMEA's 4M groups; a click
 * filters (again: all).
 */
export function KnowledgeTypeTree({
  nodes,
  loading,
  selected,
  showCounts,
  noneLabel,
  onSelect,
}: {
  nodes: KnowledgeTreeNode[];
  loading: boolean;
  selected: string | undefined;
  showCounts: boolean;
  /** The name of the node of entries filed nowhere (未分类; the PFMEA's 工序级). */
  noneLabel?: string;
  onSelect: (key: string | undefined, node: KnowledgeTreeNode | undefined) => void;
}) {
  const byKey = new Map<string, KnowledgeTreeNode>();
  const toData = (list: KnowledgeTreeNode[]): unknown[] =>
    list.map((node) => {
      byKey.set(nodeKey(node), node);
      return {
        key: nodeKey(node),
        title: (
          <span>
            {node.typeId ? node.name : (noneLabel ?? t('knowledge.unclassified'))}
            {showCounts && node.count > 0 && (
              <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>
                {node.count}
              </Typography.Text>
            )}
          </span>
        ),
        children: toData(node.children),
      };
    });
  const treeData = toData(nodes);
  return (
    <Spin spinning={loading}>
      {nodes.length === 0 && !loading ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Tree
          blockNode
          defaultExpandAll
          key={nodes.length}
          selectedKeys={selected ? [selected] : []}
          treeData={treeData as never}
          onSelect={(keys) => {
            const key = keys[0] === undefined ? undefined : String(keys[0]);
            onSelect(key, key ? byKey.get(key) : undefined);
          }}
          data-testid="knowledge-type-tree"
        />
      )}
    </Spin>
  );
}

/** The part types for a TreeSelect (the unclassified node left out: no type is an empty choice). */
export const typeSelectData = (nodes: KnowledgeTreeNode[]): unknown[] =>
  nodes
    .filter((n) => n.typeId !== null)
    .map((n) => ({ value: n.typeId, title: n.name, children: typeSelectData(n.children) }));
