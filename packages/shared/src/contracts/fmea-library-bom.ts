import { z } from 'zod';
import { P } from '../permissions';
import { Id, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// Bills of materials (/BOMList, /addbom, /editbom/{id}), behind FMEAManager.Pages_BOM: a tree of lines, each naming
// a part of the parts library and a quantity. Saved whole with the BOM's version. The spec names only
// PartGather/creatPartGatherByTree; the BOM paths are ours, in its style.

export const BOM_NO_MAX = 64;
export const BOM_NAME_MAX = 100;
export const BOM_MAX_LINES = 2_000;
export const BOM_MAX_DEPTH = 10;
export const BOM_QUANTITY_MAX = 1_000_000;
export const BOM_REMARK_MAX = 200;

/** Import types (spec §5): '1' a BOM of its own, '2' a BOM of a product platform, which must then be chosen. */
export const BOM_IMPORT_TYPES = ['1', '2'] as const;

/** Business refusals of the BOM calls (9999), and the spec's message for a platform import without a platform. */
export const BOM_MESSAGES = {
  bomNoTaken: 'BOM编号已存在',
  platformRequired: '请选择产品平台',
  unknownPlatform: '产品平台不存在或已停用',
} as const;

const Text = (max: number) => z.string().trim().max(max);

export const BomLineInput = z.object({
  /** The client's key of the line, unique within the request (a stored line's id, or any text for a new one). */
  key: z.string().trim().min(1).max(64),
  /** The key of the parent line; null for a top-level line. */
  parentKey: z.string().trim().max(64).nullish(),
  partId: Id,
  quantity: z.number().positive().max(BOM_QUANTITY_MAX),
  remark: Text(BOM_REMARK_MAX).nullish(),
});
export type BomLineInput = z.input<typeof BomLineInput>;

export const BomFields = z.object({
  bomNo: Text(BOM_NO_MAX).min(1, '不能为空'),
  name: Text(BOM_NAME_MAX).min(1, '不能为空'),
  /** A code of the productPlatform dictionary, or null. */
  productPlatform: Text(64)
    .nullish()
    .transform((v) => v || null),
  description: Text(500)
    .nullish()
    .transform((v) => v || null),
  lines: z.array(BomLineInput).max(BOM_MAX_LINES),
});

export const BomSummaryDto = z.object({
  id: z.uuid(),
  bomNo: z.string(),
  name: z.string(),
  productPlatform: z.string().nullable(),
  /** The platform's name in the productPlatform dictionary (null when none or no longer there). */
  productPlatformName: z.string().nullable(),
  description: z.string().nullable(),
  lineCount: z.number().int(),
  /** ISO 8601. */
  updateTime: z.string(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
});
export type BomSummaryDto = z.infer<typeof BomSummaryDto>;

export const BomLineDto = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  partId: z.uuid(),
  partNo: z.string(),
  partName: z.string(),
  drawingNo: z.string().nullable(),
  material: z.string().nullable(),
  quantity: z.number(),
  remark: z.string().nullable(),
  sort: z.number().int(),
});
export type BomLineDto = z.infer<typeof BomLineDto>;

export const BomDto = BomSummaryDto.extend({
  /** Every line, parents before their children, siblings in their order. */
  lines: z.array(BomLineDto),
});
export type BomDto = z.infer<typeof BomDto>;

export const BomPageQuery = PageQuery.extend({
  /** Part of the BOM number or name, case-insensitive. */
  keyword: Text(100).optional(),
  productPlatform: Text(64).optional(),
});

export const getBomPage = defineEndpoint({
  name: 'getBomPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/BOM/bomPage',
  summary: 'BOM 分页列表（最近修改的在前）；可按关键字（编号、名称）与产品平台筛选',
  access: P.fmea.BOM.query,
  query: BomPageQuery,
  data: pagedResult(BomSummaryDto),
});

export const getBom = defineEndpoint({
  name: 'getBom',
  method: 'GET',
  base: 'qis',
  path: '/api/app/BOM/bom',
  summary: '一个 BOM 及其全部行（树，父行在前）',
  access: P.fmea.BOM.get,
  query: z.object({ id: Id }),
  data: BomDto,
});

export const createBom = defineEndpoint({
  name: 'createBom',
  method: 'POST',
  base: 'qis',
  path: '/api/app/BOM/createBom',
  summary: `新建 BOM（整棵树一次保存，最多${BOM_MAX_LINES}行、${BOM_MAX_DEPTH}层）；编号重复 9999；行有误 400 指明字段`,
  access: P.fmea.BOM.add,
  body: BomFields,
  data: BomDto,
});

export const editBom = defineEndpoint({
  name: 'editBom',
  method: 'POST',
  base: 'qis',
  path: '/api/app/BOM/editBom',
  summary: '修改 BOM（表头与整棵树一次保存）；版本过期 409',
  access: P.fmea.BOM.edit,
  body: BomFields.extend({ id: Id, version: Version }),
  data: BomDto,
});

export const deleteBom = defineEndpoint({
  name: 'deleteBom',
  method: 'POST',
  base: 'qis',
  path: '/api/app/BOM/deleteBom',
  summary: '删除 BOM 及其全部行',
  access: P.fmea.BOM.delete,
  body: z.object({ id: Id }),
  data: z.boolean(),
});

// Import: an .xls/.xlsx uploaded with fileType 1, first sheet, header row with these columns (any order). A line's
// parent is the nearest line above it one level up. A part number not in the library is added to it when the row
// names the part; the parts and the BOM are written together or not at all.

/** The import sheet's columns, header texts word for word; 层级, 零件号 and 数量 are required. */
export const BOM_IMPORT_COLUMNS = {
  level: '层级',
  partNo: '零件号',
  partName: '零件名称',
  quantity: '数量',
  remark: '备注',
} as const;

export const BomImportBody = z.object({
  filePath: z.string().trim().min(1).max(512),
  /** BOM_IMPORT_TYPES. */
  importType: z.enum(BOM_IMPORT_TYPES),
  /** Required for import type '2' (请选择产品平台). */
  productPlatform: Text(64)
    .nullish()
    .transform((v) => v || null),
  bomNo: Text(BOM_NO_MAX).min(1, '不能为空'),
  name: Text(BOM_NAME_MAX).min(1, '不能为空'),
});

export const BomImportError = z.object({
  row: z.number().int(),
  partNo: z.string(),
  messages: z.array(z.string()),
});
export type BomImportError = z.infer<typeof BomImportError>;

export const BomImportCheck = z.object({ rowCount: z.number().int(), errors: z.array(BomImportError) });
export type BomImportCheck = z.infer<typeof BomImportCheck>;

export const importBom = defineEndpoint({
  name: 'importBom',
  method: 'POST',
  base: 'qis',
  path: '/api/app/BOM/importBom',
  summary:
    '从已上传（fileType 1）的 .xls/.xlsx 导入一个 BOM（库中没有的零件随之加入零件库），全部成功或一个也不写：任何一行有误即 9999（逐行错误见 checkImportBom）；导入类型 2 须选择产品平台（请选择产品平台）',
  access: P.fmea.BOM.import,
  body: BomImportBody,
  data: z.object({ id: z.uuid(), lineCount: z.number().int(), createdPartCount: z.number().int() }),
});

export const checkImportBom = defineEndpoint({
  name: 'checkImportBom',
  method: 'POST',
  base: 'qis',
  path: '/api/app/BOM/checkImportBom',
  summary: '校验已上传的 BOM 导入文件（不写入）：数据行数与逐行错误（行号同 Excel）',
  access: P.fmea.BOM.import,
  mutates: false,
  body: BomImportBody,
  data: BomImportCheck,
});

// PartGather/creatPartGatherByTree: the parts of a BOM (or of one of its lines) gathered as a tree, quantities
// multiplied down the tree: what a FMEA's structure tree is built from. Writes nothing.

export interface PartGatherNode {
  lineId: string;
  partId: string;
  partNo: string;
  partName: string;
  /** This line's quantity times its parents' quantities. */
  totalQuantity: number;
  children: PartGatherNode[];
}
export const PartGatherNode: z.ZodType<PartGatherNode> = z.lazy(() =>
  z.object({
    lineId: z.uuid(),
    partId: z.uuid(),
    partNo: z.string(),
    partName: z.string(),
    totalQuantity: z.number(),
    children: z.array(PartGatherNode),
  }),
);

export const creatPartGatherByTree = defineEndpoint({
  name: 'creatPartGatherByTree',
  method: 'POST',
  base: 'qis',
  path: '/api/app/PartGather/creatPartGatherByTree',
  summary:
    'BOM（或其中一行及其下级）的零件树，数量沿树相乘，供 FMEA 结构树引用（不写入）；须有 BOM 查看或 FMEA 项目编辑的权限',
  access: 'user',
  mutates: false,
  plugin: [1003, 1004, 1005],
  body: z.object({ bomId: Id, lineId: Id.nullish() }),
  data: z.array(PartGatherNode),
});
