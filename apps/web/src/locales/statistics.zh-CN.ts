/** Texts of the mathematical statistics module that the menu and page tabs need before a statistics chunk loads. */
export const statisticsZhCN = {
  'statistics.menu.tool': '数理统计',
  'statistics.menu.setting': '工具配置',
  // Page titles: tabs name the pages before their chunk (and its texts) has loaded.
  'statistics.capability.title': '过程能力分析',
  'statistics.regression.title': '一元线性回归',
  'statistics.anova.oneWay.title': '单因素方差分析',
  'statistics.anova.twoWay.title': '双因素方差分析',
  'statistics.orthogonal.title': '正交试验',
  'statistics.grid.title': '编辑数据',
  'statistics.config.title': '工具配置',
  'statistics.files.title': '我的文件',
  'statistics.recycle.title': '回收站',
} as const satisfies Record<string, string>;
