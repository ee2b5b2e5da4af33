/** Texts of plugin management (/plugins). */
export const pluginZhCN = {
  'menu.plugins': '插件管理',

  'plugin.column.name': '名称',
  'plugin.column.version': '版本',
  'plugin.column.description': '描述',
  'plugin.column.modules': '模块',
  'plugin.column.dependencies': '依赖',
  'plugin.column.kind': '类型',
  'plugin.column.status': '状态',
  'plugin.official': '官方',
  'plugin.core': '核心',
  'plugin.web': 'Web',
  'plugin.rear': '后端',
  'plugin.none': '无',
  'plugin.enabled': '启用',
  'plugin.disabled': '停用',
  'plugin.core.tip': '核心插件，不可停用',
  'plugin.enable.done': '插件“{name}”已启用',
  'plugin.disable.done': '插件“{name}”已停用',
  'plugin.hint': '停用插件后，本租户所有用户的模块菜单、侧边菜单与相关功能随即隐藏；插件须先启用其依赖插件。',
} as const satisfies Record<string, string>;
