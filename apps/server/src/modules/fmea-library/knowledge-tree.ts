import type { KnowledgeEntryDto, KnowledgeTreeNode } from '@qis/shared';
import type { PartTypeRow } from './part-type-tree';

// The knowledge base as the part-type tree with the matching entries under each type, built in memory from the
// tenant's types (a few hundred at most), the match count per type and the entries answered (the most used).

export const UNCLASSIFIED_NAME = '未分类';

export interface KnowledgeTreeInput {
  types: readonly PartTypeRow[];
  /** Matches per type id ('' for the entries filed under no type). */
  counts: ReadonlyMap<string, number>;
  entries: readonly KnowledgeEntryDto[];
  /** Answer every type, also those without a match. */
  allNodes: boolean;
  /** Only this type's subtree, or only the unclassified node; undefined: everything. */
  typeFilter: string | undefined;
}

export function buildKnowledgeTree(input: KnowledgeTreeInput): KnowledgeTreeNode[] {
  const { types, counts, entries } = input;
  const byType = new Map<string, KnowledgeEntryDto[]>();
  for (const entry of entries) {
    const key = entry.typeId ?? '';
    const list = byType.get(key);
    if (list) list.push(entry);
    else byType.set(key, [entry]);
  }
  const children = new Map<string | null, PartTypeRow[]>();
  const ids = new Set(types.map((t) => t.id));
  for (const type of types) {
    // A type whose parent is gone is a root.
    const parent = type.parentId && ids.has(type.parentId) ? type.parentId : null;
    const list = children.get(parent);
    if (list) list.push(type);
    else children.set(parent, [type]);
  }
  const nodeOf = (type: PartTypeRow): KnowledgeTreeNode => {
    const below = (children.get(type.id) ?? [])
      .slice()
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN'))
      .map(nodeOf)
      .filter((n) => input.allNodes || n.count > 0);
    return {
      typeId: type.id,
      name: type.name,
      count: (counts.get(type.id) ?? 0) + below.reduce((sum, n) => sum + n.count, 0),
      entries: byType.get(type.id) ?? [],
      children: below,
    };
  };
  const unclassified: KnowledgeTreeNode = {
    typeId: null,
    name: UNCLASSIFIED_NAME,
    count: counts.get('') ?? 0,
    entries: byType.get('') ?? [],
    children: [],
  };
  if (input.typeFilter === 'none') return [unclassified];
  if (input.typeFilter) {
    const type = types.find((t) => t.id === input.typeFilter);
    return type ? [nodeOf(type)] : [];
  }
  const roots = (children.get(null) ?? [])
    .slice()
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN'))
    .map(nodeOf)
    .filter((n) => input.allNodes || n.count > 0);
  return input.allNodes || unclassified.count > 0 ? [...roots, unclassified] : roots;
}
