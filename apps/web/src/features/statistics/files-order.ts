import type { MsItemDto } from '@qis/shared';

export interface FolderOrder {
  folderIds: string[];
  fileIds: string[];
}

/**
 * The order of a folder's items after moving one of them up (-1) or down (+1) among the items of its type (folders
 * stay before files); null when it cannot move that way.
 */
export function reorderedItems(items: readonly MsItemDto[], id: string, delta: -1 | 1): FolderOrder | null {
  const moved = items.find((item) => item.id === id);
  if (!moved) return null;
  const sameType = items.filter((item) => item.type === moved.type).map((item) => item.id);
  const from = sameType.indexOf(id);
  const to = from + delta;
  if (to < 0 || to >= sameType.length) return null;
  [sameType[from], sameType[to]] = [sameType[to] as string, sameType[from] as string];
  const others = items.filter((item) => item.type !== moved.type).map((item) => item.id);
  return moved.type === 'folder' ? { folderIds: sameType, fileIds: others } : { folderIds: others, fileIds: sameType };
}

/** The folders from the root down to `folderId` (empty for the root), from a folder tree. */
export function folderPath<T extends { id: string; children: T[] }>(tree: readonly T[], folderId: string | null): T[] {
  if (!folderId) return [];
  for (const node of tree) {
    if (node.id === folderId) return [node];
    const below = folderPath(node.children, folderId);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
