/** Texts of DFMEA that the menu and page tabs need before the module's chunk loads. */
export const fmeaMenuZhCN = {
  'fmea.menu.group': 'FMEA',
  'fmea.menu.myDfmea': '我的DFMEA',
  'fmea.menu.myDfmeaList': 'DFMEA任务',
  'fmea.menu.create': '新建FMEA',
  'fmea.menu.createDfmea': '新建DFMEA',
  'fmea.menu.createDfmea.1': '新建PFMEA',
  'fmea.menu.projectInfo': 'DFMEA项目',
  'fmea.menu.projectInfoReadOnly': 'DFMEA项目（只读）',
  'fmea.menu.history': 'DFMEA历史版本',
  'fmea.menu.myPfmea': '我的PFMEA',
  'fmea.menu.myPfmeaList': 'PFMEA任务',
  'fmea.menu.createPfmea': '新建PFMEA',
  'fmea.menu.pfmeaProjectInfo': 'PFMEA项目',
  'fmea.menu.pfmeaProjectInfoReadOnly': 'PFMEA项目（只读）',
  'fmea.menu.pfmeaHistory': 'PFMEA历史版本',
} as const satisfies Record<string, string>;
