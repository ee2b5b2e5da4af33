import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, findPermission } from '../permissions/registry';
import { ALL_MODULES, findModule } from './catalogue';
import {
  ALL_PLUGIN_IDS,
  effectivePluginIds,
  findPlugin,
  inPluginOrder,
  isModuleEnabled,
  isPermissionEnabled,
  modulesOfPlugin,
  PLUGIN_MESSAGES,
  PLUGINS,
  pluginChangeProblem,
  pluginNameOf,
  pluginSelectionProblem,
  togglePluginSelection,
} from './plugins';

const all = () => new Set(ALL_PLUGIN_IDS);
const without = (...ids: number[]) => new Set(ALL_PLUGIN_IDS.filter((id) => !ids.includes(id)));

describe('plugin descriptors', () => {
  it('are the ten plugins of the spec, in id order, with unique ids', () => {
    expect(ALL_PLUGIN_IDS).toEqual([1003, 1004, 1005, 1007, 1009, 1010, 1012, 1013, 1014, 1020]);
    expect(findPlugin(1020)).toMatchObject({ pluginName: '质量文件', pluginVersion: '1.0', isOfficial: true });
    expect(findPlugin(1013)?.pluginName).toBe('数理统计');
    expect(findPlugin(9999)).toBeUndefined();
    expect(pluginNameOf(1004)).toBe('MSR');
    expect(pluginNameOf(9999)).toBe('9999');
  });

  it('depend only on plugins that exist, MSR and the FMEA home page on the base FMEA (DFMEA)', () => {
    for (const p of PLUGINS)
      for (const d of p.dependPlugins) expect(findPlugin(d), `${p.pluginId} -> ${d}`).toBeDefined();
    expect(findPlugin(1004)?.dependPlugins).toEqual([1003]);
    expect(findPlugin(1012)?.dependPlugins).toEqual([1003]);
  });

  it('make system management (1014) the only core plugin', () => {
    expect(PLUGINS.filter((p) => p.isCore).map((p) => p.pluginId)).toEqual([1014]);
  });

  it('name permission roots that are points of the registry', () => {
    for (const p of PLUGINS)
      for (const root of p.permissionRoots) expect(findPermission(root), `${p.pluginId}: ${root}`).toBeDefined();
  });

  it('gate catalogue modules by plugins that exist', () => {
    for (const module of ALL_MODULES)
      for (const id of module.plugins ?? []) expect(findPlugin(id), `${module.key} -> ${id}`).toBeDefined();
    expect(modulesOfPlugin(1013).map((m) => m.key)).toEqual(['statistics']);
    expect(modulesOfPlugin(1009).map((m) => m.key)).toEqual(['newSevenTools']);
    expect(modulesOfPlugin(1010).map((m) => m.key)).toEqual(['oldSevenTools']);
    expect(modulesOfPlugin(1007).map((m) => m.key)).toEqual(['qfd']);
    expect(modulesOfPlugin(1020).map((m) => m.key)).toEqual(['qualityFiles']);
    for (const id of [1003, 1004, 1005]) expect(modulesOfPlugin(id).map((m) => m.key)).toEqual(['fmea']);
  });
});

describe('inPluginOrder', () => {
  it('answers the ids of a set in plugin id order, leaving out unknown ones', () => {
    expect(inPluginOrder(new Set([1020, 4242, 1003, 1014]))).toEqual([1003, 1014, 1020]);
  });
});

describe('effectivePluginIds', () => {
  it('always adds the core plugin and drops unknown ids', () => {
    expect([...effectivePluginIds([])]).toEqual([1014]);
    expect([...effectivePluginIds([1013, 4242])].sort()).toEqual([1013, 1014]);
  });

  it('leaves out a plugin stored without its dependency', () => {
    expect(effectivePluginIds([1004, 1012]).has(1004)).toBe(false);
    expect(effectivePluginIds([1003, 1004]).has(1004)).toBe(true);
  });
});

describe('pluginChangeProblem', () => {
  it('refuses enabling a plugin whose dependency is disabled, naming the dependency', () => {
    expect(pluginChangeProblem(without(1003, 1004), 1004, true)).toBe('请先启用依赖插件：DFMEA');
    expect(pluginChangeProblem(without(1004), 1004, true)).toBeNull();
  });

  it('refuses disabling a plugin another enabled plugin depends on, naming the dependents', () => {
    expect(pluginChangeProblem(all(), 1003, false)).toBe('插件“MSR、FMEA主题自定义首页”依赖此插件，无法停用');
    expect(pluginChangeProblem(without(1012), 1003, false)).toBe('插件“MSR”依赖此插件，无法停用');
    expect(pluginChangeProblem(without(1004, 1012), 1003, false)).toBeNull();
  });

  it('never lets the core plugin be disabled', () => {
    expect(pluginChangeProblem(all(), 1014, false)).toBe('插件“系统管理”为核心插件，无法停用');
  });

  it('allows asking for the state a plugin already has, and names an unknown plugin', () => {
    expect(pluginChangeProblem(all(), 1013, true)).toBeNull();
    expect(pluginChangeProblem(without(1013), 1013, false)).toBeNull();
    expect(pluginChangeProblem(all(), 1, true)).toBe(PLUGIN_MESSAGES.unknown(1));
  });
});

describe('pluginSelectionProblem', () => {
  it('accepts a selection closed under dependencies (the core plugin need not be listed)', () => {
    expect(pluginSelectionProblem([])).toBeNull();
    expect(pluginSelectionProblem([1003, 1004, 1013])).toBeNull();
  });

  it('refuses a plugin chosen without its dependency, and an unknown id', () => {
    expect(pluginSelectionProblem([1004])).toBe('插件“MSR”依赖插件“DFMEA”，请一并选择');
    expect(pluginSelectionProblem([1003, 77])).toBe('插件 77 不存在');
  });
});

describe('togglePluginSelection', () => {
  it('ticking a plugin ticks its dependency; the core plugin stays ticked', () => {
    expect(togglePluginSelection([], 1004, true)).toEqual([1003, 1004, 1014]);
  });

  it('unticking a plugin unticks what depends on it', () => {
    expect(togglePluginSelection([1003, 1004, 1012, 1013, 1014], 1003, false)).toEqual([1013, 1014]);
  });

  it('cannot untick the core plugin', () => {
    expect(togglePluginSelection([1014], 1014, false)).toEqual([1014]);
  });
});

describe('isModuleEnabled', () => {
  it('keeps a module of no plugin, and a gated one while any of its plugins is enabled', () => {
    const fmea = findModule('fmea');
    const statistics = findModule('statistics');
    const spc = findModule('spc');
    if (!fmea || !statistics || !spc) throw new Error('catalogue changed');
    expect(isModuleEnabled(spc, new Set())).toBe(true);
    expect(isModuleEnabled(statistics, without(1013))).toBe(false);
    expect(isModuleEnabled(statistics, all())).toBe(true);
    expect(isModuleEnabled(fmea, new Set([1005]))).toBe(true);
    expect(isModuleEnabled(fmea, without(1003, 1004, 1005))).toBe(false);
  });
});

describe('isPermissionEnabled', () => {
  it('keeps every point while every plugin is enabled', () => {
    for (const p of ALL_PERMISSIONS) expect(isPermissionEnabled(p.key, all()), p.key).toBe(true);
  });

  it('drops a plugin root and everything below it', () => {
    const noQfd = without(1007);
    expect(isPermissionEnabled('QFDManager', noQfd)).toBe(false);
    expect(isPermissionEnabled('QFDManager.QualityRequirementLibrary', noQfd)).toBe(false);
    expect(isPermissionEnabled('FMEAManager', noQfd)).toBe(true);
  });

  it('keeps the shared FMEA points while one FMEA kind is enabled, and drops the other kinds', () => {
    const onlyPfmea = without(1003, 1004, 1012);
    expect(isPermissionEnabled('FMEAManager', onlyPfmea)).toBe(true);
    expect(isPermissionEnabled('FMEAManager.MyPFMEA', onlyPfmea)).toBe(true);
    expect(isPermissionEnabled('FMEAManager.Pages_MyDFMEA', onlyPfmea)).toBe(false);
    expect(isPermissionEnabled('DFMEAManager.FunctionLibrary', onlyPfmea)).toBe(false);
    expect(isPermissionEnabled('FMEAStatistics_Paged.DFMEAPaged', onlyPfmea)).toBe(false);
    expect(isPermissionEnabled('FMEAStatistics_Paged.PFMEAPaged', onlyPfmea)).toBe(true);
    const noFmea = without(1003, 1004, 1005, 1012);
    expect(isPermissionEnabled('FMEAManager', noFmea)).toBe(false);
    expect(isPermissionEnabled('FMEAManager.Pages_BOM', noFmea)).toBe(false);
  });

  it('drops the home page management with plugin 1012 and keeps points of no plugin', () => {
    expect(isPermissionEnabled('HomePageManager', without(1012))).toBe(false);
    expect(isPermissionEnabled('SystemManager.Users', without(1012))).toBe(true);
    expect(isPermissionEnabled('QAMManager.AnnualPlan', new Set([1014]))).toBe(true);
    expect(isPermissionEnabled('Common', new Set())).toBe(true);
    expect(isPermissionEnabled('no.such.point', new Set())).toBe(true);
  });
});
