import { z } from 'zod';
import { P } from '../permissions';
import { Id, Version } from './common-schemas';
import { defineEndpoint } from './define';
import { DICTIONARY_CODE_PATTERN } from './dictionary';

// Product platforms (/ProductPlatformManagement, behind FMEAManager.ProductPlatFrom): the items of the
// `productPlatform` dictionary, which BOMs, parts and projects are filed under (a BOM imported with type '2' must name
// one: 请选择产品平台). A platform's code is what BOMs store, so it is fixed once created; a platform is disabled,
// never deleted. Paths are ours, under /api/app/ProductPlatform/.

export const ProductPlatformItemDto = z.object({
  id: Id,
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sort: z.number().int(),
  isActive: z.boolean(),
  /** BOMs filed under the platform. */
  bomCount: z.number().int(),
  version: z.number().int(),
});
export type ProductPlatformItemDto = z.infer<typeof ProductPlatformItemDto>;

const Name = z.string().trim().min(1, '平台名称不能为空').max(100, '平台名称不能超过 100 个字符');
const Description = z
  .string()
  .trim()
  .max(500, '说明不能超过 500 个字符')
  .nullish()
  .transform((v) => v || null);

export const listProductPlatforms = defineEndpoint({
  name: 'listProductPlatforms',
  method: 'GET',
  base: 'qis',
  path: '/api/app/ProductPlatform/productPlatformList',
  summary: '产品平台列表（数据字典 productPlatform 的全部项，含停用的），按排序号；可按关键字（编码、名称）与状态筛选',
  access: P.fmea.ProductPlatform.query,
  query: z.object({
    keyword: z.string().trim().max(100, '关键字不能超过 100 个字符').optional(),
    isActive: z
      .enum(['true', 'false'], 'isActive 须为 true 或 false')
      .transform((v) => v === 'true')
      .optional(),
  }),
  data: z.array(ProductPlatformItemDto),
});

export const createProductPlatform = defineEndpoint({
  name: 'createProductPlatform',
  method: 'POST',
  base: 'qis',
  path: '/api/app/ProductPlatform/createProductPlatform',
  summary: '新增产品平台（启用，排在最后）；编码重复 9999',
  access: P.fmea.ProductPlatform.add,
  body: z.object({
    code: z.string().trim().regex(DICTIONARY_CODE_PATTERN, '平台编码须为 1-50 位字母、数字、下划线、点或短横线'),
    name: Name,
    description: Description,
  }),
  data: ProductPlatformItemDto,
});

export const editProductPlatform = defineEndpoint({
  name: 'editProductPlatform',
  method: 'POST',
  base: 'qis',
  path: '/api/app/ProductPlatform/editProductPlatform',
  summary: '修改产品平台的名称与说明（编码不可改：BOM 以编码归属平台）；version 过期则 409',
  access: P.fmea.ProductPlatform.edit,
  body: z.object({ id: Id, version: Version, name: Name, description: Description }),
  data: ProductPlatformItemDto,
});

const StatusBody = z.object({ id: Id, version: Version });

export const enableProductPlatform = defineEndpoint({
  name: 'enableProductPlatform',
  method: 'POST',
  base: 'qis',
  path: '/api/app/ProductPlatform/enableProductPlatform',
  summary: '启用产品平台；version 过期则 409',
  access: P.fmea.ProductPlatform.enable,
  body: StatusBody,
  data: ProductPlatformItemDto,
});

export const disableProductPlatform = defineEndpoint({
  name: 'disableProductPlatform',
  method: 'POST',
  base: 'qis',
  path: '/api/app/ProductPlatform/disableProductPlatform',
  summary: '停用产品平台：不再供新 BOM 与导入选择，已归属的 BOM 不变；version 过期则 409',
  access: P.fmea.ProductPlatform.disable,
  body: StatusBody,
  data: ProductPlatformItemDto,
});
