/**
 * Who may read and write one FMEA project, on top of the kind's permission point (modules spec §6): the project's
 * owner and its team members read it, and so do holders of an FMEA overview point (they see every project of the
 * tenant); only the owner and team members with edit rights change it, and only the owner changes its team or
 * deletes it. Administrators are no exception to the write rule: an FMEA is its team's document. The team and the
 * node plan (dates and assignees of the tasks) are managed by the owner and by holders of the project-management
 * point (项目视图 with edit), who need not be on the team: 'manage'.
 */

export interface FmeaProjectParties {
  ownerId: string;
  team: ReadonlyArray<{ userId: string; canEdit: boolean }>;
}

export interface FmeaReader {
  userId: string;
  /** Holds an FMEA overview point (project view, or the kind's base / project / family overview) with get. */
  holdsOverview: boolean;
  /** Holds the project-management point (项目视图 with edit): manages every project's team and plan. */
  holdsManage?: boolean;
}

export type FmeaProjectRight = 'read' | 'write' | 'owner' | 'manage';

export function fmeaProjectRights(project: FmeaProjectParties, user: FmeaReader): Set<FmeaProjectRight> {
  const rights = new Set<FmeaProjectRight>();
  const member = project.team.find((m) => m.userId === user.userId);
  const isOwner = project.ownerId === user.userId;
  if (isOwner || member || user.holdsOverview || user.holdsManage) rights.add('read');
  if (isOwner || member?.canEdit) rights.add('write');
  if (isOwner) rights.add('owner');
  if (isOwner || user.holdsManage) rights.add('manage');
  return rights;
}

export function canReadFmeaProject(project: FmeaProjectParties, user: FmeaReader): boolean {
  return fmeaProjectRights(project, user).has('read');
}

export function canWriteFmeaProject(project: FmeaProjectParties, user: FmeaReader): boolean {
  return fmeaProjectRights(project, user).has('write');
}
