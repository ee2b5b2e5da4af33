import { type MsFileKind, NEW_TOOL_FILE_KINDS } from '@qis/shared';
import { type MessageKey, t } from '../../locales';
import type { FileSpaceConfig } from '../statistics/components/FileSpaceContext';
import { newToolOfKind } from './tools';

// The new seven tools' files (space 'newTools', plugin 1009): where each kind opens and what it is called. The spec
// opens a diagram under other paths from my files than from recent changes (modules spec, 'New seven tools').

type NewToolFileKind = (typeof NEW_TOOL_FILE_KINDS)[number];

const KIND_NAMES: Record<NewToolFileKind, MessageKey> = {
  tree: 'newTools.menu.tree',
  affinity: 'newTools.menu.affinity',
  arrow: 'newTools.menu.arrow',
  matrix: 'newTools.menu.matrix',
  association: 'newTools.menu.association',
  pdpc: 'newTools.menu.pdpc',
  matrixAnalysis: 'newTools.menu.matrixAnalysis',
  data: 'statistics.files.kind.data',
};

const FROM_MY_FILES: Record<NewToolFileKind, (id: string) => string> = {
  tree: (id) => `/myFile/tree/${id}`,
  affinity: (id) => `/file_affinity/${id}`,
  arrow: (id) => `/myFile/arrow/${id}`,
  matrix: (id) => `/file_matrix/${id}`,
  association: (id) => `/myFile/association/${id}`,
  pdpc: (id) => `/myFile/PDPC/${id}`,
  matrixAnalysis: (id) => `/file_matrix_analysis/${id}`,
  data: (id) => `/newDataFileDetail/${id}`,
};

const FROM_RECENT_CHANGES: Record<NewToolFileKind, (id: string) => string> = {
  tree: (id) => `/recentChanges/tree/${id}`,
  affinity: (id) => `/recent_affinity/${id}`,
  arrow: (id) => `/recentChanges/arrow/${id}`,
  matrix: (id) => `/recent_matrix/${id}`,
  association: (id) => `/recentChanges/association/${id}`,
  pdpc: (id) => `/recentChanges/PDPC/${id}`,
  matrixAnalysis: (id) => `/recent_changes_file_matrix/${id}`,
  data: (id) => `/newDataFileDetail/${id}`,
};

const newToolKind = (kind: MsFileKind): NewToolFileKind =>
  Object.hasOwn(KIND_NAMES, kind) ? (kind as NewToolFileKind) : 'data';

/** The page of a new-tools file opened from my files (/myFileList, /myFile). */
export const newToolFilePath = (kind: MsFileKind, id: string): string => FROM_MY_FILES[newToolKind(kind)](id);

/** The page of a new-tools file opened from recent changes (/recentChanges). */
export const newToolRecentPath = (kind: MsFileKind, id: string): string => FROM_RECENT_CHANGES[newToolKind(kind)](id);

/** 系统图, 亲和图, 箭条图, 矩阵图, 关联图, PDPC 法, 矩阵数据解析法, 数据文件. */
export const newToolKindName = (kind: MsFileKind): string => t(KIND_NAMES[newToolKind(kind)]);

/** The my-files screens of the new seven tools (/myFileList, /myFile, /recycleBin). */
export const NEW_TOOLS_FILE_SPACE: FileSpaceConfig = {
  space: 'newTools',
  // The diagrams first, as the tools are named in the menu; then the data file.
  kinds: [...NEW_TOOL_FILE_KINDS.filter((kind) => kind !== 'data'), 'data'],
  kindName: newToolKindName,
  filePath: newToolFilePath,
  kindColor: (kind) => newToolOfKind(kind)?.color,
  asksDataFile: () => false,
  filesPath: '/myFileList',
  recycleBinPath: '/recycleBin',
  folderKey: 'qis.newTools.folder',
};

/** Recent changes of the new seven tools open each file under the /recentChanges paths. */
export const NEW_TOOLS_RECENT_SPACE: FileSpaceConfig = { ...NEW_TOOLS_FILE_SPACE, filePath: newToolRecentPath };
