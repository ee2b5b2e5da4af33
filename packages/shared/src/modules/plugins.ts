import { findPermission } from '../permissions/registry';
import { ALL_MODULES, type ModuleDefinition } from './catalogue';

/**
 * A plugin of the platform (shell spec §3 "Plugin", modules spec §1): a tenant has it enabled or not. A disabled
 * plugin's modules leave the header's module menu (catalogue `plugins`), its permission points leave every user's
 * authority points (so its routes and side-menu entries go) and the endpoints guarded by them answer 403.
 */
export interface PluginDescriptor {
  readonly pluginId: number;
  readonly pluginName: string;
  readonly pluginDescription: string;
  readonly pluginVersion: string;
  readonly isOfficial: boolean;
  /** Plugins that must be enabled while this one is. */
  readonly dependPlugins: readonly number[];
  /** The plugin has screens in the web app. */
  readonly isWeb: boolean;
  /** The plugin has calls on the server ("rear" end). */
  readonly isRear: boolean;
  /** A core plugin is always enabled and cannot be disabled. */
  readonly isCore: boolean;
  /**
   * Permission points this plugin owns, with everything below them in the permission tree. A point listed by
   * several plugins (the FMEA roots shared by DFMEA, PFMEA and MSR) stays while any of them is enabled.
   */
  readonly permissionRoots: readonly string[];
}

export const PLUGIN_IDS = {
  dfmea: 1003,
  msr: 1004,
  pfmea: 1005,
  qfd: 1007,
  newSevenTools: 1009,
  oldSevenTools: 1010,
  fmeaHomePage: 1012,
  statistics: 1013,
  system: 1014,
  qualityFiles: 1020,
} as const;

const { dfmea, msr, pfmea } = PLUGIN_IDS;

// Points every FMEA kind shares: the FMEA menu itself and the FMEA statistics (FMEAStatistics_Paged, whose children
// are per kind). They stay while DFMEA, PFMEA or MSR is enabled.
const FMEA_SHARED_ROOTS = ['FMEAManager', 'FMEAStatistics_Paged'];
const perKind = (kind: 'DFMEAPaged' | 'PFMEAPaged' | 'FMEAMSRPaged') =>
  ['BasicsFMEA_Paged', 'OrdinaryFMEA_Paged', 'FamilyFMEA_Paged', 'FMEAStatistics_Paged'].map((g) => `${g}.${kind}`);

const plugin = (
  pluginId: number,
  pluginName: string,
  pluginDescription: string,
  extra: { dependPlugins?: readonly number[]; permissionRoots?: readonly string[]; isCore?: boolean } = {},
): PluginDescriptor => ({
  pluginId,
  pluginName,
  pluginDescription,
  pluginVersion: '1.0',
  isOfficial: true,
  dependPlugins: extra.dependPlugins ?? [],
  isWeb: true,
  isRear: true,
  isCore: extra.isCore ?? false,
  permissionRoots: extra.permissionRoots ?? [],
});

/**
 * The plugins of shell spec §3, in id order. MSR (1004) builds on the base FMEA, which is DFMEA (1003): the
 * monitoring-and-system-response analysis extends a design FMEA's structure. The FMEA-themed home page (1012) shows
 * FMEA data and so depends on the same base FMEA, 1003. Plugin 1011 (its web flag hides 修改密码) is not modelled.
 */
export const PLUGINS: readonly PluginDescriptor[] = [
  plugin(dfmea, 'DFMEA', '设计失效模式及影响分析：DFMEA 项目、DFMEA 知识库与标准库、DFMEA 广场与配置', {
    permissionRoots: [
      ...FMEA_SHARED_ROOTS,
      'FMEAManager.Pages_MyDFMEA',
      'DFMEAManager.Pages_DFMEASquare',
      'DFMEAManager.DFMEAConfigure',
      'DFMEAknowledgeList',
      'DfmeaStandard',
      ...perKind('DFMEAPaged'),
    ],
  }),
  plugin(msr, 'MSR', '监视及系统响应 FMEA（FMEA-MSR）：基于基础 FMEA 的 MSR 项目、广场与配置', {
    dependPlugins: [dfmea],
    permissionRoots: [
      ...FMEA_SHARED_ROOTS,
      'FMEAManager.Pages_MyFMEAMSR',
      'FMEAMSRManager.Pages_FMEAMSRSquare',
      'FMEAMSRManager.FMEAMSRConfigure',
      ...perKind('FMEAMSRPaged'),
    ],
  }),
  plugin(pfmea, 'PFMEA', '过程失效模式及影响分析：PFMEA 项目、PFMEA 知识库与标准库、PFMEA 广场与配置', {
    permissionRoots: [
      ...FMEA_SHARED_ROOTS,
      'FMEAManager.MyPFMEA',
      'PFMEAManager.Pages_PFMEASquare',
      'PFMEAManager.PFMEAConfigure',
      'PFMEAknowledgeList',
      'PfmeaStandard',
      ...perKind('PFMEAPaged'),
    ],
  }),
  plugin(PLUGIN_IDS.qfd, 'QFD', '质量功能展开：质量屋、零件与过程展开、QFD 知识库与问卷', {
    permissionRoots: ['QFDManager'],
  }),
  plugin(PLUGIN_IDS.newSevenTools, '新七种工具', '亲和图、关联图、系统图、矩阵图、矩阵数据分析法、PDPC 法、箭线图', {
    permissionRoots: ['NewSevenTools'],
  }),
  plugin(PLUGIN_IDS.oldSevenTools, '老七种工具', '检查表、分层法、排列图、因果图、直方图、散布图、控制图', {
    permissionRoots: ['OldSevenTools'],
  }),
  plugin(PLUGIN_IDS.fmeaHomePage, 'FMEA主题自定义首页', '以 FMEA 为主题、按角色配置的自定义首页与看板卡片', {
    dependPlugins: [dfmea],
    permissionRoots: ['HomePageManager'],
  }),
  plugin(PLUGIN_IDS.statistics, '数理统计', '过程能力分析、一元线性回归、单因素与双因素方差分析、正交试验', {
    permissionRoots: ['MathematicalStatistics'],
  }),
  plugin(PLUGIN_IDS.system, '系统管理', '用户、角色、组织、数据字典、流程、公告与日志等系统管理功能（核心插件）', {
    isCore: true,
    permissionRoots: ['SystemManager'],
  }),
  plugin(PLUGIN_IDS.qualityFiles, '质量文件', '质量文件的编制、发布与文件体系管理'),
];

export const ALL_PLUGIN_IDS: readonly number[] = PLUGINS.map((p) => p.pluginId);

/** The plugins of a set, in plugin id order: how a tenant's plugins are stored and answered. */
export const inPluginOrder = (ids: ReadonlySet<number>): number[] => ALL_PLUGIN_IDS.filter((id) => ids.has(id));

/** The plugin with this id, or undefined. */
export function findPlugin(pluginId: number): PluginDescriptor | undefined {
  return PLUGINS.find((p) => p.pluginId === pluginId);
}

/** The plugin's name, or its id for one that does not exist. */
export const pluginNameOf = (pluginId: number): string => findPlugin(pluginId)?.pluginName ?? String(pluginId);

/** The messages of plugin changes; the server answers them as business errors (9999), the web shows them. */
export const PLUGIN_MESSAGES = {
  disabled: '插件未启用',
  unknown: (pluginId: number) => `插件 ${pluginId} 不存在`,
  enableNeedsDependencies: (names: readonly string[]) => `请先启用依赖插件：${names.join('、')}`,
  disableHasDependents: (names: readonly string[]) => `插件“${names.join('、')}”依赖此插件，无法停用`,
  coreCannotDisable: (name: string) => `插件“${name}”为核心插件，无法停用`,
  selectionNeedsDependencies: (name: string, dependencies: readonly string[]) =>
    `插件“${name}”依赖插件“${dependencies.join('、')}”，请一并选择`,
} as const;

/**
 * The plugins a tenant effectively has from its stored ids: unknown ids dropped, core plugins always added, and a
 * plugin whose dependency is missing left out (stored data never turns a dependent on without its base).
 */
export function effectivePluginIds(stored: Iterable<number>): Set<number> {
  const wanted = new Set(stored);
  const enabled = new Set<number>();
  for (const p of PLUGINS) if (p.isCore || wanted.has(p.pluginId)) enabled.add(p.pluginId);
  let changed = true;
  while (changed) {
    changed = false;
    for (const id of enabled) {
      if (findPlugin(id)?.dependPlugins.some((d) => !enabled.has(d))) {
        enabled.delete(id);
        changed = true;
      }
    }
  }
  return enabled;
}

/**
 * Why enabling or disabling one plugin for a tenant is refused (the message), or null when the change may be made.
 * Enabling needs every dependency enabled; disabling is refused for a core plugin and while an enabled plugin
 * depends on it. Asking for the state a plugin already has is allowed (nothing changes).
 */
export function pluginChangeProblem(enabled: ReadonlySet<number>, pluginId: number, isEnabled: boolean): string | null {
  const target = findPlugin(pluginId);
  if (!target) return PLUGIN_MESSAGES.unknown(pluginId);
  if (isEnabled) {
    const missing = target.dependPlugins.filter((d) => !enabled.has(d));
    return missing.length > 0 ? PLUGIN_MESSAGES.enableNeedsDependencies(missing.map(pluginNameOf)) : null;
  }
  if (target.isCore) return PLUGIN_MESSAGES.coreCannotDisable(target.pluginName);
  if (!enabled.has(pluginId)) return null;
  const dependents = PLUGINS.filter((p) => enabled.has(p.pluginId) && p.dependPlugins.includes(pluginId));
  return dependents.length > 0 ? PLUGIN_MESSAGES.disableHasDependents(dependents.map((p) => p.pluginName)) : null;
}

/**
 * Why a tenant's whole plugin selection is refused (unknown id, or a plugin chosen without its dependency), or null.
 * Core plugins need not be listed: they are always enabled.
 */
export function pluginSelectionProblem(pluginIds: readonly number[]): string | null {
  const unknown = pluginIds.find((id) => !findPlugin(id));
  if (unknown !== undefined) return PLUGIN_MESSAGES.unknown(unknown);
  const chosen = new Set(pluginIds);
  for (const p of PLUGINS) if (p.isCore) chosen.add(p.pluginId);
  for (const id of chosen) {
    const p = findPlugin(id) as PluginDescriptor;
    const missing = p.dependPlugins.filter((d) => !chosen.has(d));
    if (missing.length > 0) return PLUGIN_MESSAGES.selectionNeedsDependencies(p.pluginName, missing.map(pluginNameOf));
  }
  return null;
}

/**
 * A selection after the user ticks (or unticks) one plugin, dependencies kept whole: ticking adds what the plugin
 * depends on, unticking removes what depends on it; core plugins stay ticked. In plugin id order.
 */
export function togglePluginSelection(selected: readonly number[], pluginId: number, checked: boolean): number[] {
  const next = new Set(selected);
  const add = (id: number) => {
    next.add(id);
    for (const d of findPlugin(id)?.dependPlugins ?? []) if (!next.has(d)) add(d);
  };
  const remove = (id: number) => {
    next.delete(id);
    for (const p of PLUGINS) if (next.has(p.pluginId) && p.dependPlugins.includes(id)) remove(p.pluginId);
  };
  if (checked) add(pluginId);
  else if (!findPlugin(pluginId)?.isCore) remove(pluginId);
  for (const p of PLUGINS) if (p.isCore) next.add(p.pluginId);
  return inPluginOrder(next);
}

/** Catalogue modules a plugin gates (shown on the plugin management page). */
export function modulesOfPlugin(pluginId: number): ModuleDefinition[] {
  return ALL_MODULES.filter((m) => m.plugins?.includes(pluginId));
}

/** A module without plugins is always there; one with plugins while any of them is enabled. */
export function isModuleEnabled(module: ModuleDefinition, enabled: ReadonlySet<number>): boolean {
  return module.plugins === undefined || module.plugins.some((id) => enabled.has(id));
}

// Permission point -> the plugins owning it (as a permission root), and per point the owner lists on its path to the
// tree's root (any one owner of each suffices). Worked out on first use, per point of the registry.
let ownersByRoot: Map<string, number[]> | undefined;
const requirementsByKey = new Map<string, readonly (readonly number[])[]>();

function pluginRequirementsOf(key: string): readonly (readonly number[])[] {
  const known = requirementsByKey.get(key);
  if (known) return known;
  if (!ownersByRoot) {
    ownersByRoot = new Map();
    for (const p of PLUGINS)
      for (const root of p.permissionRoots) ownersByRoot.set(root, [...(ownersByRoot.get(root) ?? []), p.pluginId]);
  }
  const own = ownersByRoot.get(key);
  const definition = findPermission(key);
  const requirements = [...(own ? [own] : []), ...(definition?.parent ? pluginRequirementsOf(definition.parent) : [])];
  // Only registry points are remembered: a key from elsewhere never grows the map.
  if (definition) requirementsByKey.set(key, requirements);
  return requirements;
}

/**
 * Whether a permission point exists for a tenant with these plugins enabled: every plugin-owned point on its path
 * to the tree's root must have one of its owning plugins enabled. Points no plugin owns are always there.
 */
export function isPermissionEnabled(key: string, enabled: ReadonlySet<number>): boolean {
  for (const owners of pluginRequirementsOf(key)) if (!owners.some((id) => enabled.has(id))) return false;
  return true;
}
