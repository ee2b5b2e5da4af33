import { z } from 'zod';
import { P } from '../permissions';
import { ExportedWorkbook, Id, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// The parts library (/productList) and its part types (/FMEAProductListType), behind FMEAManager.Pages_PartsLibrary.
// The spec names productType/productTypeTreeExtend; the other paths are ours, in its style.

export const PART_TYPE_NAME_MAX = 50;
/** Part types nest at most this deep (a root type is level 1). */
export const PART_TYPE_MAX_DEPTH = 5;
export const PART_NO_MAX = 64;
export const PART_NAME_MAX = 100;
export const PART_TEXT_MAX = 100;
export const PART_DESCRIPTION_MAX = 500;
export const PART_IMPORT_MAX_ROWS = 5_000;

/** Business refusals of the parts library (9999). */
export const PARTS_MESSAGES = {
  typeNameTaken: '同一上级下已有此名称的零件类型',
  typeHasChildren: '该类型下还有子类型，不能删除',
  typeHasParts: '该类型下还有零件，不能删除',
  typeCycle: '不能把类型移到它自己或它的下级之下',
  typeTooDeep: `零件类型最多${PART_TYPE_MAX_DEPTH}级`,
  partNoTaken: '零件号已存在',
  partInBom: '零件已被BOM引用，不能删除',
} as const;

const Text = (max: number) => z.string().trim().max(max);
const Optional = (max: number) =>
  Text(max)
    .nullish()
    .transform((v) => (v ? v : null));

// ---------------------------------------------------------------------------------------------------------
// Part types

export interface PartTypeNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
  /** Parts of this type itself (not of its sub-types). */
  partCount: number;
  version: number;
  children: PartTypeNode[];
}
export const PartTypeNode: z.ZodType<PartTypeNode> = z.lazy(() =>
  z.object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    name: z.string(),
    sort: z.number().int(),
    partCount: z.number().int(),
    version: z.number().int(),
    children: z.array(PartTypeNode),
  }),
);

export const PartTypeFields = z.object({
  name: Text(PART_TYPE_NAME_MAX).min(1, '不能为空'),
  /** null: a root type. */
  parentId: Id.nullish().transform((v) => v ?? null),
});

export const getProductTypeTree = defineEndpoint({
  name: 'getProductTypeTree',
  method: 'GET',
  base: 'qis',
  path: '/api/app/productType/productTypeTreeExtend',
  summary: '零件类型树（同级按排序与名称），每个类型带其直属零件数',
  access: P.fmea.PartsLibrary.query,
  data: z.array(PartTypeNode),
});

export const createProductType = defineEndpoint({
  name: 'createProductType',
  method: 'POST',
  base: 'qis',
  path: '/api/app/productType/createProductType',
  summary: `新建零件类型（根类型或某类型的子类型，最多${PART_TYPE_MAX_DEPTH}级）；同级重名 9999`,
  access: P.fmea.PartsLibrary.add,
  body: PartTypeFields,
  data: PartTypeNode,
});

export const editProductType = defineEndpoint({
  name: 'editProductType',
  method: 'POST',
  base: 'qis',
  path: '/api/app/productType/editProductType',
  summary: '修改零件类型的名称或上级（不能移到自己或下级之下）；版本过期 409',
  access: P.fmea.PartsLibrary.edit,
  body: PartTypeFields.extend({ id: Id, version: Version }),
  data: PartTypeNode,
});

export const deleteProductType = defineEndpoint({
  name: 'deleteProductType',
  method: 'POST',
  base: 'qis',
  path: '/api/app/productType/deleteProductType',
  summary: '删除零件类型：有子类型或零件时不能删除（9999）',
  access: P.fmea.PartsLibrary.delete,
  body: z.object({ id: Id }),
  data: z.boolean(),
});

// ---------------------------------------------------------------------------------------------------------
// Parts

export const PartFields = z.object({
  partNo: Text(PART_NO_MAX).min(1, '不能为空'),
  name: Text(PART_NAME_MAX).min(1, '不能为空'),
  typeId: Id.nullish().transform((v) => v ?? null),
  drawingNo: Optional(PART_TEXT_MAX),
  material: Optional(PART_TEXT_MAX),
  description: Optional(PART_DESCRIPTION_MAX),
});
export type PartFields = z.input<typeof PartFields>;

export const PartDto = z.object({
  id: z.uuid(),
  partNo: z.string(),
  name: z.string(),
  typeId: z.uuid().nullable(),
  /** The type's path from its root, e.g. 制动系统/制动钳; null without a type. */
  typeName: z.string().nullable(),
  drawingNo: z.string().nullable(),
  material: z.string().nullable(),
  description: z.string().nullable(),
  /** ISO 8601. */
  updateTime: z.string(),
  version: z.number().int(),
});
export type PartDto = z.infer<typeof PartDto>;

export const PartsPageQuery = PageQuery.extend({
  /** Part of the part number, name or drawing number, case-insensitive. */
  keyword: Text(100).optional(),
  /** Parts of this type and of every type below it. */
  typeId: Id.optional(),
});

export const getPartsPage = defineEndpoint({
  name: 'getPartsPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/partsLibrary/partsPage',
  summary: '零件分页列表（按零件号）；可按关键字（零件号、名称、图号）与类型（含下级类型）筛选',
  access: P.fmea.PartsLibrary.query,
  query: PartsPageQuery,
  data: pagedResult(PartDto),
});

export const getPart = defineEndpoint({
  name: 'getPart',
  method: 'GET',
  base: 'qis',
  path: '/api/app/partsLibrary/part',
  summary: '一个零件',
  access: P.fmea.PartsLibrary.get,
  query: z.object({ id: Id }),
  data: PartDto,
});

export const createPart = defineEndpoint({
  name: 'createPart',
  method: 'POST',
  base: 'qis',
  path: '/api/app/partsLibrary/createPart',
  summary: '新建零件；零件号在本租户内唯一（不分大小写，9999）',
  access: P.fmea.PartsLibrary.add,
  body: PartFields,
  data: PartDto,
});

export const editPart = defineEndpoint({
  name: 'editPart',
  method: 'POST',
  base: 'qis',
  path: '/api/app/partsLibrary/editPart',
  summary: '修改零件；版本过期 409',
  access: P.fmea.PartsLibrary.edit,
  body: PartFields.extend({ id: Id, version: Version }),
  data: PartDto,
});

export const deleteParts = defineEndpoint({
  name: 'deleteParts',
  method: 'POST',
  base: 'qis',
  path: '/api/app/partsLibrary/deleteParts',
  summary: '删除一个或多个零件，全部删除或一个也不删（任一不存在：404）',
  access: P.fmea.PartsLibrary.delete,
  body: z.object({ ids: z.array(Id).min(1, '请至少选择一个零件').max(500) }),
  data: z.object({ deletedCount: z.number().int() }),
});

// Import: an .xls/.xlsx uploaded with fileType 1, first sheet, header row with these columns (any order).

/** The import sheet's columns, header texts word for word; 零件号 and 零件名称 are required. */
export const PART_IMPORT_COLUMNS = {
  partNo: '零件号',
  name: '零件名称',
  type: '零件类型',
  drawingNo: '图号',
  material: '材料',
  description: '描述',
} as const;

/** One bad row of a parts import: its row number as Excel shows it, the part number it names, what is wrong. */
export const PartImportError = z.object({
  row: z.number().int(),
  partNo: z.string(),
  messages: z.array(z.string()),
});
export type PartImportError = z.infer<typeof PartImportError>;

export const PartImportCheck = z.object({ rowCount: z.number().int(), errors: z.array(PartImportError) });
export type PartImportCheck = z.infer<typeof PartImportCheck>;

const ImportFileBody = z.object({ filePath: z.string().trim().min(1).max(512) });

export const importParts = defineEndpoint({
  name: 'importParts',
  method: 'POST',
  base: 'qis',
  path: '/api/app/partsLibrary/importParts',
  summary:
    '从已上传（fileType 1）的 .xls/.xlsx 导入零件，全部成功或一个也不导入：任何一行有误即 9999（逐行错误见 checkImportParts）；文件无法读取：400',
  access: P.fmea.PartsLibrary.import,
  body: ImportFileBody,
  data: z.object({ importedCount: z.number().int() }),
});

export const checkImportParts = defineEndpoint({
  name: 'checkImportParts',
  method: 'POST',
  base: 'qis',
  path: '/api/app/partsLibrary/checkImportParts',
  summary: '校验已上传的零件导入文件（不写入）：数据行数与逐行错误（行号同 Excel）',
  access: P.fmea.PartsLibrary.import,
  mutates: false,
  body: ImportFileBody,
  data: PartImportCheck,
});

export const getPartsImportTemplate = defineEndpoint({
  name: 'getPartsImportTemplate',
  method: 'GET',
  base: 'qis',
  path: '/api/app/partsLibrary/importPartsTemplate',
  summary: '零件导入模板 .xlsx（表头与一行示例，示例行不会导入）',
  access: P.fmea.PartsLibrary.import,
  data: ExportedWorkbook,
});
