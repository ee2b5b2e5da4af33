import type { MsFileDto, MsFolderNode } from '@qis/shared';
import { folderPath } from '../files-order';

/** Most files the recent-changes list shows. */
export const RECENT_FILES_LIMIT = 50;

export interface RecentFileRow extends MsFileDto {
  /** Folder names from the root ('质量月报 / 三月'); '' for the root; null when the folder is no longer in my tree. */
  folderPath: string | null;
}

/** My recently touched files as the recent-changes list shows them: last modified first, with their folder's path. */
export function recentFileRows(files: readonly MsFileDto[], tree: readonly MsFolderNode[]): RecentFileRow[] {
  return [...files]
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, RECENT_FILES_LIMIT)
    .map((file) => {
      if (file.folderId === null) return { ...file, folderPath: '' };
      const path = folderPath(tree, file.folderId);
      return { ...file, folderPath: path.length > 0 ? path.map((folder) => folder.name).join(' / ') : null };
    });
}
