/** Texts of the new seven tools (plugin 1009): workbench, files and the tree, affinity, arrow and PDPC editors. */
export const newToolsZhCN = {
  'newTools.workbench.title': '新七种工具',
} as const satisfies Record<string, string>;
