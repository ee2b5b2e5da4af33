import type { RouteObject } from 'react-router';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import { FMEA_LIBRARY_ROUTE_POINTS } from './menu';
import type { PageName } from './page-loaders';

const meta = (m: RouteMeta) => m;

const libraryPage = (name: PageName) =>
  lazyAreaPage(() => import('./page-loaders').then((m) => m.fmeaLibraryPages), name);

const P_OF = FMEA_LIBRARY_ROUTE_POINTS;

/**
 * The libraries the FMEA stands on (modules spec §2): SOD standards of DFMEA and PFMEA, the parts library, BOMs,
 * process flows and the DFMEA and PFMEA knowledge bases. The route table adds the
 * FMEA module's root point to each; the server refuses the calls without the pages' points.
 */
export const fmeaLibraryRoutes: RouteObject[] = [
  {
    path: '/DFMEAstandard',
    handle: meta({ title: 'fmeaLibrary.menu.dfmeaStandard', permissions: P_OF['/DFMEAstandard'] }),
    lazy: libraryPage('DesignStandardListPage'),
  },
  {
    path: '/sod/:id',
    handle: meta({ title: 'fmeaLibrary.menu.sod', permissions: P_OF['/sod/:id'] }),
    lazy: libraryPage('SodStandardPage'),
  },
  {
    path: '/addSod',
    handle: meta({ title: 'fmeaLibrary.menu.addSod', permissions: P_OF['/addSod'] }),
    lazy: libraryPage('AddSodStandardPage'),
  },
  {
    path: '/FMEAProductListType',
    handle: meta({ title: 'fmeaLibrary.menu.partTypes', permissions: P_OF['/FMEAProductListType'] }),
    lazy: libraryPage('PartTypesPage'),
  },
  {
    path: '/productList',
    handle: meta({ title: 'fmeaLibrary.menu.parts', permissions: P_OF['/productList'] }),
    lazy: libraryPage('PartsPage'),
  },
  {
    path: '/BOMList',
    handle: meta({ title: 'fmeaLibrary.menu.bomList', permissions: P_OF['/BOMList'] }),
    lazy: libraryPage('BomListPage'),
  },
  {
    path: '/addbom',
    handle: meta({ title: 'fmeaLibrary.menu.addBom', permissions: P_OF['/addbom'] }),
    lazy: libraryPage('BomEditPage'),
  },
  {
    path: '/editbom/:id',
    handle: meta({ title: 'fmeaLibrary.menu.editBom', permissions: P_OF['/editbom/:id'] }),
    lazy: libraryPage('BomEditPage'),
  },
  {
    path: '/DFMEAknowledgeList',
    handle: meta({ title: 'fmeaLibrary.menu.knowledge', permissions: P_OF['/DFMEAknowledgeList'] }),
    lazy: libraryPage('KnowledgeListPage'),
  },
  ...(
    [
      // The PFMEA's standards and knowledge base: the DFMEA's pages on the PFMEA's calls.
      ['/PFMEAstandard', 'fmeaLibrary.menu.pfmeaStandard', 'PfmeaSodStandardListPage'],
      ['/pfmeaSod/:id', 'fmeaLibrary.menu.sod', 'PfmeaSodStandardPage'],
      ['/addPfmeaSod', 'fmeaLibrary.menu.addSod', 'AddPfmeaSodStandardPage'],
      // FMEA-MSR's SFM standards (severity, frequency, monitoring) on the same pages.
      ['/sfm/:id', 'fmeaLibrary.menu.sfm', 'MsrSodStandardPage'],
      ['/addSfm', 'fmeaLibrary.menu.addSfm', 'AddMsrSodStandardPage'],
      ['/PFMEAknowledgeList', 'fmeaLibrary.menu.pfmeaKnowledge', 'PfmeaKnowledgeListPage'],
      ['/process', 'fmeaLibrary.menu.process', 'ProcessListPage'],
      ['/addProcess', 'fmeaLibrary.menu.addProcess', 'ProcessEditPage'],
      ['/editProcess/:id', 'fmeaLibrary.menu.editProcess', 'ProcessEditPage'],
      ['/FMEAProcessClassification', 'fmeaLibrary.menu.processClassification', 'ProcessClassificationPage'],
    ] as const
  ).map(([path, title, page]) => ({
    path,
    handle: meta({ title, permissions: P_OF[path] }),
    lazy: libraryPage(page),
  })),
  {
    path: '/ProductPlatformManagement',
    handle: meta({
      title: 'fmeaLibrary.menu.productPlatforms',
      permissions: P_OF['/ProductPlatformManagement'],
    }),
    lazy: libraryPage('ProductPlatformPage'),
  },
];
