/**
 * The FMEA dashboard's navigation rules (modules spec §2): where the 'my FMEA' card goes, when its project chip
 * shows, and where the task list's 'more' links lead.
 */
import { FMEA_KINDS, type FmeaKind } from './kinds';

/** The kinds in the dashboard's order: DFMEA, PFMEA, FMEA-MSR. */
export const DASHBOARD_KINDS: readonly FmeaKind[] = [FMEA_KINDS.dfmea, FMEA_KINDS.pfmea, FMEA_KINDS.msr];

/** The "my FMEA" project list of each kind (route names myProject, myPfmeaProject, myFMEAMSRProject). */
export const MY_FMEA_ROUTE: Record<FmeaKind, string> = {
  0: '/myProject',
  1: '/myPfmeaProject',
  2: '/myFMEAMSRProject',
};

/** The task list of each kind the 'more' links open (spec §2). */
export const FMEA_TASK_LIST_ROUTE: Record<FmeaKind, string> = {
  0: '/myProjectList',
  1: '/myPFmeaProjectList',
  2: '/myFMEAMSRList',
};

/**
 * Card 2: the first available of the my-DFMEA, my-PFMEA, my-FMEA-MSR lists (`available`: the kinds whose plugin is
 * on and whose point the user holds); nothing (null) when the participation count is 0 or no kind is available.
 */
export function myFmeaCardTarget(available: readonly FmeaKind[], participateCount: number): string | null {
  if (participateCount <= 0) return null;
  const kind = DASHBOARD_KINDS.find((k) => available.includes(k));
  return kind === undefined ? null : MY_FMEA_ROUTE[kind];
}

/** Card 2's project-count chip shows only while the configuration flag isOpenProjectManage is on. */
export function showsProjectChip(config: { isOpenProjectManage: boolean }): boolean {
  return config.isOpenProjectManage;
}

/** A 'more' link of the task list: overdue adds ?type=3, not yet due ?type=2, the whole list none. */
export function taskMoreLink(kind: FmeaKind, due?: 'overdue' | 'notDue'): string {
  const base = FMEA_TASK_LIST_ROUTE[kind];
  if (due === 'overdue') return `${base}?type=3`;
  if (due === 'notDue') return `${base}?type=2`;
  return base;
}

/** The detail route of a recent row by its type (spec §2: ProjectInfo 0, ProjectPFMEA 1, ProjectFMEAMSR other). */
export function recentFmeaDetailPath(type: number, id: string): string {
  if (type === FMEA_KINDS.dfmea) return `/projectInfo/${id}`;
  if (type === FMEA_KINDS.pfmea) return `/ProjectPFMEA/${id}`;
  return `/ProjectFMEAMSR/${id}`;
}
