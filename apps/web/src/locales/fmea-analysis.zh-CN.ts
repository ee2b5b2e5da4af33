/**
 * Texts of the DFMEA's views over the whole analysis (failure matrix, analysis check, the optimization work list's
 * filters, 我的试验, the administrator's release); loaded with the DFMEA chunk (features/fmea/texts.ts).
 */
export const fmeaAnalysisZhCN = {
  // Function–failure matrix step: its two views
  'fmea.matrix.view.relations': '关系矩阵',
  'fmea.matrix.view.failures': '失效矩阵',
  'fmea.fmatrix.title': '失效矩阵（列：关注要素的失效模式；行：上级功能的失效影响、下级功能的失效起因）',
  'fmea.fmatrix.effects': '失效影响（FE）',
  'fmea.fmatrix.causes': '失效起因（FC）',
  'fmea.fmatrix.noModes': '该要素的功能还没有失效模式',
  'fmea.fmatrix.linked': '已关联',
  'fmea.fmatrix.unrated': '未评价',
  'fmea.fmatrix.outsideNet': '不在功能网中（仅因已有失效关系而列出）',
  'fmea.fmatrix.cellHint': 'S {s} · O {o} · D {d}',
  'fmea.fmatrix.legend':
    '单元格：● 已关联的失效影响；AP 为失效链的措施优先级（S/O/D 见悬停提示），点击进入优化；AP 表 {version}',
  'fmea.fmatrix.openChain': '打开失效链的优化',

  // Analysis check (FailureAnalyse)
  'fmea.check.open': '分析检查',
  'fmea.check.title': '失效分析与风险分析检查',
  'fmea.check.allDone': '没有发现问题：失效分析与风险分析已完整',
  'fmea.check.total': '共 {n} 项待完善',
  'fmea.check.actionRequired.H': '按 DFMEA 配置，AP 为 H 的失效链需要措施',
  'fmea.check.actionRequired.HM': '按 DFMEA 配置，AP 为 H 或 M 的失效链需要措施',
  'fmea.check.rule.modeWithoutEffect': '失效模式无失效影响',
  'fmea.check.rule.modeWithoutCause': '失效模式无失效起因',
  'fmea.check.rule.effectWithoutSeverity': '失效影响未评 S',
  'fmea.check.rule.chainWithoutOccurrence': '失效链未评 O',
  'fmea.check.rule.chainWithoutDetection': '失效链未评 D',
  'fmea.check.rule.chainWithoutAction': '需要措施而无措施',
  'fmea.check.all': '全部',
  'fmea.check.go': '前往',
  'fmea.check.reload': '重新检查',

  // Optimization work list (FailureMode/Optimization)
  'fmea.wl.apBefore': '措施前 AP',
  'fmea.wl.status': '措施状态',
  'fmea.wl.status.none': '无措施',
  'fmea.wl.responsible': '措施负责人',
  'fmea.wl.overdue': '只看逾期',
  'fmea.wl.keyword': '要素、失效、控制或措施',
  'fmea.wl.reset': '重置',
  'fmea.wl.total': '{n} 条失效链',
  'fmea.wl.element': '要素',
  'fmea.wl.overdueTag': '逾期',

  // 我的试验 (DVPAndRs/DVPAndUserPage)
  'fmea.myDvp.tab': '我的试验',
  'fmea.myDvp.title': '我负责的试验（DVP&R）',
  'fmea.myDvp.empty': '没有由您负责的试验',
  'fmea.myDvp.project': 'FMEA',
  'fmea.myDvp.overdueOnly': '只看逾期',
  'fmea.myDvp.allStatuses': '全部状态',
  'fmea.myDvp.overdue': '逾期',

  // The administrator's release
  'fmea.results.byAdmin': '管理员发布',
  'fmea.results.releaseAsAdmin': '以管理员身份发布',
  'fmea.results.adminHint':
    '您不是该项目有编辑权限的团队成员；作为租户管理员，可以以管理员身份发布结果版本（版本将记为管理员发布）。',
  'fmea.results.adminConfirm': '以管理员身份发布结果版本？',
  'fmea.results.via': '发布方式',
  'fmea.results.viaTeam': '团队',
} as const;
