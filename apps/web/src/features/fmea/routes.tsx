import { Navigate, type RouteObject, useLocation } from 'react-router';
import type { MessageKey } from '../../locales';
import { lazyAreaPage } from '../../shell/lazy-route';
import type { RouteMeta } from '../../shell/route-meta';
import type { PageName } from './page-loaders';
import { FMEA_ROUTE_POINTS } from './route-points';

type FmeaPath = keyof typeof FMEA_ROUTE_POINTS;

/** A page of this area, loaded through ./page-loaders (with the area's texts). */
const fmeaPage = (name: PageName) => lazyAreaPage(() => import('./page-loaders').then((m) => m.fmeaPages), name);

/** A project's node is a view inside its page (?node=…): one tab per project. */
const PROJECT_PAGES = new Set<FmeaPath>([
  '/projectInfo/:id',
  '/all-projectInfo/:id',
  '/share-projectInfo/:id',
  '/typical-projectInfo/:id',
  '/ProjectPFMEA/:id',
  '/all-pfmea-projectInfo/:id',
  '/share-pfmea-projectInfo/:id',
  '/typical-pfmea-projectInfo/:id',
  '/ProjectFMEAMSR/:id',
  '/all-fmeamsr-projectInfo/:id',
  '/share-fmeamsr-projectInfo/:id',
  '/typical-fmeamsr-projectInfo/:id',
]);

const route = (path: FmeaPath, title: MessageKey, page: PageName): RouteObject => ({
  path,
  handle: { title, permissions: FMEA_ROUTE_POINTS[path], tabPerPath: PROJECT_PAGES.has(path) } satisfies RouteMeta,
  lazy: fmeaPage(page),
});

/** A route that redirects (no page, no tab of its own), keeping the query: /myFMEAMSRList?type=3 → /myFMEAMSRProject?type=3. */
function KeepQueryRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/**
 * DFMEA (modules spec §2, plugin 1003), PFMEA (plugin 1005) and FMEA-MSR (plugin 1004): the route table adds the module's root point (FMEAManager) to every page. The
 * server refuses the calls while the plugin is off, and applies the record-level rule (owner, team, edit right).
 */
export const fmeaRoutes: RouteObject[] = [
  route('/createFmeaPage', 'fmea.menu.create', 'CreateFmeaPage'),
  route('/createDFMEA', 'fmea.menu.createDfmea', 'CreateDfmeaPage'),
  route('/myProject', 'fmea.menu.myDfmea', 'MyProjectPage'),
  route('/myProjectList', 'fmea.menu.myDfmeaList', 'MyProjectPage'),
  route('/projectInfo/:id', 'fmea.menu.projectInfo', 'ProjectInfoPage'),
  route('/dHistory/:id', 'fmea.menu.history', 'HistoryPage'),
  route('/all-projectInfo/:id', 'fmea.menu.projectInfoReadOnly', 'ReadOnlyProjectInfoPage'),
  route('/share-projectInfo/:id', 'fmea.menu.projectInfoReadOnly', 'ReadOnlyProjectInfoPage'),
  route('/typical-projectInfo/:id', 'fmea.menu.projectInfoReadOnly', 'ReadOnlyProjectInfoPage'),
  route('/createPFMEA', 'fmea.menu.createPfmea', 'CreatePfmeaPage'),
  route('/myPfmeaProject', 'fmea.menu.myPfmea', 'MyPfmeaProjectPage'),
  route('/myPFmeaProjectList', 'fmea.menu.myPfmeaList', 'MyPfmeaProjectPage'),
  route('/ProjectPFMEA/:id', 'fmea.menu.pfmeaProjectInfo', 'PfmeaProjectInfoPage'),
  route('/pHistory/:id', 'fmea.menu.pfmeaHistory', 'PfmeaHistoryPage'),
  route('/all-pfmea-projectInfo/:id', 'fmea.menu.pfmeaProjectInfoReadOnly', 'ReadOnlyPfmeaProjectInfoPage'),
  route('/share-pfmea-projectInfo/:id', 'fmea.menu.pfmeaProjectInfoReadOnly', 'ReadOnlyPfmeaProjectInfoPage'),
  route('/typical-pfmea-projectInfo/:id', 'fmea.menu.pfmeaProjectInfoReadOnly', 'ReadOnlyPfmeaProjectInfoPage'),
  route('/createFMEAMSR', 'fmea.menu.createMsr', 'CreateMsrPage'),
  route('/myFMEAMSRProject', 'fmea.menu.myMsr', 'MyMsrProjectPage'),
  { path: '/myFMEAMSRList', element: <KeepQueryRedirect to="/myFMEAMSRProject" /> },
  route('/ProjectFMEAMSR/:id', 'fmea.menu.msrProjectInfo', 'MsrProjectInfoPage'),
  route('/MSRFHistory/:id', 'fmea.menu.msrHistory', 'MsrHistoryPage'),
  route('/all-fmeamsr-projectInfo/:id', 'fmea.menu.msrProjectInfoReadOnly', 'ReadOnlyMsrProjectInfoPage'),
  route('/share-fmeamsr-projectInfo/:id', 'fmea.menu.msrProjectInfoReadOnly', 'ReadOnlyMsrProjectInfoPage'),
  route('/typical-fmeamsr-projectInfo/:id', 'fmea.menu.msrProjectInfoReadOnly', 'ReadOnlyMsrProjectInfoPage'),
];
