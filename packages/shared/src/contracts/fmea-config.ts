import { z } from 'zod';
import { FMEA_KIND_PLUGIN, FMEA_KINDS, FmeaGeneralConfig, FmeaKindConfig, PfmeaDisplayConfig } from '../domain/fmea';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { VersionField } from './fmea-common';

// The FMEA configuration of the tenant (spec §7 "FMEA configuration"): the general settings (fMEAConfigure: read by
// every FMEA user, changed by holders of 流程配置) and each kind's (dFMEAConfigure, fMEAMsrConfigure). A save names the version it read; a stale one gets 409. pFMEAConfigure is the PFMEA's display
// configuration (spec §3), which the spec keeps for the session only: it belongs to the caller's sign-in session,
// not to the tenant, and each new session starts from the defaults.

export const FmeaGeneralConfigDto = FmeaGeneralConfig.extend({ version: z.number().int() });
export const FmeaKindConfigDto = FmeaKindConfig.extend({ version: z.number().int() });

export const getFmeaConfigure = defineEndpoint({
  name: 'getFmeaConfigure',
  method: 'GET',
  base: 'qis',
  path: '/api/app/fMEAConfigure/fMEAConfigure',
  summary: 'FMEA 通用配置：是否开启项目管理（isOpenProjectManage）',
  access: 'user',
  plugin: FMEA_KIND_PLUGIN[FMEA_KINDS.dfmea],
  data: FmeaGeneralConfigDto,
});

export const changeFmeaConfigure = defineEndpoint({
  name: 'changeFmeaConfigure',
  method: 'POST',
  base: 'qis',
  path: '/api/app/fMEAConfigure/changeFMEAConfigure',
  summary: '修改 FMEA 通用配置；version 过期则 409',
  access: P.fmea.ProcessConfig.edit,
  plugin: FMEA_KIND_PLUGIN[FMEA_KINDS.dfmea],
  body: FmeaGeneralConfig.required().extend({ version: VersionField }),
  data: FmeaGeneralConfigDto,
});

/**
 * A kind's configuration (which action priorities need an optimization action), read by any signed-in user of the
 * kind's plugin and changed by holders of its configuration point.
 */
function kindConfigEndpoints(spec: {
  kind: typeof FMEA_KINDS.dfmea | typeof FMEA_KINDS.msr;
  prefix: 'Dfmea' | 'Msr';
  label: string;
  getPath: string;
  updatePath: string;
  updateNote?: string;
  editPoint: typeof P.fmea.DFMEAConfigure.edit;
}) {
  const plugin = FMEA_KIND_PLUGIN[spec.kind];
  return {
    get: defineEndpoint({
      name: `get${spec.prefix}Configure`,
      method: 'GET',
      base: 'qis',
      path: spec.getPath,
      summary: `${spec.label} 配置：哪些措施优先级须有优化措施（H，或 H 与 M）`,
      access: 'user',
      plugin,
      data: FmeaKindConfigDto,
    }),
    update: defineEndpoint({
      name: `update${spec.prefix}Configure`,
      method: 'PUT',
      base: 'qis',
      path: spec.updatePath,
      summary: `修改 ${spec.label} 配置；version 过期则 409${spec.updateNote ?? ''}`,
      access: spec.editPoint,
      plugin,
      body: FmeaKindConfig.required().extend({ version: VersionField }),
      data: FmeaKindConfigDto,
    }),
  };
}

const dfmeaConfigure = kindConfigEndpoints({
  kind: FMEA_KINDS.dfmea,
  prefix: 'Dfmea',
  label: 'DFMEA',
  getPath: '/api/app/dFMEAConfigure/fMEAConfigure',
  updatePath: '/api/app/dFMEAConfigure/fMEAConfigure',
  editPoint: P.fmea.DFMEAConfigure.edit,
});
export const getDfmeaConfigure = dfmeaConfigure.get;
export const updateDfmeaConfigure = dfmeaConfigure.update;

const msrConfigure = kindConfigEndpoints({
  kind: FMEA_KINDS.msr,
  prefix: 'Msr',
  label: 'FMEA-MSR',
  getPath: '/api/app/fMEAMsrConfigure/fMEAMsrConfigure',
  updatePath: '/api/app/fMEAMsrConfigure/fMEAConfigure',
  updateNote: '（规格写作 fMEAMsrConfigure 下的 PUT fMEAConfigure）',
  editPoint: P.fmea.FMEAMSRConfigure.edit,
});
export const getMsrConfigure = msrConfigure.get;
export const updateMsrConfigure = msrConfigure.update;

/**
 * Who has a PFMEA display to configure: holders of a point that shows PFMEA screens (the PFMEA projects, the overview,
 * the typical, shared and square lists) or of PFMEA配置. The configuration is theirs for the session, so reading and
 * saving it need the same.
 */
export const PFMEA_DISPLAY_POINTS = [
  P.fmea.MyPFMEA.query,
  P.fmea.ProjectView.query,
  P.fmea.TypicalFMEA.query,
  P.fmea.SharedFMEA.query,
  P.fmea.PFMEASquare.query,
  P.fmea.PFMEAConfigure.get,
  P.fmea.PFMEAConfigure.edit,
] as const;

export const PfmeaDisplayConfigDto = PfmeaDisplayConfig.extend({ version: z.number().int() });
export type PfmeaDisplayConfigDto = z.infer<typeof PfmeaDisplayConfigDto>;

export const getPfmeaDisplayConfigure = defineEndpoint({
  name: 'getPfmeaDisplayConfigure',
  method: 'GET',
  base: 'qis',
  path: '/api/app/pFMEAConfigure/pFMEAConfigure',
  summary:
    'PFMEA 显示配置（仅本次会话有效，新登录为默认值）：风险分析、优化与结果的排序，是否显示图表与控制计划，结果视图；须有 PFMEA 项目或 PFMEA 配置的权限',
  access: 'user',
  plugin: FMEA_KIND_PLUGIN[FMEA_KINDS.pfmea],
  data: PfmeaDisplayConfigDto,
});

export const updatePfmeaDisplayConfigure = defineEndpoint({
  name: 'updatePfmeaDisplayConfigure',
  method: 'PUT',
  base: 'qis',
  path: '/api/app/pFMEAConfigure/pFMEAConfigure',
  summary: '修改本次会话的 PFMEA 显示配置（六项均须给出）；version 过期则 409；须有 PFMEA 项目或 PFMEA 配置的权限',
  access: 'user',
  // The caller's own session's display, as a profile or favourites are theirs: it changes nothing anyone else sees.
  ownData: true,
  plugin: FMEA_KIND_PLUGIN[FMEA_KINDS.pfmea],
  body: PfmeaDisplayConfig.required().extend({ version: VersionField }),
  data: PfmeaDisplayConfigDto,
});
