/** Texts of an FMEA-MSR's source DFMEA on its structure tree node (loaded with their chunk, msr-source-api.ts). */
export const fmeaMsrSourceZhCN = {
  'fmea.msrSource.title': '来源 DFMEA',
  'fmea.msrSource.none':
    '本 FMEA-MSR 尚未关联来源 DFMEA。可选择同一产品的 DFMEA，复制其结构、功能与失效，再补充诊断监视与系统响应。',
  'fmea.msrSource.hint':
    '复制结构元素、功能及功能关系、失效及失效关系（失效影响连同严重度）；不复制 O/D 评分、P 图与 DVP&R。',
  'fmea.msrSource.link': '关联 DFMEA',
  'fmea.msrSource.change': '更换 DFMEA',
  'fmea.msrSource.unlink': '取消关联',
  'fmea.msrSource.unlinkConfirm': '取消关联该 DFMEA？已复制的结构、功能与失效保留。',
  'fmea.msrSource.pick': '选择来源 DFMEA',
  'fmea.msrSource.pickPlaceholder': '按 DFMEA 编号或名称搜索',
  'fmea.msrSource.linked': 'DFMEA 已关联',
  'fmea.msrSource.unlinked': '已取消关联',
  'fmea.msrSource.changeConfirm': '更换后已复制的内容保留；之后只复制新 DFMEA 中本项目尚没有的内容。',
  'fmea.msrSource.samePart': '同一产品',
  'fmea.msrSource.source': '来源：',
  'fmea.msrSource.open': '打开 DFMEA',
  'fmea.msrSource.copiedSummary':
    '本项目已有 {elements} 个结构元素、{functions} 个功能、{failures} 个失效复制自该 DFMEA。',
  'fmea.msrSource.pending':
    'DFMEA 中有新内容可复制：结构元素 {elements}、功能 {functions}、功能关系 {functionLinks}、失效 {failures}、失效关系 {failureLinks}。',
  'fmea.msrSource.upToDate': '已与 DFMEA 同步，没有新内容可复制。',
  'fmea.msrSource.copy': '从 DFMEA 复制',
  'fmea.msrSource.copied': '已复制：结构元素 {elements}、功能 {functions}、失效 {failures}、失效链 {chains}',
  'fmea.msrSource.nothingToCopy': '没有新内容：DFMEA 的结构、功能与失效均已复制',
  'fmea.msrSource.skipped': '{count} 条关系会与本项目已有的关系形成循环，未复制',
} as const;
