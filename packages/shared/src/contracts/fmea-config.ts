import { z } from 'zod';
import { FMEA_KIND_PLUGIN, FMEA_KINDS, FmeaGeneralConfig, FmeaKindConfig } from '../domain/fmea';
import { P } from '../permissions/registry';
import { defineEndpoint } from './define';
import { VersionField } from './fmea-common';

// The FMEA configuration of the tenant (spec §7 "FMEA configuration"): the general settings (fMEAConfigure: read by
// every FMEA user, changed by holders of 流程配置) and each kind's (dFMEAConfigure now; pFMEAConfigure and
// fMEAMsrConfigure with their kinds). A save names the version it read; a stale one gets 409.

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

export const getDfmeaConfigure = defineEndpoint({
  name: 'getDfmeaConfigure',
  method: 'GET',
  base: 'qis',
  path: '/api/app/dFMEAConfigure/fMEAConfigure',
  summary: 'DFMEA 配置：哪些措施优先级须有优化措施（H，或 H 与 M）',
  access: 'user',
  plugin: FMEA_KIND_PLUGIN[FMEA_KINDS.dfmea],
  data: FmeaKindConfigDto,
});

export const updateDfmeaConfigure = defineEndpoint({
  name: 'updateDfmeaConfigure',
  method: 'PUT',
  base: 'qis',
  path: '/api/app/dFMEAConfigure/fMEAConfigure',
  summary: '修改 DFMEA 配置；version 过期则 409',
  access: P.fmea.DFMEAConfigure.edit,
  plugin: FMEA_KIND_PLUGIN[FMEA_KINDS.dfmea],
  body: FmeaKindConfig.required().extend({ version: VersionField }),
  data: FmeaKindConfigDto,
});
