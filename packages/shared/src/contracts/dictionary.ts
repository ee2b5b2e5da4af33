import { z } from 'zod';
import { findModule } from '../modules/catalogue';
import { P } from '../permissions';
import { Id, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// ---------------------------------------------------------------------------------------------------------
// Data dictionary (/Dictionary, shell spec §7): types (named lists such as customer names or product platforms)
// and their items. Two call families over the same tables: dataDictionary/* (the management screen and the option
// lists) and newDataDictionary/* (a type with its items in one call, as the newer modules use them). Management
// needs the Dictionary point; the option reads business modules make need only a signed-in user.

/** A type or item code: what modules store. Letters, digits, `_`, `.` and `-`, starting with a letter or digit. */
export const DICTIONARY_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,49}$/;

/** Answer (code 9999) when a type code, or an item code within its type, is taken. */
export const DICTIONARY_CODE_TAKEN = '编码已存在';

const Code = z.string().trim().regex(DICTIONARY_CODE_PATTERN, '编码须为 1-50 位字母、数字、下划线、点或短横线');
const Name = z.string().trim().min(1, '请输入名称').max(100);
const Description = z.string().trim().max(500).nullable().optional();
const Sort = z.number().int().min(0).max(1_000_000);
/** The module catalogue key a dictionary belongs to (fmea, qfd, qam ...); null for general dictionaries. */
const ModuleKey = z
  .string()
  .refine((key) => findModule(key) !== undefined, '未知的模块')
  .nullable()
  .optional();
const Keyword = z.string().trim().max(100).optional();
/** Query: only the dictionaries of this catalogue module. */
const ModuleFilter = z.string().trim().max(50).optional();
/** Query flag `true` / `false`; absent: both. */
const ActiveFilter = z.enum(['true', 'false']).transform((v) => v === 'true');
/** Moves a row one place: -1 up (earlier), 1 down (later). */
const Direction = z.union([z.literal(-1), z.literal(1)]);

export const DictionaryTypeDto = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  moduleKey: z.string().nullable(),
  description: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
  /** Seeded for the business modules: cannot be deleted, code cannot change. */
  isSystem: z.boolean(),
  itemCount: z.number().int(),
  /** ISO 8601. */
  creationTime: z.string(),
  version: z.number().int(),
});
export type DictionaryTypeDto = z.infer<typeof DictionaryTypeDto>;

export const DictionaryItemDto = z.object({
  id: z.uuid(),
  typeId: z.uuid(),
  parentId: z.uuid().nullable(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type DictionaryItemDto = z.infer<typeof DictionaryItemDto>;

/** An option of a select: the stored code and the displayed name. */
export const DictionaryOption = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
});
export type DictionaryOption = z.infer<typeof DictionaryOption>;

export const DictionaryItemOption = DictionaryOption.extend({
  parentId: z.uuid().nullable(),
  description: z.string().nullable(),
  sort: z.number().int(),
});
export type DictionaryItemOption = z.infer<typeof DictionaryItemOption>;

const TypeFields = z.object({
  code: Code,
  name: Name,
  moduleKey: ModuleKey,
  description: Description,
  /** Absent: after the last type (new) or unchanged (edit). */
  sort: Sort.optional(),
  /** Absent: enabled (new) or unchanged (edit). */
  isActive: z.boolean().optional(),
});
export type DictionaryTypeFields = z.input<typeof TypeFields>;

const ItemFields = z.object({
  code: Code,
  name: Name,
  description: Description,
  /** An item of the same type this one sits under (one level only); null or absent: top level. */
  parentId: Id.nullable().optional(),
  /** Absent: after the last item of the type (new) or unchanged (edit). */
  sort: Sort.optional(),
  /** Absent: enabled (new) or unchanged (edit). */
  isActive: z.boolean().optional(),
});
export type DictionaryItemFields = z.input<typeof ItemFields>;

const IdBody = z.object({ id: Id });
const ActiveBody = z.object({ id: Id, version: Version, isActive: z.boolean() });
const MoveBody = z.object({ id: Id, direction: Direction });

// ---------------------------------------------------------------------------------------------------------
// dataDictionary/*: types

export const getDataDictionaryList = defineEndpoint({
  name: 'getDataDictionaryList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/dataDictionary/dataDictionaryList',
  summary: '数据字典类型分页列表，按排序号；keyword 匹配编码或名称，可按模块与启用状态筛选',
  access: P.system.Dictionary.query,
  query: PageQuery.extend({
    keyword: Keyword,
    moduleKey: ModuleFilter,
    isActive: ActiveFilter.optional(),
  }),
  data: pagedResult(DictionaryTypeDto),
});

export const selectDataDictionaryList = defineEndpoint({
  name: 'selectDataDictionaryList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/dataDictionary/selectDataDictionaryList',
  summary: '启用的数据字典类型（下拉选项），按排序号；可按模块筛选',
  access: 'user',
  query: z.object({ moduleKey: ModuleFilter }),
  data: z.array(DictionaryOption),
});

export const createDataDictionary = defineEndpoint({
  name: 'createDataDictionary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/dataDictionary',
  summary: '新增数据字典类型；编码在租户内唯一（不区分大小写），重复则 9999 编码已存在',
  access: P.system.Dictionary.add,
  body: TypeFields,
  data: DictionaryTypeDto,
});

export const editDataDictionary = defineEndpoint({
  name: 'editDataDictionary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/editDataDictionary',
  summary: '修改数据字典类型（version 为读取时的版本，过期则 409）；系统字典的编码不能修改',
  access: P.system.Dictionary.edit,
  body: TypeFields.extend({ id: Id, version: Version }),
  data: DictionaryTypeDto,
});

export const delDataDictionary = defineEndpoint({
  name: 'delDataDictionary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/delDataDictionary',
  summary: '删除数据字典类型及其全部字典项；系统字典不能删除',
  access: P.system.Dictionary.delete,
  body: IdBody,
  data: z.null(),
});

export const changeDataDictionaryActive = defineEndpoint({
  name: 'changeDataDictionaryActive',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/changeDataDictionaryActive',
  summary: '启用或停用数据字典类型（停用后其选项不再提供给业务模块；version 过期则 409）',
  access: P.system.Dictionary.edit,
  body: ActiveBody,
  data: DictionaryTypeDto,
});

export const moveDataDictionary = defineEndpoint({
  name: 'moveDataDictionary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/moveDataDictionary',
  summary: '数据字典类型上移（direction -1）或下移（1）一位，并将全部类型的排序号重排为 1..n；答复排序号有变化的类型',
  access: P.system.Dictionary.edit,
  body: MoveBody,
  data: z.array(DictionaryTypeDto),
});

// ---------------------------------------------------------------------------------------------------------
// dataDictionary/*: items

export const getDataDictionaryItemList = defineEndpoint({
  name: 'getDataDictionaryItemList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/dataDictionary/dataDictionaryItemList',
  summary: '一个数据字典类型的字典项分页列表，按排序号；keyword 匹配编码或名称，可按启用状态筛选',
  access: P.system.Dictionary.query,
  query: PageQuery.extend({ typeId: Id, keyword: Keyword, isActive: ActiveFilter.optional() }),
  data: pagedResult(DictionaryItemDto),
});

export const selectDataDictionaryItemList = defineEndpoint({
  name: 'selectDataDictionaryItemList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/dataDictionary/selectDataDictionaryItemList',
  summary: '按类型编码取启用的字典项（下拉选项），按排序号；类型已停用则为空，类型不存在则 404',
  access: 'user',
  query: z.object({ code: Code }),
  data: z.array(DictionaryItemOption),
});

export const createDataDictionaryItem = defineEndpoint({
  name: 'createDataDictionaryItem',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/item',
  summary: '新增字典项；编码在类型内唯一（不区分大小写），重复则 9999 编码已存在',
  access: P.system.Dictionary.add,
  body: ItemFields.extend({ typeId: Id }),
  data: DictionaryItemDto,
});

export const editDataDictionaryItem = defineEndpoint({
  name: 'editDataDictionaryItem',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/editItem',
  summary: '修改字典项（version 为读取时的版本，过期则 409）',
  access: P.system.Dictionary.edit,
  body: ItemFields.extend({ id: Id, version: Version }),
  data: DictionaryItemDto,
});

export const delDataDictionaryItem = defineEndpoint({
  name: 'delDataDictionaryItem',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/delDataDictionaryItem',
  summary: '删除一个字典项（连同其下级字典项）',
  access: P.system.Dictionary.delete,
  body: IdBody,
  data: z.null(),
});

export const delBatchDataDictionaryItem = defineEndpoint({
  name: 'delBatchDataDictionaryItem',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/delBatchDataDictionaryItem',
  summary: '批量删除字典项（连同其下级字典项）；任一 id 不存在则 404 且不删除任何一项',
  access: P.system.Dictionary.delete,
  body: z.object({ ids: z.array(Id).max(500) }),
  data: z.object({ deletedCount: z.number().int() }),
});

export const changeDataDictionaryItemActive = defineEndpoint({
  name: 'changeDataDictionaryItemActive',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/changeItemActive',
  summary: '启用或停用字典项（version 过期则 409）',
  access: P.system.Dictionary.edit,
  body: ActiveBody,
  data: DictionaryItemDto,
});

export const moveDataDictionaryItem = defineEndpoint({
  name: 'moveDataDictionaryItem',
  method: 'POST',
  base: 'qis',
  path: '/api/app/dataDictionary/moveItem',
  summary:
    '字典项在同级中上移（direction -1）或下移（1）一位，并将同级字典项的排序号重排为 1..n；答复排序号有变化的字典项',
  access: P.system.Dictionary.edit,
  body: MoveBody,
  data: z.array(DictionaryItemDto),
});

// ---------------------------------------------------------------------------------------------------------
// newDataDictionary/*: a type with its items

/** An item in a dictionary tree: its type and parent are where it sits. */
export const DictionaryNode = DictionaryItemDto.omit({ typeId: true, parentId: true });
export type DictionaryNode = z.infer<typeof DictionaryNode>;
const NewDictionaryItem = DictionaryNode.extend({
  /** Items under this one (one level). */
  children: z.array(DictionaryNode),
});
export const NewDictionaryType = DictionaryTypeDto.omit({ itemCount: true }).extend({
  items: z.array(NewDictionaryItem),
});
export type NewDictionaryType = z.infer<typeof NewDictionaryType>;

export const getDataDictionaryTypeByType = defineEndpoint({
  name: 'getDataDictionaryTypeByType',
  method: 'GET',
  base: 'qis',
  path: '/api/app/newDataDictionary/dataDictionaryTypeByType',
  summary: '按类型编码取一个字典：类型信息与其启用的字典项（下级项在 children 中）；类型已停用则无字典项，不存在则 404',
  access: 'user',
  query: z.object({ type: Code }),
  data: NewDictionaryType,
});

export const getNewDataDictionaryList = defineEndpoint({
  name: 'getNewDataDictionaryList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/newDataDictionary/dataDictionaryList',
  summary: '全部数据字典类型及其字典项（树形：下级项在 children 中），按排序号；keyword 匹配类型编码或名称',
  access: P.system.Dictionary.query,
  query: z.object({ keyword: Keyword, moduleKey: ModuleFilter }),
  data: z.array(NewDictionaryType),
});

const NewItemInput = z.object({
  /** Absent: a new item. */
  id: Id.optional(),
  code: Code,
  name: Name,
  description: Description,
  /** Absent: enabled (new) or unchanged (existing). */
  isActive: z.boolean().optional(),
});

export const orUpdateDataDictionary = defineEndpoint({
  name: 'orUpdateDataDictionary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/newDataDictionary/orUpdateDataDictionary',
  summary:
    '一次保存一个字典：无 id 时新增类型（还需新增权限），有 id 时修改（version 过期则 409）；items 为完整的顶级字典项列表，依次排序，带 id 的修改、不带 id 的新增，未列出的删除',
  access: P.system.Dictionary.edit,
  body: TypeFields.extend({
    id: Id.optional(),
    version: Version.optional(),
    items: z.array(NewItemInput).max(1000),
  }),
  data: NewDictionaryType,
});

export const delNewDataDictionary = defineEndpoint({
  name: 'delNewDataDictionary',
  method: 'POST',
  base: 'qis',
  path: '/api/app/newDataDictionary/delDataDictionary',
  summary: '删除数据字典类型及其全部字典项；系统字典不能删除',
  access: P.system.Dictionary.delete,
  body: IdBody,
  data: z.null(),
});

// ---------------------------------------------------------------------------------------------------------
// common/dictionaryDataType

export const getDictionaryDataType = defineEndpoint({
  name: 'getDictionaryDataType',
  method: 'GET',
  base: 'qis',
  path: '/api/app/common/dictionaryDataType',
  summary: '启用的数据字典类型（下拉选项），按排序号；可按模块筛选',
  access: 'user',
  query: z.object({ moduleKey: ModuleFilter }),
  data: z.array(DictionaryOption.extend({ moduleKey: z.string().nullable() })),
});
