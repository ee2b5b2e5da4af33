/**
 * The module catalogue of the header's module menu (shell spec §1, §2, §3 "menu module category"): every module
 * the product names, grouped by category. `home` is the module's home route; `permission` the menu point a user
 * needs to see it (none: everybody). `built` is false while the module's screens do not exist yet: the menu marks
 * it 'in development' (isCannotDevelop) and it opens the 404 in-development page, never a fake screen.
 */
export interface ModuleDefinition {
  /** Stable key, also what favourites and visit records store. */
  readonly key: string;
  readonly name: string;
  /** Module code: the spec's message module codes (1, 2, 3, 10, 11) and single-system codes (101-107). */
  readonly code: number;
  readonly home: string;
  readonly permission?: string;
  /**
   * Plugin ids (plugins.ts) of which one must be enabled for the tenant to have this module at all; none: the module
   * belongs to no plugin and is always there.
   */
  readonly plugins?: readonly number[];
  readonly built: boolean;
}

export interface ModuleCategory {
  readonly name: string;
  readonly modules: readonly ModuleDefinition[];
}

const m = (key: string, name: string, code: number, home: string, permission?: string): ModuleDefinition => ({
  key,
  name,
  code,
  home,
  built: false,
  ...(permission ? { permission } : {}),
});

/** The module, gated by plugins (ids of plugins.ts, written as numbers: plugins.ts imports this file). */
const gated = (module: ModuleDefinition, ...plugins: number[]): ModuleDefinition => ({ ...module, plugins });

export const MODULE_CATEGORIES: readonly ModuleCategory[] = [
  {
    name: '质量策划',
    modules: [
      // DFMEA, MSR or PFMEA; its home is the FMEA dashboard.
      { ...gated(m('fmea', 'FMEA', 101, '/fmeaOverview', 'FMEAManager'), 1003, 1004, 1005), built: true },
      gated(m('qfd', 'QFD', 102, '/QFDOverview', 'QFDManager'), 1007),
      m('qualityGoal', '质量目标', 201, '/qualityGoal'),
      m('qualityPlan', '质量计划', 202, '/qualityPlan'),
      m('rdQuality', '研发质量', 203, '/rdQuality'),
      m('risk', '风险管理', 204, '/risk'),
    ],
  },
  {
    name: '质量控制',
    modules: [
      m('supplier', '供应商管理', 1, '/supplier'),
      m('manufacturing', '制造过程', 211, '/manufacturing'),
      m('inspection', '检验与测量', 212, '/inspection'),
      m('spc', 'SPC', 213, '/spc'),
      m('msa', 'MSA', 214, '/msa'),
      m('sampling', '抽样检验', 215, '/sampling'),
      m('traceability', '质量追溯', 216, '/traceability'),
      m('processDataPackage', '过程数据包', 217, '/processDataPackage'),
      m('equipment', '设备管理', 218, '/equipment'),
    ],
  },
  {
    name: '质量改进',
    modules: [
      // The spec names no points for the statistics and seven-tools modules; these roots are ours (permissions/tools.ts).
      {
        ...gated(m('statistics', '数理统计', 105, '/statisticsTool', 'MathematicalStatistics'), 1013),
        built: true,
      },
      { ...gated(m('newSevenTools', '新七种工具', 103, '/myTools', 'NewSevenTools'), 1009), built: true },
      { ...gated(m('oldSevenTools', '老七种工具', 104, '/myTool', 'OldSevenTools'), 1010), built: true },
      m('improvement', '质量改进', 221, '/improvement'),
      m('doe', 'DOE', 222, '/doe'),
      m('statisticalInference', '统计推断', 223, '/statisticalInference'),
      m('anova', '方差分析', 224, '/anova'),
      m('regression', '回归分析', 225, '/regression'),
      m('faultTree', '故障树分析', 226, '/faultTree'),
      m('mistakeProofing', '防错', 227, '/mistakeProofing'),
    ],
  },
  {
    name: '质量保证',
    modules: [
      m('qam', '质量体系', 106, '/QAMOverview', 'QAMManager'),
      gated(m('qualityFiles', '质量文件', 107, '/fileSystemManageList'), 1020),
      m('afterSales', '售后质量', 231, '/afterSales'),
      m('customerSatisfaction', '顾客满意', 232, '/customerSatisfaction'),
      m('qualityCost', '质量成本', 233, '/qualityCost'),
      m('training', '培训管理', 234, '/training'),
      m('knowledge', '知识管理', 235, '/knowledge'),
    ],
  },
  {
    name: '系统',
    modules: [
      { ...gated(m('system', '系统管理', 11, '/system', 'SystemManager'), 1014), built: true },
      { ...gated(m('workflow', '流程管理', 241, '/WorkFlow', 'SystemManager.WorkFlow'), 1014), built: true },
      { ...m('tasks', '我的任务', 242, '/upcomingHandleItem'), built: true },
      { ...m('personal', '个人中心', 243, '/myself/baseSetting'), built: true },
    ],
  },
];

export const ALL_MODULES: readonly ModuleDefinition[] = MODULE_CATEGORIES.flatMap((c) => c.modules);

export function findModule(key: string): ModuleDefinition | undefined {
  return ALL_MODULES.find((module) => module.key === key);
}

/** The module with this code (what the visit record names), or undefined. */
export function findModuleByCode(code: number): ModuleDefinition | undefined {
  return ALL_MODULES.find((module) => module.code === code);
}

/**
 * The menu as one user sees it: the modules `mayOpen` lets through (the server's rule: the tenant has the module's
 * plugins and the user holds its menu point), categories left empty dropped. Order is the catalogue's.
 */
export function visibleModuleCategories(
  mayOpen: (module: ModuleDefinition) => boolean,
  categories: readonly ModuleCategory[] = MODULE_CATEGORIES,
): ModuleCategory[] {
  return categories
    .map((category) => ({ name: category.name, modules: category.modules.filter(mayOpen) }))
    .filter((category) => category.modules.length > 0);
}

/** Single-system mode (shell spec §2): the configured module code's home page replaces /analysis. */
export const SINGLE_SYSTEM_HOMES: Readonly<Record<number, string>> = {
  101: '/fmeaOverview',
  102: '/QFDOverview',
  103: '/myTools',
  104: '/myTool',
  105: '/statisticsTool',
  106: '/QAMOverview',
  107: '/fileSystemManageList',
};

/** Module codes of messages (shell spec §9). */
export const MESSAGE_MODULE_CODES = { supplier: 1, qfd: 2, fmea: 3, qsd: 10, system: 11 } as const;
