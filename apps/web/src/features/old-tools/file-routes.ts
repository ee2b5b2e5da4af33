import { type MsFileKind, OLD_TOOL_FILE_KINDS } from '@qis/shared';
import { type MessageKey, t } from '../../locales';
import type { FileSpaceConfig } from '../statistics/components/FileSpaceContext';
import { toolOfKind } from './tools';

// The old seven tools' files (space 'oldTools', plugin 1010): where each kind opens and what it is called.

const KIND_NAMES: Record<(typeof OLD_TOOL_FILE_KINDS)[number], MessageKey> = {
  controlChart: 'oldTools.tool.controlChart',
  scatterChart: 'oldTools.tool.scatterChart',
  permutationChart: 'oldTools.tool.permutationChart',
  fishboneDiagram: 'oldTools.tool.fishboneDiagram',
  histogramChart: 'oldTools.tool.histogramChart',
  data: 'statistics.files.kind.data',
};

const isOldToolKind = (kind: MsFileKind): kind is keyof typeof KIND_NAMES => Object.hasOwn(KIND_NAMES, kind);

const isChartKind = (kind: MsFileKind) => kind !== 'data' && isOldToolKind(kind);

/**
 * The page of an old-tools file opened from my files (/oldToolFile): its chart's page under /oldToolFile/{kind}/{id}
 * (routes spec, as the new tools' /myFile/...), or the data grid.
 */
export function oldToolFilePath(kind: MsFileKind, id: string): string {
  return isChartKind(kind) ? `/oldToolFile/${kind}/${id}` : `/oldDataFileDetail/${id}`;
}

/** The page of an old-tools file opened from the workbench or recent changes: /myOldTools/{kind}/{id}, or the grid. */
export function oldToolRecentPath(kind: MsFileKind, id: string): string {
  return isChartKind(kind) ? `/myOldTools/${kind}/${id}` : `/oldDataFileDetail/${id}`;
}

/** 控制图, 散布图, 排列图, 因果图, 直方图, 数据文件. */
export const oldToolKindName = (kind: MsFileKind): string =>
  t(isOldToolKind(kind) ? KIND_NAMES[kind] : KIND_NAMES.data);

/** The my-files screens of the old seven tools (/oldToolFile, /oldrecycleBinList, /oldToolChanges). */
export const OLD_TOOLS_FILE_SPACE: FileSpaceConfig = {
  space: 'oldTools',
  // The charts first, as the workbench offers them; then the data file.
  kinds: [...OLD_TOOL_FILE_KINDS.filter((kind) => kind !== 'data'), 'data'],
  kindName: oldToolKindName,
  filePath: oldToolFilePath,
  kindColor: (kind) => toolOfKind(kind)?.color,
  asksDataFile: () => false,
  filesPath: '/oldToolFile',
  recycleBinPath: '/oldrecycleBinList',
  folderKey: 'qis.oldTools.folder',
};

/** Recent changes of the old seven tools open each chart under /myOldTools, where the workbench opens it. */
export const OLD_TOOLS_RECENT_SPACE: FileSpaceConfig = { ...OLD_TOOLS_FILE_SPACE, filePath: oldToolRecentPath };
