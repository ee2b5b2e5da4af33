import { z } from 'zod';
import { FMEA_KINDS } from '../domain/fmea';
import { Id } from './common-schemas';
import { PageQuery, pagedResult } from './define';
import {
  DeletedDto,
  FmeaCategoryField,
  fmeaEndpoint,
  IsoDateField,
  ProjectIdField,
  requiredText,
  textField,
  VersionField,
} from './fmea-common';

// FMEA projects (spec §3 "Recent FMEA row", §4 progress and status tag): the header of step 1 (planning and
// preparation), the team with project roles and edit rights, the due date of each task node, the AP table version and
// the SOD standard the project rates with. The record-level rule on top of the point: a project is read by its owner,
// its team and holders of the FMEA overview points, written by its owner or a team member with canEdit (403).
// Spec-named: ProjectAppServicecs/dFMEAProjectList, permissionsManage/batchChangeProjectRole. The create, read,
// edit and delete of one project are ours, in the style of ProjectAppServicecs (say so in their summaries).

const DFMEA = FMEA_KINDS.dfmea;

export const TeamMemberInput = z.object({
  userId: z.uuid('团队成员 userId 格式不正确'),
  /** The member's role in this project, e.g. 设计工程师, 试验工程师 (free text of the FMEA dictionary). */
  projectRole: textField('项目角色', 50),
  /** May change the project's net; read-only members only read. */
  canEdit: z.boolean('canEdit 须为 true 或 false'),
});
export type TeamMemberInput = z.infer<typeof TeamMemberInput>;

export const TeamMemberDto = TeamMemberInput.extend({ userName: z.string(), name: z.string() });
export type TeamMemberDto = z.infer<typeof TeamMemberDto>;

/**
 * Due date of one task node (spec §4 task nodes, e.g. DFMEA 10032 bill of materials … 100313 results): the planned
 * end of the node's task (fmea-tasks.ts), which is where it is kept; a project answers those that have one.
 */
export const NodeDueDate = z.object({
  nodeId: z.number().int('任务节点 nodeId 须为整数'),
  dueDate: IsoDateField('节点计划完成时间').nullable(),
});
export type NodeDueDate = z.infer<typeof NodeDueDate>;

/** The editable header (step 1). */
export const FmeaProjectHeaderInput = z.object({
  category: FmeaCategoryField,
  projectNO: requiredText('FMEA编号', 50),
  projectName: requiredText('FMEA名称', 200),
  customerName: textField('客户名称', 100),
  modelYear: textField('车型年/项目', 50),
  subject: textField('分析对象', 500),
  startTime: IsoDateField('开始时间'),
  overTime: IsoDateField('计划完成时间'),
  ownerId: z.uuid('负责人 ownerId 格式不正确'),
  confidentiality: textField('保密等级', 50),
  /** Design responsibility (department or company). */
  responsibility: textField('设计职责', 100),
  location: textField('地点', 100),
});
export type FmeaProjectHeaderInput = z.infer<typeof FmeaProjectHeaderInput>;

/** The header as a results version keeps it. */
export const FmeaProjectHeader = FmeaProjectHeaderInput.extend({
  kind: z.number().int(),
  ownerName: z.string(),
  apTableVersion: z.string(),
  sodStandardId: Id.nullable(),
  team: z.array(TeamMemberDto),
  nodeTimes: z.array(NodeDueDate),
});
export type FmeaProjectHeader = z.infer<typeof FmeaProjectHeader>;

export const FmeaProjectDto = FmeaProjectHeader.extend({
  id: Id,
  /** Progress stage 0–7 (spec §4), computed by domain progressStage from the net. */
  speedOfProgressh: z.number().int(),
  workFlowStatus: z.number().int(),
  projectStatus: z.number().int(),
  createTime: z.string(),
  /** The caller may change the net (owner, or a team member with canEdit). */
  isPower: z.boolean(),
  isOwner: z.boolean(),
  /** The caller manages the team and the node plan (owner, or holder of the project-management point 项目视图·编辑). */
  canManage: z.boolean(),
  version: z.number().int(),
});
export type FmeaProjectDto = z.infer<typeof FmeaProjectDto>;

/** A row of the project lists (spec §3 "Recent FMEA row"; its field names, spelling included). */
export const FmeaProjectListItem = z.object({
  id: Id,
  type: z.number().int(),
  category: z.number().int(),
  projectNO: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  speedOfProgressh: z.number().int(),
  startTime: z.string(),
  overTime: z.string(),
  ownerId: Id,
  owerIdName: z.string(),
  partGatherNum: z.number().int(),
  workFlowStatus: z.number().int(),
  projectStatus: z.number().int(),
  isPower: z.boolean(),
  createTime: z.string(),
  version: z.number().int(),
});
export type FmeaProjectListItem = z.infer<typeof FmeaProjectListItem>;

export const CreateFmeaProjectBody = FmeaProjectHeaderInput.extend({
  team: z.array(TeamMemberInput).max(100, '团队成员不能超过 100 人').default([]),
  nodeTimes: z.array(NodeDueDate).max(50).default([]),
  /** The SOD standard to rate with (default: the tenant's, once the libraries have one). */
  sodStandardId: Id.nullable().default(null),
});
export type CreateFmeaProjectBody = z.infer<typeof CreateFmeaProjectBody>;

/**
 * List filters: type 2 projects where the caller has a task not yet due (not approved, end today or later or none),
 * 3 those where the caller has an overdue task (not approved, end before today): the task list's 'more' links.
 */
export const FmeaProjectListQuery = PageQuery.extend({
  keyword: z.string().trim().max(100, '关键字不能超过 100 个字符').optional(),
  category: z.coerce.number().pipe(FmeaCategoryField).optional(),
  /** projectStatus: 0 in progress, 1 cancelled. */
  status: z.coerce.number().int().min(0, 'status 须为 0 或 1').max(1, 'status 须为 0 或 1').optional(),
  type: z.coerce.number().int().min(2, 'type 须为 2 或 3').max(3, 'type 须为 2 或 3').optional(),
});

export const createDfmeaProject = fmeaEndpoint(DFMEA, 'add', {
  name: 'createDfmeaProject',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/createDFMEAProject',
  summary:
    '新建 DFMEA 项目（路径为本系统所定）：表头、团队成员及其角色和编辑权限、各任务节点计划时间；记录所用 AP 表版本与 SOD 标准',
  body: CreateFmeaProjectBody,
  data: FmeaProjectDto,
});

export const listDfmeaProjects = fmeaEndpoint(DFMEA, 'query', {
  name: 'listDfmeaProjects',
  method: 'GET',
  path: '/api/app/ProjectAppServicecs/dFMEAProjectList',
  summary:
    '我的 DFMEA 项目（本人负责或参与的）分页列表；可按关键字（编号、名称、客户）、类别、状态筛选，type=2 本人有未到期任务的项目，type=3 本人有已逾期任务的项目',
  query: FmeaProjectListQuery,
  data: pagedResult(FmeaProjectListItem),
});

export const getDfmeaProject = fmeaEndpoint(DFMEA, 'get', {
  name: 'getDfmeaProject',
  method: 'GET',
  path: '/api/app/ProjectAppServicecs/dFMEAProject',
  summary: '读取一个 DFMEA 项目（路径为本系统所定）：表头、团队、进度 0–7、状态、version',
  query: z.object({ id: ProjectIdField }),
  data: FmeaProjectDto,
});

export const EditFmeaProjectBody = FmeaProjectHeaderInput.extend({
  id: ProjectIdField,
  version: VersionField,
  nodeTimes: z.array(NodeDueDate).max(50).optional(),
});

export const editDfmeaProject = fmeaEndpoint(DFMEA, 'edit', {
  name: 'editDfmeaProject',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/editDFMEAProject',
  summary: '修改 DFMEA 项目表头与节点计划时间（路径为本系统所定）；version 过期则 409',
  body: EditFmeaProjectBody,
  data: FmeaProjectDto,
});

export const deleteDfmeaProject = fmeaEndpoint(DFMEA, 'delete', {
  name: 'deleteDfmeaProject',
  method: 'POST',
  path: '/api/app/ProjectAppServicecs/deleteDFMEAProject',
  summary: '删除 DFMEA 项目及其全部分析数据和结果版本（路径为本系统所定），仅项目负责人；version 过期则 409',
  body: z.object({ id: ProjectIdField, version: VersionField }),
  data: DeletedDto,
});

export const BatchChangeProjectRoleBody = z.object({
  projectId: ProjectIdField,
  version: VersionField,
  team: z.array(TeamMemberInput).max(100, '团队成员不能超过 100 人'),
});

export const batchChangeDfmeaProjectRole = fmeaEndpoint(DFMEA, 'edit', {
  name: 'batchChangeDfmeaProjectRole',
  method: 'POST',
  path: '/api/app/permissionsManage/batchChangeProjectRole',
  summary:
    '设置 DFMEA 项目团队：成员、项目角色、编辑权限（整体替换），仅项目负责人或项目管理员（项目视图·编辑）；移出团队或失去编辑权限的成员，其未提交的任务改为未指派；version 过期则 409',
  body: BatchChangeProjectRoleBody,
  data: FmeaProjectDto,
});
