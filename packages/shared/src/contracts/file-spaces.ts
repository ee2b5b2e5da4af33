import { z } from 'zod';
import { PLUGIN_IDS } from '../modules/plugins';
import type { PermissionRequirement } from '../permissions/define';
import { P } from '../permissions/registry';
import type { ScopedAccess, SpacePoint } from './define';

// One file system of folders, files, data sheets, quick access and recycle bin serves three workspaces: mathematical
// statistics (/statisticsFile), the old seven tools (/oldToolFile) and the new seven tools (/myFileList). Each user's
// items live in exactly one space and never show in another; each space is gated by its own plugin.

/** The workspaces of my files. */
export const FILE_SPACES = ['statistics', 'oldTools', 'newTools'] as const;
export type FileSpace = (typeof FILE_SPACES)[number];
/** The space of every caller that names none: the statistics screens. */
export const DEFAULT_FILE_SPACE: FileSpace = 'statistics';

/** The plugin that must be enabled for a space's files to be read or written. */
export const SPACE_PLUGINS: Readonly<Record<FileSpace, number>> = {
  statistics: PLUGIN_IDS.statistics,
  oldTools: PLUGIN_IDS.oldSevenTools,
  newTools: PLUGIN_IDS.newSevenTools,
};

/** Statistics files: a data sheet, or the settings of one analysis (it reads its data file's sheet). */
export const MS_FILE_KINDS = ['data', 'capability', 'regression', 'oneWayAnova', 'twoWayAnova', 'orthogonal'] as const;
/** Old seven tools files: a data sheet, or one chart or diagram. */
export const OLD_TOOL_FILE_KINDS = [
  'data',
  'controlChart',
  'scatterChart',
  'permutationChart',
  'fishboneDiagram',
  'histogramChart',
] as const;
/** New seven tools files: a data sheet, a diagram, or 'matrixAnalysis' (PCA of a data table, /tool_matrix). */
export const NEW_TOOL_FILE_KINDS = [
  'data',
  'tree',
  'affinity',
  'arrow',
  'matrix',
  'association',
  'pdpc',
  'matrixAnalysis',
] as const;

/** What a file of each space may hold, 'data' first. */
export const SPACE_FILE_KINDS = {
  statistics: MS_FILE_KINDS,
  oldTools: OLD_TOOL_FILE_KINDS,
  newTools: NEW_TOOL_FILE_KINDS,
} as const satisfies Record<FileSpace, readonly string[]>;

/** Every kind of every space, each once. */
export type FileKind = (typeof SPACE_FILE_KINDS)[FileSpace][number];
export const FILE_KINDS = [...new Set(FILE_SPACES.flatMap((space) => SPACE_FILE_KINDS[space]))] as [
  FileKind,
  ...FileKind[],
];

/** Whether a kind belongs to a space. */
export const isSpaceKind = (space: FileSpace, kind: string): boolean =>
  (SPACE_FILE_KINDS[space] as readonly string[]).includes(kind);

export const FILE_SPACE_MESSAGES = {
  kindNotInSpace: '该类型的文件不属于当前工具集',
} as const;

/** The space a call works in: absent is statistics. */
export const SpaceField = z.enum(FILE_SPACES, '须为 statistics、oldTools 或 newTools').default(DEFAULT_FILE_SPACE);
/** A file kind of any space; isSpaceKind (or kindOfSpace) narrows it to the call's space. */
export const FileKindField = z.enum(FILE_KINDS);

/** For `.refine(kindBelongsToSpace, KIND_NOT_IN_SPACE)` on an object with `space` and an optional `kind`. */
export const kindBelongsToSpace = (value: { space: FileSpace; kind?: FileKind | undefined }): boolean =>
  value.kind === undefined || isSpaceKind(value.space, value.kind);
/** A kind of another space is refused with 400 naming kind. */
export const KIND_NOT_IN_SPACE = { message: FILE_SPACE_MESSAGES.kindNotInSpace, path: ['kind'] };

// ---------------------------------------------------------------------------------------------------------
// Permissions of the spaces (permissions/tools.ts): each space is a module with a root point (use the module: read
// its settings, run its analyses and charts), a files point (use and manage one's files) and a settings point.

/** The points of a space's module. */
export const SPACE_POINTS = {
  statistics: {
    module: P.mathStatistics.MathStatistics.key,
    files: P.mathStatistics.Files.key,
    setting: P.mathStatistics.Setting.key,
  },
  oldTools: { module: P.oldTools.OldTools.key, files: P.oldTools.Files.key, setting: P.oldTools.Setting.key },
  newTools: { module: P.newTools.NewTools.key, files: P.newTools.Files.key, setting: P.newTools.Setting.key },
} as const satisfies Record<FileSpace, Record<SpacePoint, string>>;

/** The requirement of an endpoint's scoped access (define.ts ScopedAccess) in one space. */
export const scopedRequirement = (scoped: ScopedAccess, space: FileSpace): PermissionRequirement => ({
  permission: SPACE_POINTS[space][scoped.point],
  action: scoped.action,
});
