import { type FileSpace, MS_FILE_KINDS, type MsFileKind } from '@qis/shared';
import { createContext, useContext } from 'react';
import { fileKindName, filePagePath, WORKBENCH_ANALYSES } from './WorkbenchAnalyses';

/**
 * What the my-files screens (folders, quick access, by kind, recycle bin, recent changes) need to know of the space
 * they show: one file system serves statistics, the old seven tools and the new seven tools (file-spaces.ts).
 */
export interface FileSpaceConfig {
  space: FileSpace;
  /** What 新建文件 offers, in its order. */
  kinds: readonly MsFileKind[];
  kindName: (kind: MsFileKind) => string;
  /** The page that opens a file of the space. */
  filePath: (kind: MsFileKind, id: string) => string;
  /** The icon colour of a kind; undefined: the data file's green. */
  kindColor: (kind: MsFileKind) => string | undefined;
  /** Whether 新建文件 of this kind asks for the data file it reads (the statistics analyses). */
  asksDataFile: (kind: MsFileKind) => boolean;
  /** My files of the space (the recycle bin goes back there). */
  filesPath: string;
  recycleBinPath: string;
  /** Where this browser tab keeps the folder last opened. */
  folderKey: string;
}

export const STATISTICS_FILE_SPACE: FileSpaceConfig = {
  space: 'statistics',
  kinds: MS_FILE_KINDS,
  kindName: fileKindName,
  filePath: filePagePath,
  kindColor: (kind) => WORKBENCH_ANALYSES.find((analysis) => analysis.key === kind)?.color,
  asksDataFile: (kind) => kind !== 'data',
  filesPath: '/statisticsFile',
  recycleBinPath: '/statistcsRecycleBin',
  folderKey: 'qis.statistics.folder',
};

const FileSpaceContext = createContext<FileSpaceConfig>(STATISTICS_FILE_SPACE);

/** The my-files screens inside show this space; outside any provider they show statistics. */
export const FileSpaceProvider = FileSpaceContext.Provider;

export const useFileSpace = () => useContext(FileSpaceContext);
