/**
 * Texts of the FMEA-MSR screens (loaded with the FMEA area's chunk: features/fmea/texts.ts): the kind's names of the
 * shared screens (`….2`, kindText) and the MSR risk and optimization columns in the handbook's Chinese
 * (reference/fmea/worksheet-columns.md, FMEA-MSR).
 */
export const fmeaMsrZhCN = {
  'fmea.createDfmea.title.2': '新建FMEA-MSR',
  'fmea.createDfmea.created.2': 'FMEA-MSR已创建',
  'fmea.list.title.2': '我的FMEA-MSR',
  'fmea.list.notDue.2': '未到期的FMEA-MSR',
  'fmea.list.overdue.2': '已逾期的FMEA-MSR',
  'fmea.history.title.2': 'FMEA-MSR历史版本',

  // Step 5 and 6 of the form sheet (MSR)
  'fmea.sheet.group.risk.2': 'MSR风险分析（步骤5）',
  'fmea.sheet.group.optimization.2': 'MSR优化（步骤6）',
  'fmea.sheet.col.pc.2': '频率评级理由',
  'fmea.sheet.col.o.2': '频率（F）',
  'fmea.sheet.col.dc.2': '当前诊断监视',
  'fmea.sheet.col.d.2': '监视（M）',
  'fmea.sheet.col.ap.2': 'MSR AP',
  'fmea.sheet.col.response': '当前系统响应',
  'fmea.sheet.col.mitigatedEffect': '系统响应后最严重的失效影响',
  'fmea.sheet.col.mitigatedSeverity': '监视与系统响应后的严重度',
  'fmea.sheet.apMitigated': 'AP 按系统响应后的严重度 {s} 计算（M=1）',
  'fmea.sheet.apMitigatedShort': '响应后S{s}',
  'fmea.sheet.apOriginal': 'AP 按失效影响的严重度 {s} 计算',
  'fmea.sheet.msrRule':
    'FMEA-MSR：M=1（监视与系统响应完全有效）且已评“监视与系统响应后的严重度”时，按该严重度查 MSR AP 表，否则按原失效影响的 S',

  // Ratings
  'fmea.rating.O.2': '频率 F',
  'fmea.rating.D.2': '监视 M',
  'fmea.rating.MS': '监视与系统响应后的严重度',
  'fmea.rating.standardHint.2': '评分准则：默认 AIAG-VDA FMEA-MSR 评分标准（项目未指定 SFM 标准）',
  'fmea.rating.projectStandardHint.2': '评分准则：项目的 SFM 评分标准（严重度、频率、监视）',

  // Optimization (step 6)
  'fmea.opt.type.monitoring': '监视措施',
  'fmea.opt.type.systemResponse': '系统响应措施',
  'fmea.opt.before.2': '措施前：S {s} · F {o} · M {d} · 系统响应后 S {ms}',
  'fmea.opt.mitigatedEffectAfter': '措施后最严重的失效影响',
  'fmea.opt.mitigatedSeverityAfter': '措施后监视与系统响应后的严重度',
  'fmea.opt.afterHint.2': '空为沿用措施前的评分；M=1 且已评系统响应后的严重度时，按该严重度计算措施后 AP',

  // Views over the analysis
  'fmea.check.rule.chainWithoutOccurrence.2': '失效链未评 F',
  'fmea.check.rule.chainWithoutDetection.2': '失效链未评 M',
  'fmea.check.actionRequired.H.2': '按 FMEA-MSR 配置，AP 为 H 的失效链需要措施',
  'fmea.check.actionRequired.HM.2': '按 FMEA-MSR 配置，AP 为 H 或 M 的失效链需要措施',
  'fmeaDisplay.charts.rpn.2': 'S×F×M 分布（每 100 一段）',
} as const satisfies Record<string, string>;
