import { P } from '@qis/shared/permissions';
import type { MessageKey } from '../../locales';

/** The points each FMEA library page needs (every one listed): the route table and the menu read them here. */
export const FMEA_LIBRARY_ROUTE_POINTS = {
  '/DFMEAstandard': [P.fmea.SODStandard.key],
  '/sod/:id': [P.fmea.SODStandard.key],
  '/addSod': [P.fmea.SODStandard.key],
  '/FMEAProductListType': [P.fmea.PartsLibrary.key],
  '/productList': [P.fmea.PartsLibrary.key],
  '/BOMList': [P.fmea.BOM.key],
  '/addbom': [P.fmea.BOM.key],
  '/editbom/:id': [P.fmea.BOM.key],
  '/DFMEAknowledgeList': [P.fmea.DFMEAKnowledge.key],
  '/ProductPlatformManagement': [P.fmea.ProductPlatform.key],
  '/process': [P.fmea.Process.key],
  '/addProcess': [P.fmea.Process.key],
  '/editProcess/:id': [P.fmea.Process.key],
  '/FMEAProcessClassification': [P.fmea.ProcessClassification.key],
} as const satisfies Record<string, readonly string[]>;

/**
 * What the route guard asks of each page: the FMEA module's root point (the router adds it to the area's routes with
 * withPoints) and the page's own points, in that order.
 */
export const FMEA_LIBRARY_GUARD_POINTS: Record<keyof typeof FMEA_LIBRARY_ROUTE_POINTS, readonly string[]> = {
  '/DFMEAstandard': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/DFMEAstandard']],
  '/sod/:id': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/sod/:id']],
  '/addSod': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/addSod']],
  '/FMEAProductListType': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/FMEAProductListType']],
  '/productList': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/productList']],
  '/BOMList': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/BOMList']],
  '/addbom': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/addbom']],
  '/editbom/:id': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/editbom/:id']],
  '/DFMEAknowledgeList': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/DFMEAknowledgeList']],
  '/ProductPlatformManagement': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/ProductPlatformManagement']],
  '/process': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/process']],
  '/addProcess': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/addProcess']],
  '/editProcess/:id': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/editProcess/:id']],
  '/FMEAProcessClassification': [P.fmea.FMEAManager.key, ...FMEA_LIBRARY_ROUTE_POINTS['/FMEAProcessClassification']],
};

/** The library pages of the FMEA module's menu (each also needs the module's root point, FMEAManager). */
export const FMEA_LIBRARY_MENU: ReadonlyArray<{ path: keyof typeof FMEA_LIBRARY_ROUTE_POINTS; title: MessageKey }> = [
  { path: '/DFMEAstandard', title: 'fmeaLibrary.menu.dfmeaStandard' },
  { path: '/productList', title: 'fmeaLibrary.menu.parts' },
  { path: '/FMEAProductListType', title: 'fmeaLibrary.menu.partTypes' },
  { path: '/BOMList', title: 'fmeaLibrary.menu.bomList' },
  { path: '/process', title: 'fmeaLibrary.menu.process' },
  { path: '/FMEAProcessClassification', title: 'fmeaLibrary.menu.processClassification' },
  { path: '/DFMEAknowledgeList', title: 'fmeaLibrary.menu.knowledge' },
  { path: '/ProductPlatformManagement', title: 'fmeaLibrary.menu.productPlatforms' },
];
