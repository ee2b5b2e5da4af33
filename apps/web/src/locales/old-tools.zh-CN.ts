/** Texts of the old seven tools (loaded with their chunk: features/old-tools/texts.ts). */
export const oldToolsZhCN = {
  // Workbench (/myTool)
  'oldTools.workbench.title': '老七种工具',
  'oldTools.workbench.pick': '选择工具新建文件',
  'oldTools.workbench.inDevelopment': '开发中',
  'oldTools.workbench.files': '我的文件',
  'oldTools.workbench.empty': '还没有文件，选择上方的工具新建一个',
  'oldTools.workbench.column.name': '名称',
  'oldTools.workbench.column.kind': '工具',
  'oldTools.workbench.column.updatedAt': '最后修改',
  'oldTools.workbench.new.title': '新建{tool}',
  'oldTools.workbench.new.name': '名称',
  'oldTools.workbench.new.required': '请输入名称',
  'oldTools.tool.fishboneDiagram': '因果图',
  'oldTools.tool.fishboneDiagram.desc': '鱼骨图：从人机料法环测找出问题的原因',
  'oldTools.tool.controlChart': '控制图',
  'oldTools.tool.controlChart.desc': 'X̄-R、X̄-S、I-MR、p、np、c、u 控制图与判异规则',
  'oldTools.tool.permutationChart': '排列图',
  'oldTools.tool.permutationChart.desc': '帕累托图：主次因素与 A/B/C 分类',
  'oldTools.tool.histogramChart': '直方图',
  'oldTools.tool.histogramChart.desc': '分布形状、规格限与正态曲线',
  'oldTools.tool.scatterChart': '散布图',
  'oldTools.tool.scatterChart.desc': '两个变量的相关关系与回归线',

  // A fishbone file's page
  'oldTools.file.missing': '文件不存在或已被删除',
  'oldTools.file.saving': '保存中…',
  'oldTools.file.saved': '已自动保存',
  'oldTools.file.dirty': '有未保存的修改',
  'oldTools.file.failed': '保存失败，稍后自动重试',
  'oldTools.file.conflict.title': '文件已在别处修改',
  'oldTools.file.conflict.content':
    '这个文件在另一个窗口或被他人保存过。重新加载将看到最新内容，你在此处未保存的修改会丢失。',
  'oldTools.file.conflict.reload': '重新加载',
  'oldTools.file.back': '返回工作台',

  // A new fishbone: the problem head and the six 5M1E main bones (人机料法环测)
  'oldTools.fishbone.default.problem': '问题',
  'oldTools.fishbone.default.man': '人',
  'oldTools.fishbone.default.machine': '机',
  'oldTools.fishbone.default.material': '料',
  'oldTools.fishbone.default.method': '法',
  'oldTools.fishbone.default.environment': '环',
  'oldTools.fishbone.default.measurement': '测',
  'oldTools.fishbone.newBone': '新主骨',
  'oldTools.fishbone.newCause': '新原因',

  // Toolbar
  'oldTools.fishbone.addBone': '添加主骨',
  'oldTools.fishbone.addCause': '添加原因',
  'oldTools.fishbone.delete': '删除',
  'oldTools.fishbone.moveUp': '上移',
  'oldTools.fishbone.moveDown': '下移',
  'oldTools.fishbone.undo': '撤销',
  'oldTools.fishbone.redo': '重做',
  'oldTools.fishbone.zoomIn': '放大',
  'oldTools.fishbone.zoomOut': '缩小',
  'oldTools.fishbone.fit': '适应画布',
  'oldTools.fishbone.color': '颜色',
  'oldTools.fishbone.color.reset': '默认颜色',
  'oldTools.fishbone.exportPng': '导出 PNG',
  'oldTools.fishbone.exportSvg': '导出 SVG',
  'oldTools.fishbone.hint':
    'Tab 添加下级原因 · Enter 添加同级原因 · Delete 删除 · F2 或双击编辑文字 · 方向键移动选择 · Alt+↑/↓ 调整顺序 · 拖动文字到另一原因上改变上级',
  'oldTools.fishbone.canvas': '鱼骨图画布',
  'oldTools.fishbone.editText': '编辑文字',

  // Refusals
  'oldTools.fishbone.refused.tooDeep': '原因最多 {max} 级，不能再添加下级',
  'oldTools.fishbone.refused.moveIntoItself': '不能移到它自己或它的下级原因之下',
  'oldTools.fishbone.refused.moveTooDeep': '移动后层级将超过 {max} 级，不能移动',
  'oldTools.fishbone.refused.emptyText': '文字不能为空',
} as const satisfies Record<string, string>;
