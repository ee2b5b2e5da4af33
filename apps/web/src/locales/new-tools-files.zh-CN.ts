import { sevenToolsSettingsZhCN } from './old-tools-files.zh-CN';

/** Texts of the new seven tools' file screens and settings (/recentChanges, /qmcNewModuleSetting, …). */
export const newToolsFilesZhCN = {
  // The basic settings form is the old set's form, told the set.
  ...sevenToolsSettingsZhCN,
  'newToolFiles.recent.title': '最近修改',
  'newToolSettings.module.title': '新七种工具模块设置',
  'newToolSettings.module.note':
    '新七种工具只有一组模块级设置：小数位数、图表颜色与直方图分组规则。此处与“基础设置”修改的是同一组设置。',
} as const satisfies Record<string, string>;
