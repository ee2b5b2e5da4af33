import { z } from 'zod';
import { FMEA_KINDS, StructureElement } from '../domain/fmea';
import { Id } from './common-schemas';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, VersionField } from './fmea-common';
import { BomDto, BomSummaryDto } from './fmea-library-bom';

// The bill of materials of an FMEA (task node 物料清单, spec §4): a project is linked to one BOM of the BOM library,
// whose lines its team reads through the project (no BOM library right needed), and copies into the structure tree:
// each copied line becomes an element linked to the line and its part; a line already copied is never copied again.
// Paths are ours, beside the spec's ProjectAppServicecs calls.

const DFMEA = FMEA_KINDS.dfmea;

export const BOM_LINK_MESSAGES = {
  noBom: '请先为项目关联物料清单（BOM）',
  bomNotFound: 'BOM不存在或已被删除',
} as const;

/** The project's BOM: the link (with its version) and the BOM with every line; null when none is linked. */
export const ProjectBomDto = z.object({
  projectId: Id,
  link: z.object({ bomId: Id, version: z.number().int() }).nullable(),
  bom: BomDto.nullable(),
});
export type ProjectBomDto = z.infer<typeof ProjectBomDto>;

export const getDfmeaProjectBom = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaProjectBom',
  method: 'GET',
  path: '/api/app/ProjectAppServicecs/dFMEAProjectBom',
  summary: '项目关联的物料清单（BOM）及其全部行；项目成员即可读取（路径为本系统所定）',
  query: ProjectQuery,
  data: ProjectBomDto,
});

export const linkDfmeaProjectBom = fmeaEndpoint(DFMEA, 'edit', {
  name: 'linkDfmeaProjectBom',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/dFMEALinkBom',
  summary:
    '为项目关联 BOM 库中的一个 BOM（bomId 为 null 则取消关联）；已有关联须带其 version，过期则 409（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    bomId: z.uuid('bomId 格式不正确').nullable(),
    /** The link's version; absent while the project has none. */
    version: VersionField.optional(),
  }),
  data: ProjectBomDto,
});

export const listDfmeaBomOptions = fmeaEndpoint(DFMEA, 'edit', {
  name: 'listDfmeaBomOptions',
  method: 'GET',
  path: '/api/app/ProjectAppServicecs/dFMEABomOptions',
  summary: '可供项目关联的 BOM（按编号、名称搜索，最近修改的在前，最多 50 个）；须能编辑该项目（路径为本系统所定）',
  mutates: false,
  query: ProjectQuery.extend({ keyword: z.string().trim().max(100, '关键字不能超过 100 个字符').optional() }),
  data: z.array(BomSummaryDto),
});

export const copyDfmeaBomToStructure = fmeaEndpoint(DFMEA, 'edit', {
  name: 'copyDfmeaBomToStructure',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/dFMEABomToStructure',
  summary:
    '从物料清单复制到结构树：所选 BOM 行（不传则全部）成为结构元素（系统 / 子系统 / 零部件，关联 BOM 行与零件），放在最近的已复制上级行的元素之下，否则放在 parentId 之下（null 为根）；已复制过的行不再复制（路径为本系统所定）',
  body: z.object({
    projectId: ProjectIdField,
    lineIds: z
      .array(z.uuid('BOM 行 id 格式不正确'))
      .min(1, '请至少选择一行')
      .max(2_000, '一次最多复制 2000 行')
      .optional(),
    parentId: z.uuid('上级元素 parentId 格式不正确').nullable().default(null),
  }),
  data: z.object({
    created: z.array(StructureElement),
    /** Chosen lines an element already stood for (not copied again). */
    existing: z.number().int(),
  }),
});
