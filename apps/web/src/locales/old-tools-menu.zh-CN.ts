/** Texts of the old seven tools that the menu and page tabs need before the module's chunk loads. */
export const oldToolsMenuZhCN = {
  'oldTools.menu.workbench': '老七种工具',
  'oldTools.menu.fishbone': '因果图',
  'oldTools.menu.controlChart': '控制图',
  'oldTools.menu.dataFile': '数据文件',
  'oldTools.menu.pareto': '排列图',
  'oldTools.menu.histogram': '直方图',
  'oldTools.menu.scatter': '散布图',
  'oldTools.menu.files': '我的文件',
  'oldTools.menu.changes': '最近修改',
  'oldTools.menu.recycleBin': '回收站',
  'oldTools.menu.moduleSetting': '模块设置',
  'oldTools.menu.basicSetting': '基础设置',
} as const satisfies Record<string, string>;
