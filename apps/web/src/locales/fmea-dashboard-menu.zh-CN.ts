/** The FMEA dashboard's title, which the menu and page tab need before the dashboard's chunk loads. */
export const fmeaDashboardMenuZhCN = {
  'fmeaDashboard.menu.title': 'FMEA概览',
} as const satisfies Record<string, string>;
