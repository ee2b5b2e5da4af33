import { z } from 'zod';
import { ASSOCIATION_LABELS, PDPC_STATES, TreeDiagramSchema } from '../domain/seven-tools';
import { PLUGIN_IDS } from '../modules/plugins';
import { P } from '../permissions/registry';
import { Id, Version } from './common-schemas';
import { defineEndpoint } from './define';
import { HexColor } from './statistics-config';
import { ANALYSIS_BODY_LIMIT, SheetColumnInput } from './statistics-data';
import { MsFileDto } from './statistics-files';

// The new seven tools' diagrams (/myTools/tree/{id}, /affinity/{id}, /myTools/arrow/{id}, /matrix/{id},
// /myTools/association/{id}, /myTools/PDPC/{id}, /tool_matrix/{id}): files of the 'newTools' space whose diagram
// (domain/seven-tools, one schema per kind) is read and written here. Every write takes the version it read (stale:
// 409) and refuses a diagram that does not fit its kind's schema (400 naming the field). Plugin 1009; NewSevenTools points.
// The spec names these calls without their shapes: the shapes are the team's reading, stated in each summary.

export const NEW_TOOL_MESSAGES = {
  notDiagram: '该文件不是图表文件',
  wrongKind: '该操作不适用于此类文件',
  unknownNode: '节点不存在',
  noSheet: 'Excel 文件中没有可导入的数据',
  notConvertible: '只有树图和亲和图可以互相转换',
} as const;

/** Longest remark of a file. */
export const FILE_REMARK_MAX = 500;

/** A diagram file: the file, its remark and its diagram (the kind's empty diagram until first saved). */
export const NewToolFileDto = MsFileDto.extend({ remark: z.string(), diagram: z.unknown() });
export type NewToolFileDto = z.infer<typeof NewToolFileDto>;

function endpoint<D extends z.ZodType, Q extends z.ZodType | undefined, B extends z.ZodType | undefined>(input: {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  data: D;
  mutates?: boolean;
  bodyLimit?: number;
}) {
  // Reading a diagram file needs the files point's get, changing one its edit; a computation that writes nothing
  // (preview, conversion, layout, analysis) needs the use of the module (its root point).
  const access =
    input.method === 'GET'
      ? P.newTools.Files.get
      : input.mutates === false
        ? P.newTools.NewTools.query
        : P.newTools.Files.edit;
  return defineEndpoint({ ...input, base: 'qis', access, plugin: PLUGIN_IDS.newSevenTools });
}

const IdVersion = { id: Id, version: Version };

// ---------------------------------------------------------------------------------------------------------
// newToolsChart

export const getNewToolDiagram = endpoint({
  name: 'getNewToolDiagram',
  method: 'GET',
  path: '/api/app/newToolsChart/treeDiagramJson',
  summary: '读取图表文件的图（树图、亲和图、箭条图、矩阵图、关联图、PDPC 图）及备注，并记为最近打开',
  query: z.object({ id: Id }),
  data: NewToolFileDto,
});

export const saveNewToolDiagram = endpoint({
  name: 'saveNewToolDiagram',
  method: 'POST',
  path: '/api/app/newToolsChart/editTreeDiagramJson',
  summary: '保存图表文件的图：须符合该类文件的格式（否则 400），version 过期则 409',
  body: z.object({ ...IdVersion, diagram: z.unknown() }),
  data: NewToolFileDto,
  bodyLimit: ANALYSIS_BODY_LIMIT,
});

export const editNewToolFileRemark = endpoint({
  name: 'editNewToolFileRemark',
  method: 'POST',
  path: '/api/app/newToolsChart/editFileRemark',
  summary: '修改文件备注',
  body: z.object({
    ...IdVersion,
    remark: z.string().trim().max(FILE_REMARK_MAX, `备注不能超过${FILE_REMARK_MAX}个字符`),
  }),
  data: NewToolFileDto,
});

/** An uploaded .xlsx (Common/UploadFile, fileType 1). */
const UploadedFile = z.string().trim().min(1, '请上传 Excel 文件').max(512);

export const TreeImportDto = z.object({ diagram: TreeDiagramSchema, nodes: z.number().int() });

export const previewExcelTree = endpoint({
  name: 'previewExcelTree',
  method: 'POST',
  path: '/api/app/newToolsChart/obtainTreeDiagramJson',
  summary:
    '读上传的 Excel 第一张工作表为树（不保存）：A 列为目标，B 列起每列下一层手段；空单元格沿用上一行（合并单元格）',
  body: z.object({ filePath: UploadedFile }),
  data: TreeImportDto,
  mutates: false,
});

export const importExcelTree = endpoint({
  name: 'importExcelTree',
  method: 'POST',
  path: '/api/app/newToolsChart/excelImportTree',
  summary: '用上传的 Excel 替换树图文件的树（格式同 obtainTreeDiagramJson），version 过期则 409',
  body: z.object({ ...IdVersion, filePath: UploadedFile }),
  data: NewToolFileDto,
});

export const CONVERTIBLE_KINDS = ['tree', 'affinity'] as const;

export const convertDiagram = endpoint({
  name: 'convertDiagram',
  method: 'POST',
  path: '/api/app/newToolsChart/conversionGraph',
  summary: '树图与亲和图互相转换（不保存）：树根为主题，第一层为分组标题，其下各层为卡片；反之亦然',
  body: z.object({ from: z.enum(CONVERTIBLE_KINDS, '须为 tree 或 affinity'), diagram: z.unknown() }),
  data: z.object({ kind: z.enum(CONVERTIBLE_KINDS), diagram: z.unknown() }),
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
});

export const exchangeTreeAffinity = endpoint({
  name: 'exchangeTreeAffinity',
  method: 'POST',
  path: '/api/app/newToolsChart/treeAffinityExchange',
  summary: '由树图文件生成亲和图文件（或反之），放在同一文件夹，原文件不变；返回新文件',
  body: z.object({ id: Id, name: z.string().trim().min(1).max(100).optional() }),
  data: MsFileDto,
});

// ---------------------------------------------------------------------------------------------------------
// PDPC and association labels

export const savePdpcOrRelationLabel = endpoint({
  name: 'savePdpcOrRelationLabel',
  method: 'POST',
  path: '/api/app/pDPCDiagram/savePDPCOrRelationDiagramLabel',
  summary: 'PDPC 图节点的状态（可行/不可行/选定，null 清除）或关联图节点的标签（关键原因/关键结果/一般）',
  body: z.object({
    ...IdVersion,
    nodeId: z.string().trim().min(1).max(64),
    state: z.enum(PDPC_STATES).nullable().optional(),
    label: z.enum(ASSOCIATION_LABELS).optional(),
  }),
  data: NewToolFileDto,
});

// ---------------------------------------------------------------------------------------------------------
// causalGraph (association diagrams)

export const AssociationNodeLayoutDto = z.object({
  id: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  inDegree: z.number().int(),
  outDegree: z.number().int(),
  /** By degree: keyCause, keyResult or normal (a label set by hand wins). */
  label: z.enum(ASSOCIATION_LABELS),
});
export const AssociationLayoutDto = z.object({
  nodes: z.array(AssociationNodeLayoutDto),
  width: z.number(),
  height: z.number(),
});

export const layoutCausalGraph = endpoint({
  name: 'layoutCausalGraph',
  method: 'POST',
  path: '/api/app/causalGraph/layout',
  summary: '关联图自动布局：原因在上、结果在下分层排列，返回每个节点的位置、入度、出度与标签（不保存）',
  body: z.object({ diagram: z.unknown() }),
  data: AssociationLayoutDto,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
});

export const getCausalGraphJson = endpoint({
  name: 'getCausalGraphJson',
  method: 'GET',
  path: '/api/app/causalGraph/json',
  summary: '关联图文件的图及其布局（位置、入度、出度、标签）',
  query: z.object({ id: Id }),
  data: z.object({ file: NewToolFileDto, layout: AssociationLayoutDto }),
});

export const labelCausalGraph = endpoint({
  name: 'labelCausalGraph',
  method: 'POST',
  path: '/api/app/causalGraph/label',
  summary: '按入度、出度为关联图每个节点定标签（关键原因、关键结果、一般）并保存',
  body: z.object(IdVersion),
  data: NewToolFileDto,
});

export const colorCausalGraph = endpoint({
  name: 'colorCausalGraph',
  method: 'POST',
  path: '/api/app/causalGraph/byColor',
  summary: '按标签为关联图节点着色并保存（未给的标签用默认颜色）',
  body: z.object({
    ...IdVersion,
    colors: z.object({ keyCause: HexColor, keyResult: HexColor, normal: HexColor }).partial().default({}),
  }),
  data: NewToolFileDto,
});

// ---------------------------------------------------------------------------------------------------------
// matrixDiagram

export const MATRIX_SETS = ['a', 'b', 'c'] as const;

export const editMatrixTitle = endpoint({
  name: 'editMatrixTitle',
  method: 'POST',
  path: '/api/app/matrixDiagram/editTitle',
  summary: '修改矩阵图标题',
  body: z.object({ ...IdVersion, title: z.string().trim().max(200, '标题不能超过200个字符') }),
  data: NewToolFileDto,
});

export const editMatrixContent = endpoint({
  name: 'editMatrixContent',
  method: 'POST',
  path: '/api/app/matrixDiagram/editContent',
  summary: '修改矩阵图一个项目的文字（set 为 a、b、c 之一）',
  body: z.object({
    ...IdVersion,
    set: z.enum(MATRIX_SETS, '须为 a、b 或 c'),
    itemId: z.string().trim().min(1).max(64),
    text: z.string().trim().min(1, '请输入内容').max(200, '内容不能超过200个字符'),
  }),
  data: NewToolFileDto,
});

export const importMatrixExcel = endpoint({
  name: 'importMatrixExcel',
  method: 'POST',
  path: '/api/app/matrixDiagram/importExcel',
  summary:
    '从 Excel 导入矩阵图（type 1 L 型：一张表；2 T 型：A×B、C×B 两张表；3 Y 型：A×B、B×C、C×A 三张表；首行为列项目，首列为行项目，单元格为 ◎○△）',
  body: z.object({
    ...IdVersion,
    filePath: UploadedFile,
    type: z.union([z.literal(1), z.literal(2), z.literal(3)], '类型须为 1、2 或 3'),
  }),
  data: NewToolFileDto,
});

// ---------------------------------------------------------------------------------------------------------
// Matrix data analysis (/tool_matrix, /file_matrix_analysis): principal components of a data file's columns

export const PcaDto = z.object({
  n: z.number().int(),
  variables: z.array(z.string()),
  matrix: z.enum(['correlation', 'covariance']),
  means: z.array(z.number()),
  sds: z.array(z.number()),
  eigenvalues: z.array(z.number()),
  proportionOfVariance: z.array(z.number()),
  cumulativeProportion: z.array(z.number()),
  loadings: z.array(z.array(z.number())),
  scores: z.array(z.array(z.number())),
  kaiserCount: z.number().int(),
  /** Sheet rows (1-based) of the scored observations; rows with an empty cell are skipped. */
  rows: z.array(z.number().int()),
});
export type PcaDto = z.infer<typeof PcaDto>;

export const analyseMatrixData = endpoint({
  name: 'analyseMatrixData',
  method: 'POST',
  path: '/api/app/matrixDataAnalysis/analyse',
  summary: '矩阵数据解析：数据列的主成分分析（相关或协方差矩阵），含特征值、贡献率、载荷与得分',
  body: z.object({
    columns: z.array(SheetColumnInput).min(2, '请至少选择两列').max(50, '最多选择50列'),
    standardize: z.boolean().default(true),
  }),
  data: PcaDto,
  mutates: false,
  bodyLimit: ANALYSIS_BODY_LIMIT,
});
