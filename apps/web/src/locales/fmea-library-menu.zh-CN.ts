/** Texts of the FMEA libraries that the menu and page tabs need before the area's chunk loads. */
export const fmeaLibraryMenuZhCN = {
  'fmeaLibrary.menu.group': 'FMEA基础库',
  'fmeaLibrary.menu.dfmeaStandard': 'DFMEA评分标准',
  'fmeaLibrary.menu.sod': '评分标准详情',
  'fmeaLibrary.menu.addSod': '新建评分标准',
  'fmeaLibrary.menu.partTypes': '零件类型',
  'fmeaLibrary.menu.parts': '零件库',
  'fmeaLibrary.menu.bomList': 'BOM管理',
  'fmeaLibrary.menu.addBom': '新建BOM',
  'fmeaLibrary.menu.editBom': '编辑BOM',
  'fmeaConfig.menu.process': 'FMEA流程配置',
  'fmeaConfig.menu.other': 'FMEA其他配置',
  'fmeaLibrary.menu.knowledge': 'DFMEA知识库',
  'fmeaLibrary.menu.productPlatforms': '产品平台',
} as const satisfies Record<string, string>;
