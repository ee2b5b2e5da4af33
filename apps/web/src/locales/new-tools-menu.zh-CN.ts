/** Texts of the new seven tools that the menu and page tabs need before the module's chunk loads. */
export const newToolsMenuZhCN = {
  'newTools.menu.workbench': '新七种工具',
  'newTools.menu.tree': '系统图',
  'newTools.menu.affinity': '亲和图',
  'newTools.menu.arrow': '箭条图',
  'newTools.menu.matrix': '矩阵图',
  'newTools.menu.association': '关联图',
  'newTools.menu.pdpc': 'PDPC 法',
  'newTools.menu.matrixAnalysis': '矩阵数据解析法',
  'newTools.menu.dataFile': '数据文件',
  'newTools.menu.files': '我的文件',
  'newTools.menu.changes': '最近修改',
  'newTools.menu.recycleBin': '回收站',
  'newTools.menu.moduleSetting': '模块设置',
  'newTools.menu.basicSetting': '基础设置',
} as const satisfies Record<string, string>;
