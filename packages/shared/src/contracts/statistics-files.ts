import { z } from 'zod';
import type { PermissionAction } from '../permissions/define';
import { Id, IdParams, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';
import {
  FILE_SPACES,
  type FileKind,
  FileKindField,
  KIND_NOT_IN_SPACE,
  kindBelongsToSpace,
  MS_FILE_KINDS,
  SPACE_PLUGINS,
  SpaceField,
} from './file-spaces';
import { ANALYSIS_BODY_LIMIT } from './statistics-data';

// My files (/statisticsFile, /statistcsRecycleBin, /dataFileDetail/{id}; /oldToolFile, /oldDataFileDetail,
// /oldToolChanges, /oldrecycleBinList; /myFileList, /myFile, /newDataFileDetail, /recentChanges, /recycleBin): every
// user has their own folders and files (data sheets and saved analyses or diagrams); nobody else, administrators
// included, sees them (404). One file system serves three spaces (file-spaces.ts): every call takes `space`
// (absent: statistics), finds items only in that space (another space's id is 404) and keeps moves, copies and
// restores in it. Each call needs its action on the asked space's files point (scopedAccess, SPACE_POINTS) and that
// space's plugin (1013, 1010 or 1009).

/** A statistics file's kind (MS_FILE_KINDS). */
export type StatisticsFileKind = (typeof MS_FILE_KINDS)[number];
/**
 * The kind of one of my files, in any space (FileKind): what the DTOs carry. A statistics screen only ever receives
 * StatisticsFileKind, since it never names another space.
 */
export type MsFileKind = FileKind;
/** The analysis kinds: every kind but 'data'. */
export const MS_ANALYSIS_KINDS = MS_FILE_KINDS.filter((kind) => kind !== 'data');

/** Most columns a data sheet holds. */
export const MS_SHEET_MAX_COLUMNS = 200;
/** Most rows (cells per column, the header not counted) a data sheet holds. */
export const MS_SHEET_MAX_ROWS = 100_000;
/** Longest text of one cell or column name. */
export const MS_CELL_MAX_LENGTH = 100;
/** Longest name of a folder or file. */
export const MS_NAME_MAX_LENGTH = 100;

/** Business refusals the web shows as they are. */
export const MS_FILE_MESSAGES = {
  folderNameTaken: '同一文件夹下已有同名文件夹',
  fileNameTaken: '同一文件夹下已有同名文件',
  moveIntoItself: '不能移动到自身或其子文件夹',
  onlyInRecycleBin: '只能彻底删除回收站中的文件或文件夹',
  notAnalysis: '数据文件没有分析设置，请在数据表中编辑数据',
  notData: '该文件不是数据文件',
} as const;

const Name = z.string().trim().min(1, '请输入名称').max(MS_NAME_MAX_LENGTH, `名称不能超过${MS_NAME_MAX_LENGTH}个字符`);
/** A folder of mine; null (or absent) is the root of my files. */
const FolderRef = Id.nullable().default(null);
/** An analysis file's settings and chart styles, saved as the screen sends them. */
const Settings = z.looseObject({});
const Kind = FileKindField;
const Space = SpaceField;

export const MsFolderDto = z.object({
  id: z.uuid(),
  /** null: the root of my files. */
  parentId: z.uuid().nullable(),
  name: z.string(),
  sort: z.number().int(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type MsFolderDto = z.infer<typeof MsFolderDto>;

/** One node of my folder tree, children by sort then name. */
export interface MsFolderNode extends MsFolderDto {
  children: MsFolderNode[];
}
export const MsFolderNode: z.ZodType<MsFolderNode> = z.object({
  ...MsFolderDto.shape,
  get children() {
    return z.array(MsFolderNode);
  },
});

export const MsFileDto = z.object({
  id: z.uuid(),
  /** null: the root of my files. */
  folderId: z.uuid().nullable(),
  kind: Kind,
  name: z.string(),
  sort: z.number().int(),
  /** An analysis file's data file; null for data files and analyses without one. */
  dataFileId: z.uuid().nullable(),
  /** Rows of a data file's sheet; null for analysis files. */
  size: z.number().int().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** ISO 8601; null until first opened (msFileDetail). */
  lastOpenedAt: z.string().nullable(),
  version: z.number().int(),
});
export type MsFileDto = z.infer<typeof MsFileDto>;

export const MsFileDetailDto = MsFileDto.extend({ settings: z.record(z.string(), z.unknown()) });
export type MsFileDetailDto = z.infer<typeof MsFileDetailDto>;

export const MS_ITEM_TYPES = ['folder', 'file'] as const;
const ItemType = z.enum(MS_ITEM_TYPES);

/** A folder or a file in one list (folders first). */
export const MsItemDto = z.object({
  id: z.uuid(),
  type: ItemType,
  name: z.string(),
  /** null for folders. */
  kind: Kind.nullable(),
  /** The folder it is in; null: the root. */
  parentId: z.uuid().nullable(),
  sort: z.number().int(),
  /** ISO 8601. */
  updatedAt: z.string(),
  /** Rows of a data file; null otherwise. */
  size: z.number().int().nullable(),
  version: z.number().int(),
});
export type MsItemDto = z.infer<typeof MsItemDto>;

/** An item of my recycle bin: deleted on its own, or the folder it was deleted with (which carries it). */
export const MsRecycleItemDto = z.object({
  id: z.uuid(),
  type: ItemType,
  name: z.string(),
  kind: Kind.nullable(),
  /** The folder it was in when deleted; null: the root. */
  parentId: z.uuid().nullable(),
  /** ISO 8601. */
  deletedAt: z.string(),
});
export type MsRecycleItemDto = z.infer<typeof MsRecycleItemDto>;

export const MsQuickAccessDto = z.object({
  /** The quick-access entry (DELETE …/quickAccess takes it). */
  id: z.uuid(),
  fileId: z.uuid(),
  name: z.string(),
  kind: Kind,
  folderId: z.uuid().nullable(),
  sort: z.number().int(),
  /** ISO 8601: the file's last change. */
  updatedAt: z.string(),
});
export type MsQuickAccessDto = z.infer<typeof MsQuickAccessDto>;

const SheetCell = z.string().max(MS_CELL_MAX_LENGTH, `单元格内容不能超过${MS_CELL_MAX_LENGTH}个字符`).nullable();
export const MsSheetColumn = z.object({
  name: z.string().trim().max(MS_CELL_MAX_LENGTH, `列名不能超过${MS_CELL_MAX_LENGTH}个字符`),
  /** Row 2 onwards of the column; null (or '') is an empty cell. */
  cells: z.array(SheetCell).max(MS_SHEET_MAX_ROWS, `数据表最多${MS_SHEET_MAX_ROWS}行`),
});
export type MsSheetColumn = z.infer<typeof MsSheetColumn>;

export const MsDataSheetDto = z.object({
  /** The data file. */
  id: z.uuid(),
  name: z.string(),
  columns: z.array(MsSheetColumn),
  /** The longest column's cell count. */
  rowCount: z.number().int(),
  /** The sheet's version (saveData sends it back). */
  version: z.number().int(),
});
export type MsDataSheetDto = z.infer<typeof MsDataSheetDto>;

/** What my-files lists can be ordered by: 'custom' is the sort number (reorder); folders always come first. */
export const MS_SEQUENCES = ['custom', 'name', 'updatedAt', 'kind'] as const;
export type MsSequence = (typeof MS_SEQUENCES)[number];
export const MS_SEQUENCE_DIRECTIONS = ['asc', 'desc'] as const;
export type MsSequenceDirection = (typeof MS_SEQUENCE_DIRECTIONS)[number];

/** A user's order of my-files lists, saved per user and space. */
export const MsSequenceStyleDto = z.object({
  sequence: z.enum(MS_SEQUENCES),
  direction: z.enum(MS_SEQUENCE_DIRECTIONS),
});
export type MsSequenceStyleDto = z.infer<typeof MsSequenceStyleDto>;
/** The order of a user who never chose one. */
export const DEFAULT_MS_SEQUENCE_STYLE: MsSequenceStyleDto = { sequence: 'custom', direction: 'asc' };

/** Where the moving folders and files may go: my folder tree without the moving folders and their subtrees. */
export const MsMoveTargetsDto = z.object({
  /** The root of my files: always a target. */
  canUseRoot: z.boolean(),
  folders: z.array(MsFolderNode),
});
export type MsMoveTargetsDto = z.infer<typeof MsMoveTargetsDto>;

/** A file of the classification page, with the path of its folder. */
export const MsClassifiedFileDto = MsFileDto.extend({
  /** Folder names from the root, ' / ' between them ('质量月报 / 三月'); '' for the root. */
  folderPath: z.string(),
});
export type MsClassifiedFileDto = z.infer<typeof MsClassifiedFileDto>;

export const MsClassificationDto = z.object({
  /** My live files per kind, every kind of the space in SPACE_FILE_KINDS order (zeros included). */
  counts: z.array(z.object({ kind: Kind, count: z.number().int() })),
  /** A page of my live files of the asked kind, newest change first; empty when no kind is asked. */
  files: pagedResult(MsClassifiedFileDto),
});
export type MsClassificationDto = z.infer<typeof MsClassificationDto>;

const SpaceQuery = z.object({ space: Space });
const IdQuery = z.object({ id: Id, space: Space });
const Ids = z.array(Id).min(1, '请选择要移动的项目').max(500);
const Target = z.object({ targetFolderId: FolderRef, space: Space });
/** Most items one quick delete takes. */
export const MS_QUICK_DELETE_MAX = 500;
const DeleteIds = z.array(Id).max(MS_QUICK_DELETE_MAX, `一次最多删除${MS_QUICK_DELETE_MAX}个项目`).default([]);
/** Ids in a query string, comma-separated ('a,b,c'); '' or absent: none. */
const IdListQuery = z
  .string()
  .max(37 * MS_QUICK_DELETE_MAX, `最多${MS_QUICK_DELETE_MAX}个 id`)
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .refine((ids) => ids.every((id) => Id.safeParse(id).success), '须为以逗号分隔的 id');

function endpoint<
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(input: {
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  bodyLimit?: number;
  ownData?: boolean;
  data: D;
}) {
  return defineEndpoint<'user', D, P, Q, B>({
    ...input,
    base: 'qis',
    access: 'user',
    scopedAccess: { point: 'files', action: fileActionOf(input.name, input.method) },
    plugin: SPACES_PLUGINS,
  });
}

// The action on the asked space's files point (SPACE_POINTS.files) each call needs: lists 'query', one item 'get',
// creating and copying 'add', importing 'import', deleting 'delete', every other change (rename, move, save a sheet,
// quick access, order) 'edit'. How the list is sorted is the caller's own view of it: 'query' (and ownData).
const FILE_ACTIONS: Readonly<Record<string, PermissionAction>> = {
  saveMsSequenceStyle: 'query',
  saveMsFolder: 'add',
  saveMsFile: 'add',
  copyMsFolder: 'add',
  copyMsFile: 'add',
  importMsData: 'import',
  getMsFileDetail: 'get',
  getMsDataDetail: 'get',
  quickDeleteMsItems: 'delete',
  deleteMsQuickAccess: 'edit',
  removeMsQuickAccess: 'edit',
  removeMsFolderQuickAccess: 'edit',
};
const fileActionOf = (name: string, method: 'GET' | 'POST' | 'DELETE'): PermissionAction =>
  FILE_ACTIONS[name] ?? (method === 'GET' ? 'query' : method === 'DELETE' ? 'delete' : 'edit');

/** Any space's plugin lets a call in; the service then requires the asked space's own (403 '插件未启用'). */
const SPACES_PLUGINS = FILE_SPACES.map((space) => SPACE_PLUGINS[space]);

// ---------------------------------------------------------------------------------------------------------
// /api/app/folders

export const saveMsFolder = endpoint({
  name: 'saveMsFolder',
  method: 'POST',
  path: '/api/app/folders/creatOrEditFolder',
  summary:
    '新建或修改文件夹：无 id 时新建；有 id 时重命名或移动（version 为读取时的版本，过期则 409）；同一文件夹下名称不能重复（不区分大小写）',
  body: z
    .object({ id: Id.optional(), parentId: FolderRef, name: Name, version: Version.optional(), space: Space })
    .refine((b) => b.id === undefined || b.version !== undefined, {
      message: '修改时须提供 version',
      path: ['version'],
    }),
  data: MsFolderDto,
});

export const getMsFolders = endpoint({
  name: 'getMsFolders',
  method: 'GET',
  path: '/api/app/folders/wGetFoldersList',
  summary: '我的一个文件夹（parentId，缺省为根目录）下的文件夹，按排序号、名称',
  query: z.object({ parentId: Id.optional(), space: Space }),
  data: z.array(MsFolderDto),
});

export const saveMsFile = endpoint({
  name: 'saveMsFile',
  method: 'POST',
  path: '/api/app/folders/creatOrEditFiles',
  summary:
    '新建或重命名文件：无 id 时新建（数据文件带一张空数据表，分析文件带其设置与数据文件）；有 id 时重命名（version 为读取时的版本，过期则 409）',
  body: z
    .object({
      id: Id.optional(),
      folderId: FolderRef,
      name: Name,
      kind: Kind.default('data'),
      /** An analysis file's data file (a live data file of mine); ignored for a data file. */
      dataFileId: Id.nullable().default(null),
      settings: Settings.default({}),
      version: Version.optional(),
      space: Space,
    })
    .refine((b) => b.id === undefined || b.version !== undefined, {
      message: '修改时须提供 version',
      path: ['version'],
    })
    .refine(kindBelongsToSpace, KIND_NOT_IN_SPACE),
  data: MsFileDto,
});

export const getMsFiles = endpoint({
  name: 'getMsFiles',
  method: 'GET',
  path: '/api/app/folders/filesList',
  summary: '我的一个文件夹（folderId，缺省为根目录）下的文件，可按类型筛选，按排序号、名称',
  query: z
    .object({ folderId: Id.optional(), kind: Kind.optional(), space: Space })
    .refine(kindBelongsToSpace, KIND_NOT_IN_SPACE),
  data: z.array(MsFileDto),
});

export const deleteMsFolder = endpoint({
  name: 'deleteMsFolder',
  method: 'DELETE',
  path: '/api/app/folders/folders',
  summary: '删除文件夹到回收站，连同其中的文件夹与文件',
  query: IdQuery,
  data: z.null(),
});

export const deleteMsFile = endpoint({
  name: 'deleteMsFile',
  method: 'DELETE',
  path: '/api/app/folders/files',
  summary: '删除文件到回收站',
  query: IdQuery,
  data: z.null(),
});

export const getMsRecycleBin = endpoint({
  name: 'getMsRecycleBin',
  method: 'GET',
  path: '/api/app/folders/recycleBinFoldersList',
  summary: '我的回收站：删除的文件夹与文件，最近删除的在前（随文件夹一起删除的内容不单列，恢复文件夹时一起恢复）',
  query: PageQuery.extend({ space: Space }),
  data: pagedResult(MsRecycleItemDto),
});

export const recoverMsItem = endpoint({
  name: 'recoverMsItem',
  method: 'POST',
  path: '/api/app/folders/recovery',
  summary:
    '从回收站恢复文件夹（连同随它删除的内容）或文件；所在文件夹已删除时一并恢复；与现有名称重复时名称后加 “ (1)”',
  body: z.object({ id: Id, type: ItemType, space: Space }),
  data: MsItemDto,
});

export const deleteMsItemCompletely = endpoint({
  name: 'deleteMsItemCompletely',
  method: 'DELETE',
  path: '/api/app/folders/completely',
  summary: '彻底删除回收站中的文件夹（连同其中的一切）或文件，不可恢复',
  query: z.object({ id: Id, type: ItemType, space: Space }),
  data: z.null(),
});

export const copyMsFolder = endpoint({
  name: 'copyMsFolder',
  method: 'POST',
  path: '/api/app/folders/copyFolder',
  summary: '复制文件夹及其中的一切（含数据表）到目标文件夹；重名时名称加 “ - 副本”',
  body: Target.extend({ id: Id }),
  data: MsFolderDto,
});

export const copyMsFile = endpoint({
  name: 'copyMsFile',
  method: 'POST',
  path: '/api/app/folders/copyFile',
  summary: '复制文件（含数据表）到目标文件夹；重名时名称加 “ - 副本”',
  body: Target.extend({ id: Id }),
  data: MsFileDto,
});

export const moveMsFiles = endpoint({
  name: 'moveMsFiles',
  method: 'POST',
  path: '/api/app/folders/xRemoveFiles',
  summary: '移动文件到目标文件夹（目标中已有同名文件则不移动任何文件）',
  body: Target.extend({ ids: Ids }),
  data: z.null(),
});

export const moveMsFolders = endpoint({
  name: 'moveMsFolders',
  method: 'POST',
  path: '/api/app/folders/xRemoveFolders',
  summary: '移动文件夹到目标文件夹；不能移动到自身或其子文件夹，目标中已有同名文件夹则不移动任何文件夹',
  body: Target.extend({ ids: Ids }),
  data: z.null(),
});

export const quickDeleteMsItems = endpoint({
  name: 'quickDeleteMsItems',
  method: 'POST',
  path: '/api/app/folders/quickDelete',
  summary:
    '批量删除到回收站：所选文件夹（连同其中的一切）与文件在同一事务中删除，同逐个 DELETE folders / files；任一项不存在、不属于我或已删除则 404，什么也不删；回答所选项数（不计其中内容）',
  body: z
    .object({ folderIds: DeleteIds, fileIds: DeleteIds, space: Space })
    .refine((b) => b.folderIds.length + b.fileIds.length <= MS_QUICK_DELETE_MAX, {
      message: `一次最多删除${MS_QUICK_DELETE_MAX}个项目`,
      path: ['folderIds'],
    }),
  data: z.object({ deleted: z.number().int() }),
});

export const getMsMoveTargets = endpoint({
  name: 'getMsMoveTargets',
  method: 'GET',
  path: '/api/app/folders/removeFoldersList',
  summary:
    '移动对话框的目标：ids 为要移动的文件夹与文件（逗号分隔，可为空），回答我的文件夹树去掉要移动的文件夹及其下的一切，根目录总可选（canUseRoot）；任一 id 不存在或不属于我则 404',
  query: z.object({ ids: IdListQuery, space: Space }),
  data: MsMoveTargetsDto,
});

export const reorderMsItems = endpoint({
  name: 'reorderMsItems',
  method: 'POST',
  path: '/api/app/folders/reorder',
  summary: '调整一个文件夹中文件夹与文件的顺序：排序号为其在列表中的位置',
  body: z.object({
    folderId: FolderRef,
    folderIds: z.array(Id).max(1000).default([]),
    fileIds: z.array(Id).max(1000).default([]),
    space: Space,
  }),
  data: z.null(),
});

export const getMsLastModified = endpoint({
  name: 'getMsLastModified',
  method: 'GET',
  path: '/api/app/folders/lastModified',
  summary: '我最近修改或打开的文件（默认 10 个，MaxResultCount 最多 50）',
  query: SpaceQuery.extend({
    MaxResultCount: z.coerce.number('MaxResultCount 须为整数').int().min(1).max(50).default(10),
  }),
  data: z.array(MsFileDto),
});

const QuickAccessBody = z.object({ fileId: Id, space: Space });

export const addMsQuickAccess = endpoint({
  name: 'addMsQuickAccess',
  method: 'POST',
  path: '/api/app/folders/creatQuickAccessData',
  summary: '把文件加入快速访问（已在其中时不变）',
  body: QuickAccessBody,
  data: MsQuickAccessDto,
});

export const getMsQuickAccessList = endpoint({
  name: 'getMsQuickAccessList',
  method: 'GET',
  path: '/api/app/folders/quickAccessList',
  summary: '我的快速访问：未删除的文件，按加入顺序',
  query: SpaceQuery,
  data: z.array(MsQuickAccessDto),
});

export const deleteMsQuickAccess = endpoint({
  name: 'deleteMsQuickAccess',
  method: 'DELETE',
  path: '/api/app/folders/quickAccess',
  summary: '移出快速访问（id 为快速访问项）',
  query: IdQuery,
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------------------
// /api/app/folderAndFile

export const getMsFolderTree = endpoint({
  name: 'getMsFolderTree',
  method: 'GET',
  path: '/api/app/folderAndFile/folderTrees',
  summary: '我的文件夹树（未删除的），同级按排序号、名称',
  query: SpaceQuery,
  data: z.array(MsFolderNode),
});

export const getMsFolderAndFilePage = endpoint({
  name: 'getMsFolderAndFilePage',
  method: 'GET',
  path: '/api/app/folderAndFile/pageFolderAndFile',
  summary: '一个文件夹（folderId，缺省为根目录）中的文件夹与文件分页列表：文件夹在前，可按名称（包含）筛选',
  query: PageQuery.extend({
    folderId: Id.optional(),
    name: z.string().trim().max(MS_NAME_MAX_LENGTH).optional(),
    space: Space,
  }),
  data: pagedResult(MsItemDto),
});

export const saveMsSequenceStyle = endpoint({
  name: 'saveMsSequenceStyle',
  method: 'POST',
  path: '/api/app/folderAndFile/changeMSSequenceStyle',
  summary:
    '保存我的文件列表排序方式（每个用户每个空间一份）：custom 自定义顺序（reorder 的排序号）、name 名称、updatedAt 修改时间、kind 类型（再按名称），asc/desc；文件夹总在文件前；pageFolderAndFile、filesList、wGetFoldersList 按它排序',
  body: MsSequenceStyleDto.extend({ space: Space }),
  ownData: true,
  data: MsSequenceStyleDto,
});

export const getMsSequenceStyle = endpoint({
  name: 'getMsSequenceStyle',
  method: 'GET',
  path: '/api/app/folderAndFile/msSequenceStyle',
  summary: '我的文件列表排序方式（未保存过时为 custom / asc）',
  query: SpaceQuery,
  data: MsSequenceStyleDto,
});

export const getMsClassification = endpoint({
  name: 'getMsClassification',
  method: 'GET',
  path: '/api/app/folderAndFile/classification',
  summary:
    '按类型分类我的文件：各类型未删除文件数（该空间的每种类型都有，含 0）；给出 kind 时另回答该类型文件的分页列表（所有文件夹中，最近修改的在前，带文件夹路径 folderPath，根目录为空串）',
  query: PageQuery.extend({ kind: Kind.optional(), space: Space }).refine(kindBelongsToSpace, KIND_NOT_IN_SPACE),
  data: MsClassificationDto,
});

export const getMsFileDetail = endpoint({
  name: 'getMsFileDetail',
  method: 'GET',
  path: '/api/app/folderAndFile/msFileDetail',
  summary: '打开一个文件：文件及其分析设置（记录打开时间，用于最近文件）',
  query: IdQuery,
  data: MsFileDetailDto,
});

export const renameMsFile = endpoint({
  name: 'renameMsFile',
  method: 'POST',
  path: '/api/app/folderAndFile/changePCRenamed',
  summary: '重命名文件（version 为读取时的版本，过期则 409）',
  body: z.object({ id: Id, name: Name, version: Version, space: Space }),
  data: MsFileDto,
});

export const keepMsFile = endpoint({
  name: 'keepMsFile',
  method: 'POST',
  path: '/api/app/folderAndFile/keepFile',
  summary: '保存分析文件的设置与图表样式，可改其数据文件（version 为读取时的版本，过期则 409）',
  body: z.object({
    id: Id,
    settings: Settings,
    /** Absent: the data file stays; null: none. */
    dataFileId: Id.nullable().optional(),
    version: Version,
    space: Space,
  }),
  data: MsFileDetailDto,
});

export const getMsQuickAccessDtos = endpoint({
  name: 'getMsQuickAccessDtos',
  method: 'GET',
  path: '/api/app/folderAndFile/quickAccessDtos',
  summary: '我的快速访问（同 folders/quickAccessList）',
  query: SpaceQuery,
  data: z.array(MsQuickAccessDto),
});

export const addMsQuickAccessDto = endpoint({
  name: 'addMsQuickAccessDto',
  method: 'POST',
  path: '/api/app/folderAndFile/quickAccessDtos',
  summary: '把文件加入快速访问（同 folders/creatQuickAccessData）',
  body: QuickAccessBody,
  data: MsQuickAccessDto,
});

export const removeMsQuickAccess = endpoint({
  name: 'removeMsQuickAccess',
  method: 'DELETE',
  path: '/api/app/folderAndFile/quickAccess/:id',
  summary: '移出快速访问（同 folders/quickAccess）',
  params: IdParams,
  query: SpaceQuery,
  data: z.null(),
});

export const getMsFolderList = endpoint({
  name: 'getMsFolderList',
  method: 'GET',
  path: '/api/app/folderAndFile/folderList',
  summary: '我的一个文件夹（parentId，缺省为根目录）下的文件夹（同 folders/wGetFoldersList）',
  query: z.object({ parentId: Id.optional(), space: Space }),
  data: z.array(MsFolderDto),
});

// The spec also names the quick-access calls under /api/app/folder/: the same quick access once more.

export const getMsFolderQuickAccessDtos = endpoint({
  name: 'getMsFolderQuickAccessDtos',
  method: 'GET',
  path: '/api/app/folder/quickAccessDtos',
  summary: '我的快速访问（同 folders/quickAccessList）',
  query: SpaceQuery,
  data: z.array(MsQuickAccessDto),
});

export const addMsFolderQuickAccessDto = endpoint({
  name: 'addMsFolderQuickAccessDto',
  method: 'POST',
  path: '/api/app/folder/quickAccessDtos',
  summary: '把文件加入快速访问（同 folders/creatQuickAccessData）',
  body: QuickAccessBody,
  data: MsQuickAccessDto,
});

export const removeMsFolderQuickAccess = endpoint({
  name: 'removeMsFolderQuickAccess',
  method: 'DELETE',
  path: '/api/app/folder/quickAccess/:id',
  summary: '移出快速访问（同 folders/quickAccess）',
  params: IdParams,
  query: SpaceQuery,
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------------------
// /api/app/mSData and /api/app/data

export const getMsDataPage = endpoint({
  name: 'getMsDataPage',
  method: 'GET',
  path: '/api/app/mSData/myDataPage',
  summary: '我的数据文件（未删除的）分页列表，最近修改的在前，可按名称（包含）筛选',
  query: PageQuery.extend({ name: z.string().trim().max(MS_NAME_MAX_LENGTH).optional(), space: Space }),
  data: pagedResult(MsFileDto),
});

export const getMsDataDetail = endpoint({
  name: 'getMsDataDetail',
  method: 'GET',
  path: '/api/app/mSData/dataDetail',
  summary: '数据文件的数据表：列名与单元格、行数与版本',
  query: IdQuery,
  data: MsDataSheetDto,
});

export const saveMsData = endpoint({
  name: 'saveMsData',
  method: 'POST',
  path: '/api/app/mSData/saveData',
  summary: `保存整张数据表（最多${MS_SHEET_MAX_COLUMNS}列、${MS_SHEET_MAX_ROWS}行，单元格最多${MS_CELL_MAX_LENGTH}个字符；version 为读取时的版本，过期则 409）`,
  bodyLimit: ANALYSIS_BODY_LIMIT,
  body: z.object({
    id: Id,
    columns: z.array(MsSheetColumn).max(MS_SHEET_MAX_COLUMNS, `数据表最多${MS_SHEET_MAX_COLUMNS}列`),
    version: Version,
    space: Space,
  }),
  data: MsDataSheetDto,
});

export const importMsData = endpoint({
  name: 'importMsData',
  method: 'POST',
  path: '/api/app/data/importExcelOfData',
  summary:
    '导入 Excel 新建数据文件：读上传的 .xls/.xlsx（fileType 1）的第一张工作表，首行为列名（空则为列字母），其余为单元格文本',
  body: z.object({
    filePath: z.string().trim().min(1).max(512),
    folderId: FolderRef,
    /** Absent: '导入数据' (a clash gets ' (1)'). */
    name: Name.optional(),
    space: Space,
  }),
  data: MsFileDto,
});
