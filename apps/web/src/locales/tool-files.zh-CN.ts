/** Texts of a seven-tools file's page (old and new set): loading, autosave and its conflict. */
export const toolFilesZhCN = {
  'toolFiles.missing': '文件不存在或已被删除',
  'toolFiles.saving': '保存中…',
  'toolFiles.saved': '已自动保存',
  'toolFiles.dirty': '有未保存的修改',
  'toolFiles.failed': '保存失败，稍后自动重试',
  'toolFiles.conflict.title': '文件已在别处修改',
  'toolFiles.conflict.content':
    '这个文件在另一个窗口或被他人保存过。重新加载将看到最新内容，你在此处未保存的修改会丢失。',
  'toolFiles.conflict.reload': '重新加载',
  'toolFiles.back': '返回工作台',
  // A tool set's workbench
  'toolFiles.workbench.pick': '选择工具新建文件',
  'toolFiles.workbench.files': '我的文件',
  'toolFiles.workbench.empty': '还没有文件，选择上方的工具新建一个',
  'toolFiles.workbench.emptyReadOnly': '还没有文件',
  'toolFiles.workbench.column.name': '名称',
  'toolFiles.workbench.column.kind': '工具',
  'toolFiles.workbench.column.updatedAt': '最后修改',
  'toolFiles.workbench.new.title': '新建{tool}',
  // Every diagram editor's view tools
  'diagram.undo': '撤销',
  'diagram.redo': '重做',
  'diagram.zoomIn': '放大',
  'diagram.zoomOut': '缩小',
  'diagram.fit': '适应画布',
  'diagram.exportPng': '导出 PNG',
  'diagram.exportSvg': '导出 SVG',
} as const satisfies Record<string, string>;
