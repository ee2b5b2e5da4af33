import { z } from 'zod';
import { FMEA_CATEGORY_VALUES, FMEA_KIND_PLUGIN, FMEA_KINDS, type FmeaKind } from '../domain/fmea';
import type { PermissionAction } from '../permissions/define';
import { P } from '../permissions/registry';
import { Id } from './common-schemas';
import { defineEndpoint } from './define';

// What every FMEA call shares, whatever its kind (DFMEA now, PFMEA and MSR next): the project's access point and
// plugin by kind, the messages of the record-level rules and the net's business refusals, and the project id every
// call carries so the server can apply the record-level policy (policies/fmea-project.ts) before it reads anything.

/** The "my FMEA" point of each kind: reads need its get/query, writes its edit (add to create, delete to delete). */
export const FMEA_KIND_POINT = {
  [FMEA_KINDS.dfmea]: P.fmea.MyDFMEA,
  [FMEA_KINDS.pfmea]: P.fmea.MyPFMEA,
  [FMEA_KINDS.msr]: P.fmea.MyFMEAMSR,
} as const;

export const FMEA_MESSAGES = {
  projectNotFound: 'FMEA项目不存在或已被删除',
  noReadRight: '您不是该FMEA项目的成员，无权查看',
  noEditRight: '您没有编辑该FMEA项目的权限，请联系项目负责人',
  ownerOnly: '只有项目负责人可以执行此操作',
  adminOnly: '只有租户管理员可以以管理员身份执行此操作',
  elementNotFound: '结构元素不存在或已被删除',
  parentNotFound: '上级结构元素不存在',
  elementIntoItself: '不能把结构元素移动到其自身或其下级之下',
  interfaceNotFound: '接口不存在或已被删除',
  interfaceSelf: '接口的两端不能是同一结构元素',
  functionNotFound: '功能不存在或已被删除',
  moveFailuresToOtherElement: '失效只能转移到同一结构元素的另一个功能',
  failureNotFound: '失效不存在或已被删除',
  failureType: '该失效的类型不符',
  failureLinkTypes: '失效关系只能是 失效原因→失效模式、失效模式→失效模式 或 失效模式→失效影响',
  linkExists: '该关系已存在',
  linkNotFound: '该关系不存在',
  chainNotFound: '失效链不存在（请先关联失效原因与失效模式）',
  actionNotFound: '优化措施不存在或已被删除',
  dvpNotFound: 'DVP&R 条目不存在或已被删除',
  versionNotFound: '结果版本不存在',
  teamOwner: '项目负责人不能同时列为团队成员',
  teamDuplicate: '团队成员不能重复',
  userNotFound: '用户不存在',
  nodeUnknown: '任务节点不存在',
  datesOrder: '计划完成时间不能早于开始时间',
} as const;

/** A project id in a query string or body. */
export const ProjectIdField = z.uuid('项目 id 格式不正确');
export const ProjectQuery = z.object({ projectId: ProjectIdField });

/** Text fields of the requests, with Chinese messages naming the field. */
export function textField(label: string, max: number) {
  return z.string().trim().max(max, `${label}不能超过 ${max} 个字符`);
}
export function requiredText(label: string, max: number) {
  return z.string().trim().min(1, `${label}不能为空`).max(max, `${label}不能超过 ${max} 个字符`);
}
export const IsoDateField = (label: string) => z.iso.date(`${label}须为 yyyy-MM-dd 日期`);
export const RatingField = (label: string) =>
  z.number().int(`${label}须为整数`).min(1, `${label}须为 1–10`).max(10, `${label}须为 1–10`);
export const VersionField = z.number().int('version 须为整数').min(1, 'version 须大于 0');
export const FmeaCategoryField = z.union(
  FMEA_CATEGORY_VALUES.map((value) => z.literal(value)),
  '类别须为 1（基础）、2（项目）或 3（家族）',
);

/** One endpoint of an FMEA kind: access is that kind's point with `action`, gated by the kind's plugin. */
export function fmeaEndpoint<
  D extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(
  kind: FmeaKind,
  action: Extract<PermissionAction, 'get' | 'query' | 'edit' | 'add' | 'delete' | 'export' | 'import'>,
  input: {
    name: string;
    method: 'GET' | 'POST';
    path: string;
    summary: string;
    query?: Q;
    body?: B;
    data: D;
    mutates?: boolean;
    bodyLimit?: number;
    multipart?: boolean;
  },
) {
  return defineEndpoint({
    ...input,
    base: 'qis',
    access: FMEA_KIND_POINT[kind][action],
    plugin: FMEA_KIND_PLUGIN[kind],
  });
}

/** A removed id with the counts of what went with it. */
export const DeletedDto = z.object({ id: Id, deleted: z.boolean() });
