/** Texts of the old seven tools that the menu and page tabs need before the module's chunk loads. */
export const oldToolsMenuZhCN = {
  'oldTools.menu.workbench': '老七种工具',
  'oldTools.menu.fishbone': '因果图',
  'oldTools.menu.controlChart': '控制图',
  'oldTools.menu.dataFile': '数据文件',
} as const satisfies Record<string, string>;
