/**
 * The points of the dashboard's route beyond the module's root (FMEAManager, added by the route table and the menu
 * group): none, since every FMEA user opens it and each kind's part shows with that kind's point.
 */
export const FMEA_DASHBOARD_ROUTE_POINTS = {
  '/fmeaOverview': [],
} as const satisfies Record<string, readonly string[]>;
