import type { DvpLibraryDto, KnowledgeEntryDto, KnowledgeGroupDto, KnowledgeTreeNode } from './api';

// The picker's tree, whichever library it shows: nodes keyed by type ('none' for no type), each with what was found
// under it and below.

export interface PickerNode<T> {
  key: string;
  name: string;
  count: number;
  entries: T[];
  children: PickerNode<T>[];
}

export function knowledgePickerNodes(nodes: KnowledgeTreeNode[]): PickerNode<KnowledgeEntryDto>[] {
  return nodes.map((n) => ({
    key: n.typeId ?? 'none',
    name: n.name,
    count: n.count,
    entries: n.entries,
    children: knowledgePickerNodes(n.children),
  }));
}

/**
 * The PFMEA library's 4M groups as the picker's tree: one node per group with entries (the process items' and steps'
 * keyed 'none'), named by `label`, in the server's order.
 */
export function groupPickerNodes(
  groups: KnowledgeGroupDto[],
  label: (group: KnowledgeGroupDto['workElementCategory']) => string,
): PickerNode<KnowledgeEntryDto>[] {
  return groups
    .filter((g) => g.count > 0)
    .map((g) => ({
      key: g.workElementCategory ?? 'none',
      name: label(g.workElementCategory),
      count: g.count,
      entries: g.entries,
      children: [],
    }));
}

/** The DVP tests grouped by their type's path (one level; no type last). */
export function dvpPickerNodes(items: DvpLibraryDto[], unclassified: string): PickerNode<DvpLibraryDto>[] {
  const groups = new Map<string, PickerNode<DvpLibraryDto>>();
  for (const item of items) {
    const key = item.typeId ?? 'none';
    let group = groups.get(key);
    if (!group) {
      group = { key, name: item.typePath ?? unclassified, count: 0, entries: [], children: [] };
      groups.set(key, group);
    }
    group.entries.push(item);
    group.count += 1;
  }
  return [...groups.values()].sort((a, b) =>
    a.key === 'none' ? 1 : b.key === 'none' ? -1 : a.name.localeCompare(b.name, 'zh-CN'),
  );
}

/** The entries of the node with this key and of every node below it; every entry without a key. */
export function entriesUnder<T>(nodes: PickerNode<T>[], key: string | undefined): T[] {
  const all = (list: PickerNode<T>[]): T[] => list.flatMap((n) => [...n.entries, ...all(n.children)]);
  if (!key) return all(nodes);
  const find = (list: PickerNode<T>[]): PickerNode<T> | undefined => {
    for (const n of list) {
      if (n.key === key) return n;
      const below = find(n.children);
      if (below) return below;
    }
    return undefined;
  };
  const node = find(nodes);
  return node ? all([node]) : [];
}
