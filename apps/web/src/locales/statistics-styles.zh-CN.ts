/** Texts of the chart style dialog of the statistics charts (loaded with the statistics chunk). */
export const statisticsStylesZhCN = {
  'statistics.style.button': '设置样式',
  'statistics.style.modal': '设置图表样式：{chart}',
  'statistics.style.chartTitle': '图表标题',
  'statistics.style.xAxisName': 'X 轴名称',
  'statistics.style.yAxisName': 'Y 轴名称',
  'statistics.style.default': '留空则使用默认',
  'statistics.style.color': '主系列颜色',
  'statistics.style.color.custom': '自定义',
  'statistics.style.showLegend': '显示图例',
  'statistics.style.showGrid': '显示网格线',
  'statistics.style.symbolSize': '点大小',
  'statistics.style.symbolSize.hint': '散点的大小（像素）',
  'statistics.style.reset': '恢复默认',
  'statistics.style.saved': '图表样式已保存',
} as const satisfies Record<string, string>;
