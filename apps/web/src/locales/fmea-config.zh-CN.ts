/** Texts of the FMEA configuration pages (/FMEAProcessConfig, /FMEAOtherConfigurations), loaded with them. */
export const fmeaConfigZhCN = {
  'fmeaConfig.process.title': 'FMEA流程配置',
  'fmeaConfig.process.dfmea': 'DFMEA',
  'fmeaConfig.process.msr': 'FMEA-MSR',
  'fmeaConfig.process.actionRequired': '须制定优化措施的措施优先级',
  'fmeaConfig.process.actionRequired.H': '仅 H（高）——AIAG-VDA 手册的要求',
  'fmeaConfig.process.actionRequired.HM': 'H（高）与 M（中）——顾客特殊要求常见的做法',
  'fmeaConfig.process.actionRequiredHint':
    '决定第 6 步“优化”何时算完成（项目进度）以及结果页统计的“须有措施而无措施的失效链”。修改后对所有 DFMEA 项目立即生效。',
  'fmeaConfig.process.flow': '任务审核流程',
  'fmeaConfig.process.flowText':
    'DFMEA 各任务节点提交审核后，按流程管理中 DFMEA（1003）的审批流程流转：默认由项目负责人审核；项目负责人本人提交时，由其所在部门的负责人审核。审批人、会签与条件可在流程管理中修改。',
  'fmeaConfig.process.openFlows': '打开流程管理',
  'fmeaConfig.other.title': 'FMEA其他配置',
  'fmeaConfig.other.isOpenProjectManage': '开启项目管理',
  'fmeaConfig.other.isOpenProjectManageHint':
    '开启后显示“项目总览”菜单与 FMEA 首页“我的FMEA”卡片上的项目数（FMEA 首页与项目总览页面开发中，上线后按此设置显示）。',
  'fmeaConfig.display.title': 'PFMEA显示配置',
  'fmeaConfig.display.session': '仅本次登录有效：退出或重新登录后恢复默认；只影响您自己看到的 PFMEA 页面。',
  'fmeaConfig.display.order.1': '按过程顺序',
  'fmeaConfig.display.order.2': '按风险高低',
  'fmeaConfig.display.riskAnalysisOrder': '风险分析排序',
  'fmeaConfig.display.riskAnalysisOrderHint': '第 5 步风险分析表中失效模式的排列；按风险高低时 AP 高、严重度高的在前。',
  'fmeaConfig.display.optimizationOrder': '优化排序',
  'fmeaConfig.display.optimizationOrderHint':
    '仅保存此项：第 6 步的工作清单目前始终按 AP 高低排列（由服务器筛选分页）。',
  'fmeaConfig.display.fmeaResultOrder': '结果排序',
  'fmeaConfig.display.fmeaResultOrderHint': '第 7 步失效链明细的排列。',
  'fmeaConfig.display.fmeaResultView': '结果视图',
  'fmeaConfig.display.fmeaResultView.1': '仅汇总',
  'fmeaConfig.display.fmeaResultView.2': '汇总与失效链明细',
  'fmeaConfig.display.isShowChart': '显示风险图表',
  'fmeaConfig.display.isShowChartHint': '第 7 步的措施优先级、严重度与 RPN 分布图。',
  'fmeaConfig.display.isShowControlPlan': '显示控制计划节点',
  'fmeaConfig.display.isShowControlPlanHint': '关闭后 PFMEA 项目的节点导航中不显示“控制计划”。',
  'fmeaConfig.save': '保存',
  'fmeaConfig.saved': '配置已保存',
} as const satisfies Record<string, string>;
