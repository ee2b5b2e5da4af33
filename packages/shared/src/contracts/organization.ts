import { z } from 'zod';
import { P } from '../permissions';
import { Id, IdParams, Version } from './common-schemas';
import { defineEndpoint, PageQuery, pagedResult } from './define';

// ---------------------------------------------------------------------------------------------------------
// Organization (departments) and posts. The spec names Organization/curUserOrgProductPlatFormList; the other
// paths are ours, in the same /api/app/Organization/ service.

/** One organization as it is edited (no children). */
export const OrganizationDto = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  sort: z.number().int(),
  /** The organization's head (负责人). */
  leaderId: z.uuid().nullable(),
  leaderName: z.string().nullable(),
  version: z.number().int(),
});
export type OrganizationDto = z.infer<typeof OrganizationDto>;

/** One node of the organization tree, children sorted by `sort` then name. */
export interface OrganizationNode extends OrganizationDto {
  children: OrganizationNode[];
}

export const OrganizationNode: z.ZodType<OrganizationNode> = z.object({
  ...OrganizationDto.shape,
  get children() {
    return z.array(OrganizationNode);
  },
});

export const getOrganizationTree = defineEndpoint({
  name: 'getOrganizationTree',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Organization/organizationTree',
  summary: '本租户的组织树（部门），同级按排序号、名称排序；任何登录用户可读（其他模块的组织选择用）',
  access: 'user',
  data: z.array(OrganizationNode),
});

const OrganizationName = z.string().trim().min(1, '请输入组织名称').max(50);
const OptionalCode = z.string().trim().max(50).nullable().default(null);
const Sort = z.number().int().min(0).max(99_999).default(0);

const OrganizationFields = z.object({
  /** null: a top-level organization. */
  parentId: z.uuid().nullable(),
  name: OrganizationName,
  code: OptionalCode,
  sort: Sort,
  /** The head (负责人): a user of the tenant, or null. */
  leaderId: z.uuid().nullable().default(null),
});

export const getOrganization = defineEndpoint({
  name: 'getOrganization',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Organization/organization',
  summary: '一个组织（含版本号，编辑用）',
  access: P.system.Organization.get,
  query: IdParams,
  data: OrganizationDto,
});

export const createOrganization = defineEndpoint({
  name: 'createOrganization',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Organization/createOrganization',
  summary: '新建组织（parentId 为上级组织，null 为顶级）；同级组织名称不能重复',
  access: P.system.Organization.add,
  body: OrganizationFields,
  data: OrganizationDto,
});

export const updateOrganization = defineEndpoint({
  name: 'updateOrganization',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Organization/updateOrganization',
  summary:
    '修改组织：重命名、移动（改 parentId，不能移到自身或其下级之下）、排序、设置负责人（version 为读取时的版本，过期则 409）',
  access: P.system.Organization.edit,
  body: OrganizationFields.extend({ id: Id, version: Version }),
  data: OrganizationDto,
});

export const deleteOrganization = defineEndpoint({
  name: 'deleteOrganization',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Organization/deleteOrganization',
  summary: '删除组织；有下级组织、用户或岗位时拒绝（9999）',
  access: P.system.Organization.delete,
  body: IdParams,
  data: z.null(),
});

/** A user holding a post. */
export const PostHolder = z.object({ id: z.uuid(), name: z.string(), userName: z.string() });

export const PostDto = z.object({
  id: z.uuid(),
  organizationId: z.uuid().nullable(),
  organizationName: z.string().nullable(),
  name: z.string(),
  code: z.string().nullable(),
  sort: z.number().int(),
  /** Users whose post this is. */
  holders: z.array(PostHolder),
  version: z.number().int(),
});
export type PostDto = z.infer<typeof PostDto>;

/** One node of the organization post display: the organization, its posts with their holders, its children. */
export interface OrganizationPostsNode extends OrganizationDto {
  posts: PostDto[];
  children: OrganizationPostsNode[];
}

export const OrganizationPostsNode: z.ZodType<OrganizationPostsNode> = z.object({
  ...OrganizationDto.shape,
  posts: z.array(PostDto),
  get children() {
    return z.array(OrganizationPostsNode);
  },
});

export const getOrganizationPosts = defineEndpoint({
  name: 'getOrganizationPosts',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Organization/organizationPosts',
  summary: '组织岗位展示：组织树，每个组织带其岗位及岗位上的用户',
  access: P.system.Organization.query,
  data: z.array(OrganizationPostsNode),
});

/** One product platform (dictionary type `productPlatform`). */
export const ProductPlatformDto = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
});
export type ProductPlatformDto = z.infer<typeof ProductPlatformDto>;

export const getCurUserOrgProductPlatFormList = defineEndpoint({
  name: 'getCurUserOrgProductPlatFormList',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Organization/curUserOrgProductPlatFormList',
  summary: '当前用户所在组织可选的产品平台（数据字典 productPlatform 中启用的项，按排序号）',
  access: 'user',
  data: z.array(ProductPlatformDto),
});

// ---------------------------------------------------------------------------------------------------------
// Posts (岗位), each belonging to an organization. Paths are ours, under /api/app/Post/.

const PostFields = z.object({
  name: z.string().trim().min(1, '请输入岗位名称').max(50),
  code: OptionalCode,
  organizationId: Id,
  sort: Sort,
});

export const getPostListPage = defineEndpoint({
  name: 'getPostListPage',
  method: 'GET',
  base: 'qis',
  path: '/api/app/Post/postListPage',
  summary: '岗位分页列表，按组织、排序号、名称；可按组织与名称/编码（包含）筛选',
  access: P.system.Posts.query,
  query: PageQuery.extend({
    organizationId: Id.optional(),
    filter: z.string().trim().max(50).optional(),
  }),
  data: pagedResult(PostDto),
});

export const createPost = defineEndpoint({
  name: 'createPost',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Post/createPost',
  summary: '新建岗位；同一组织下岗位名称不能重复，岗位编码在租户内唯一',
  access: P.system.Posts.add,
  body: PostFields,
  data: PostDto,
});

export const updatePost = defineEndpoint({
  name: 'updatePost',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Post/updatePost',
  summary: '修改岗位（version 为读取时的版本，过期则 409）',
  access: P.system.Posts.edit,
  body: PostFields.extend({ id: Id, version: Version }),
  data: PostDto,
});

export const deletePost = defineEndpoint({
  name: 'deletePost',
  method: 'POST',
  base: 'qis',
  path: '/api/app/Post/deletePost',
  summary: '删除岗位；有用户在此岗位时拒绝（9999）',
  access: P.system.Posts.delete,
  body: IdParams,
  data: z.null(),
});
