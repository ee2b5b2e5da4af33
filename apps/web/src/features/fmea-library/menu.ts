import { P } from '@qis/shared/permissions';
import type { MessageKey } from '../../locales';

/** The points each FMEA library page needs (every one listed): the route table and the menu read them here. */
export const FMEA_LIBRARY_ROUTE_POINTS = {
  '/DFMEAstandard': [P.fmea.SODStandard.key],
  '/sod/:id': [P.fmea.SODStandard.key],
  '/addSod': [P.fmea.SODStandard.key],
  '/PFMEAstandard': [P.fmea.PFMEASODStandard.key],
  '/pfmeaSod/:id': [P.fmea.PFMEASODStandard.key],
  '/addPfmeaSod': [P.fmea.PFMEASODStandard.key],
  '/sfm/:id': [P.fmea.SFMStandard.key],
  '/addSfm': [P.fmea.SFMStandard.key],
  '/FMEAProductListType': [P.fmea.PartsLibrary.key],
  '/productList': [P.fmea.PartsLibrary.key],
  '/BOMList': [P.fmea.BOM.key],
  '/addbom': [P.fmea.BOM.key],
  '/editbom/:id': [P.fmea.BOM.key],
  '/DFMEAknowledgeList': [P.fmea.DFMEAKnowledge.key],
  '/PFMEAknowledgeList': [P.fmea.PFMEAKnowledge.key],
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
export const FMEA_LIBRARY_GUARD_POINTS: Record<keyof typeof FMEA_LIBRARY_ROUTE_POINTS, readonly string[]> =
  Object.fromEntries(
    Object.entries(FMEA_LIBRARY_ROUTE_POINTS).map(([path, points]) => [path, [P.fmea.FMEAManager.key, ...points]]),
  ) as never;

/** The library pages of the FMEA module's menu (each also needs the module's root point, FMEAManager). */
export const FMEA_LIBRARY_MENU: ReadonlyArray<{ path: keyof typeof FMEA_LIBRARY_ROUTE_POINTS; title: MessageKey }> = [
  { path: '/DFMEAstandard', title: 'fmeaLibrary.menu.dfmeaStandard' },
  { path: '/PFMEAstandard', title: 'fmeaLibrary.menu.pfmeaStandard' },
  { path: '/productList', title: 'fmeaLibrary.menu.parts' },
  { path: '/FMEAProductListType', title: 'fmeaLibrary.menu.partTypes' },
  { path: '/BOMList', title: 'fmeaLibrary.menu.bomList' },
  { path: '/process', title: 'fmeaLibrary.menu.process' },
  { path: '/FMEAProcessClassification', title: 'fmeaLibrary.menu.processClassification' },
  { path: '/DFMEAknowledgeList', title: 'fmeaLibrary.menu.knowledge' },
  { path: '/PFMEAknowledgeList', title: 'fmeaLibrary.menu.pfmeaKnowledge' },
  { path: '/ProductPlatformManagement', title: 'fmeaLibrary.menu.productPlatforms' },
];
