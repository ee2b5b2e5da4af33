import { z } from 'zod';
import { BoundaryDiagram, FMEA_KINDS, INTERFACE_TYPES } from '../domain/fmea';
import { Id } from './common-schemas';
import { fmeaEndpoint, ProjectIdField, ProjectQuery, VersionField } from './fmea-common';

// The boundary diagram (task node 边界图): the structure and its interfaces drawn with AntV X6; what a project stores
// is the focus element and the positions of the boxes (domain boundary-diagram.ts), saved with a version. The spec
// names POST projectAppServicecs/resetDInterfaceRelationJson (written with its lower-case p) and GET
// InterfacePartRelation/interFaceRelationTypeListForScreen; the read is ours, in their style. The interfaces
// themselves are saved through InterfacePartRelation/OrEditInterfaceRelation and DelInterfaceRelation (fmea-net.ts).

const DFMEA = FMEA_KINDS.dfmea;

/** A project's stored diagram; `diagram` null (and version null) until it is first saved. */
export const BoundaryDiagramDto = z.object({
  projectId: Id,
  diagram: BoundaryDiagram.nullable(),
  version: z.number().int().nullable(),
});
export type BoundaryDiagramDto = z.infer<typeof BoundaryDiagramDto>;

export const getDfmeaBoundaryDiagram = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaBoundaryDiagram',
  method: 'GET',
  path: '/api/app/projectAppServicecs/dInterfaceRelationJson',
  summary: '项目边界图的布局（关注元素与各方框的位置）；未保存过则为 null（路径为本系统所定）',
  query: ProjectQuery,
  data: BoundaryDiagramDto,
});

export const saveDfmeaBoundaryDiagram = fmeaEndpoint(DFMEA, 'edit', {
  name: 'saveDfmeaBoundaryDiagram',
  method: 'POST',
  path: '/api/app/projectAppServicecs/resetDInterfaceRelationJson',
  summary:
    '保存边界图布局（diagram），或 reset 为 true 时按结构重新生成布局（可指定 focusId）；已保存过须带 version，过期则 409；不属于项目的元素位置被略去',
  body: z
    .object({
      projectId: ProjectIdField,
      /** The stored diagram's version; absent for the first save. */
      version: VersionField.optional(),
      diagram: BoundaryDiagram.optional(),
      reset: z.boolean('reset 须为布尔值').default(false),
      /** With reset: the element to draw as the boundary (else the stored one, or the first root). */
      focusId: z.uuid('focusId 格式不正确').nullable().optional(),
    })
    .refine((body) => body.reset || body.diagram !== undefined, {
      message: '保存时须提供 diagram',
      path: ['diagram'],
    }),
  data: BoundaryDiagramDto,
});

/** An interface type as the boundary diagram's legend and pickers show it. */
export const InterfaceTypeDto = z.object({
  type: z.enum(INTERFACE_TYPES),
  /** The item code of the fmeaInterfaceType dictionary (P, M, E, I, H). */
  code: z.string(),
  /** The dictionary item's name, or the type's own name when the tenant has no such item. */
  name: z.string(),
  color: z.string(),
  /** False when the tenant disabled the dictionary item: kept in the legend, not offered for new interfaces. */
  isActive: z.boolean(),
});
export type InterfaceTypeDto = z.infer<typeof InterfaceTypeDto>;

export const getInterfaceRelationTypes = fmeaEndpoint(DFMEA, 'get', {
  name: 'getInterfaceRelationTypes',
  method: 'GET',
  path: '/api/app/InterfacePartRelation/interFaceRelationTypeListForScreen',
  summary: '边界图与接口分析的接口类型（物理、物料、能量、信息、人机）：名称取自数据字典 fmeaInterfaceType，带图例颜色',
  data: z.array(InterfaceTypeDto),
});
