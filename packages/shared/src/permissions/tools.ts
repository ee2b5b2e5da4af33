import { definePermissions } from './define';

const FILES = ['add', 'delete', 'edit', 'query', 'get', 'import'] as const;
const SETTING = ['edit', 'query', 'get'] as const;

// Mathematical statistics (plugin 1013) and the old (1010) and new (1009) seven tools. The spec names no points for
// them; these keys are ours. Each module has its root (use the module: its pages, analyses and charts, reading its
// settings), its files (query/get: list and open one's files; add/edit/delete/import: create and change one's files
// and folders, the recycle bin) and its settings (tenant-wide defaults: edit changes them for everyone).

/** Mathematical statistics: /statisticsTool, /statisticsFile, the analyses, /moduleSetting. */
export const mathStatisticsPermissions = definePermissions({
  MathStatistics: { key: 'MathematicalStatistics', name: '数理统计', type: 0, actions: ['query', 'get'] },
  Files: {
    key: 'MathematicalStatistics.Files',
    name: '数理统计文件',
    type: 0,
    parent: 'MathematicalStatistics',
    actions: FILES,
  },
  Setting: {
    key: 'MathematicalStatistics.Setting',
    name: '数理统计模块设置',
    type: 0,
    parent: 'MathematicalStatistics',
    actions: SETTING,
  },
});

/** The old seven tools: /myTool, /oldToolFile, the charts, /qmcOldModuleSetting, /qmcOldBasicSetting. */
export const oldToolsPermissions = definePermissions({
  OldTools: { key: 'OldSevenTools', name: '老七种工具', type: 0, actions: ['query', 'get'] },
  Files: { key: 'OldSevenTools.Files', name: '老七种工具文件', type: 0, parent: 'OldSevenTools', actions: FILES },
  Setting: { key: 'OldSevenTools.Setting', name: '老七种工具设置', type: 0, parent: 'OldSevenTools', actions: SETTING },
});

/** The new seven tools: /myTools, /myFileList, the diagram editors, their basic settings. */
export const newToolsPermissions = definePermissions({
  NewTools: { key: 'NewSevenTools', name: '新七种工具', type: 0, actions: ['query', 'get'] },
  Files: { key: 'NewSevenTools.Files', name: '新七种工具文件', type: 0, parent: 'NewSevenTools', actions: FILES },
  Setting: { key: 'NewSevenTools.Setting', name: '新七种工具设置', type: 0, parent: 'NewSevenTools', actions: SETTING },
});
