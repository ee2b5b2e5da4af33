import { P } from '@qis/shared/permissions';

/**
 * The points of the DFMEA, PFMEA and FMEA-MSR routes (modules spec §6: "Detail routes for FMEA need the permissions listed above"), read
 * by the route table and the side menu alike, so the menu offers exactly what the guard opens. The module's root point
 * (FMEAManager) is added to every route by the route table. /createFmeaPage needs only the root: it offers the kinds
 * whose "my FMEA" point the user holds (spec §5 "Type selectors list only the kinds the user's menu permission allows").
 */
export const FMEA_ROUTE_POINTS = {
  '/createFmeaPage': [],
  '/createDFMEA': [P.fmea.MyDFMEA.key],
  '/myProject': [P.fmea.MyDFMEA.key],
  '/myProjectList': [P.fmea.MyDFMEA.key],
  '/projectInfo/:id': [P.fmea.MyDFMEA.key],
  '/dHistory/:id': [P.fmea.MyDFMEA.key],
  '/all-projectInfo/:id': [P.fmea.MyDFMEA.key],
  '/share-projectInfo/:id': [P.fmea.MyDFMEA.key],
  '/typical-projectInfo/:id': [P.fmea.MyDFMEA.key],
  '/createPFMEA': [P.fmea.MyPFMEA.key],
  '/myPfmeaProject': [P.fmea.MyPFMEA.key],
  '/myPFmeaProjectList': [P.fmea.MyPFMEA.key],
  '/ProjectPFMEA/:id': [P.fmea.MyPFMEA.key],
  '/pHistory/:id': [P.fmea.MyPFMEA.key],
  '/all-pfmea-projectInfo/:id': [P.fmea.MyPFMEA.key],
  '/share-pfmea-projectInfo/:id': [P.fmea.MyPFMEA.key],
  '/typical-pfmea-projectInfo/:id': [P.fmea.MyPFMEA.key],
  '/createFMEAMSR': [P.fmea.MyFMEAMSR.key],
  '/myFMEAMSRProject': [P.fmea.MyFMEAMSR.key],
  '/myFMEAMSRList': [P.fmea.MyFMEAMSR.key],
  '/ProjectFMEAMSR/:id': [P.fmea.MyFMEAMSR.key],
  '/MSRFHistory/:id': [P.fmea.MyFMEAMSR.key],
  '/all-fmeamsr-projectInfo/:id': [P.fmea.MyFMEAMSR.key],
  '/share-fmeamsr-projectInfo/:id': [P.fmea.MyFMEAMSR.key],
  '/typical-fmeamsr-projectInfo/:id': [P.fmea.MyFMEAMSR.key],
} as const satisfies Record<string, readonly string[]>;

export const FMEA_ROOT_POINT = P.fmea.FMEAManager.key;
