/** Texts of the seven tools' basic settings form (/qmcOldBasicSetting, /qmcNewBasicSetting, /qmcNewModuleSetting). */
export const sevenToolsSettingsZhCN = {
  'sevenToolsSettings.title.old': '老七种工具基础设置',
  'sevenToolsSettings.title.new': '新七种工具基础设置',
  'sevenToolsSettings.decimals': '小数位数',
  'sevenToolsSettings.decimals.help': '图表与结果显示的小数位数；计算始终使用全部精度',
  'sevenToolsSettings.binRule.help': '用户未指定组距时，直方图按此规则分组',
  'sevenToolsSettings.color.bar': '柱形（直方图、排列图）',
  'sevenToolsSettings.color.line': '线条（累计线、正态曲线、拟合线）',
  'sevenToolsSettings.color.point': '数据点（控制图、散布图）',
  'sevenToolsSettings.color.centerLine': '中心线',
  'sevenToolsSettings.color.limit': '控制限与规格限',
  'sevenToolsSettings.color.outOfControl': '失控点',
  'sevenToolsSettings.saved': '基础设置已保存',
} as const satisfies Record<string, string>;

/** Texts of the old seven tools' file screens and settings (/oldToolFile, /oldToolChanges, /qmcOld…Setting). */
export const oldToolsFilesZhCN = {
  ...sevenToolsSettingsZhCN,
  'oldToolFiles.recent.title': '最近修改',
  'oldToolSettings.controlChart.title': '控制图设置',
  'oldToolSettings.controlChart.intro': '新建控制图时默认采用的判异规则与控制图常数；每张控制图仍可单独修改判异规则。',
  'oldToolSettings.controlChart.rules': '默认判异规则',
  'oldToolSettings.controlChart.rules.help': '超出控制限的点总会标出，以下规则另外判断。',
  'oldToolSettings.controlChart.westernElectric': '西电规则（WE1–WE4）',
  'oldToolSettings.controlChart.westernElectric.help':
    'WE1：1 点超出 3σ；WE2：连续 3 点中有 2 点在同侧 2σ 之外；WE3：连续 5 点中有 4 点在同侧 1σ 之外；WE4：连续 8 点在中心线同侧。',
  'oldToolSettings.controlChart.nelson': 'Nelson 规则',
  'oldToolSettings.controlChart.nelson.1': '规则 1：1 点距中心线超过 3σ',
  'oldToolSettings.controlChart.nelson.2': '规则 2：连续 9 点落在中心线同一侧',
  'oldToolSettings.controlChart.nelson.3': '规则 3：连续 6 点递增或递减',
  'oldToolSettings.controlChart.nelson.4': '规则 4：连续 14 点上下交替',
  'oldToolSettings.controlChart.nelson.5': '规则 5：连续 3 点中有 2 点在同侧 2σ 之外',
  'oldToolSettings.controlChart.nelson.6': '规则 6：连续 5 点中有 4 点在同侧 1σ 之外',
  'oldToolSettings.controlChart.nelson.7': '规则 7：连续 15 点落在中心线两侧 1σ 之内',
  'oldToolSettings.controlChart.nelson.8': '规则 8：连续 8 点落在中心线两侧 1σ 之外',
  'oldToolSettings.controlChart.constants': '控制图常数来源',
  'oldToolSettings.controlChart.constants.table': '常用表值：d2 取表值，d3、c4 取精确值（与 qcc 等多数软件一致）',
  'oldToolSettings.controlChart.constants.published':
    '教材系数表：A2、A3、B3、B4、D3、D4（手工计算用；子组大小相等且不超过 25）',
  'oldToolSettings.controlChart.constants.exact': '精确值：d2、d3 均由积分计算',
  'oldToolSettings.controlChart.decimals': '小数位数',
  'oldToolSettings.controlChart.decimals.help': '控制限与统计量显示的小数位数；计算始终使用全部精度',
  'oldToolSettings.controlChart.saved': '控制图设置已保存',
} as const satisfies Record<string, string>;
