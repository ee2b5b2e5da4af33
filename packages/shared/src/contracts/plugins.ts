import { z } from 'zod';
import { P } from '../permissions';
import { defineEndpoint } from './define';

/** A plugin as the calls show it (shell spec §3 "Plugin", field names as the spec spells them). */
export const PluginDescriptorDto = z.object({
  pluginId: z.number().int(),
  pluginName: z.string(),
  pluginDescription: z.string(),
  pluginVersion: z.string(),
  isOfficial: z.boolean(),
  dependPlugins: z.array(z.number().int()),
  isWeb: z.boolean(),
  isRear: z.boolean(),
  /** Core plugin: always enabled, cannot be disabled. */
  isCore: z.boolean(),
  /** Names of the header-menu modules the plugin brings. */
  moduleNames: z.array(z.string()),
});
export type PluginDescriptorDto = z.infer<typeof PluginDescriptorDto>;

/** A plugin with whether the caller's tenant has it enabled. */
export const PluginDto = PluginDescriptorDto.extend({ isEnabled: z.boolean() });
export type PluginDto = z.infer<typeof PluginDto>;

export const getPlugins = defineEndpoint({
  name: 'getPlugins',
  method: 'GET',
  base: 'qis',
  path: '/api/app/common/plugin',
  summary: '插件列表：全部插件及其在当前租户是否启用（前端据此隐藏未启用插件的功能）',
  access: 'user',
  data: z.array(PluginDto),
});

export const getModuleManagement = defineEndpoint({
  name: 'getModuleManagement',
  method: 'GET',
  base: 'qis',
  path: '/api/app/common/moduleManagement',
  summary: '插件管理列表：全部插件、依赖与本租户的启用状态',
  access: P.system.PlugIn.query,
  data: z.array(PluginDto),
});

export const plugDataBase = defineEndpoint({
  name: 'plugDataBase',
  method: 'POST',
  base: 'qis',
  path: '/api/app/common/plugDataBase',
  summary:
    '为本租户启用或停用一个插件：启用需其依赖插件均已启用，停用需无已启用插件依赖它，核心插件不可停用（停用另需 disable 权限）；答复更新后的插件管理列表',
  access: P.system.PlugIn.enable,
  body: z.object({ pluginId: z.number().int(), isEnabled: z.boolean() }),
  data: z.array(PluginDto),
});
