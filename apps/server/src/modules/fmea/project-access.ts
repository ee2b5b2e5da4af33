import {
  FMEA_KINDS,
  FMEA_MESSAGES,
  FMEA_TASK_MESSAGES,
  type FmeaKind,
  type FmeaProjectRight,
  fmeaProjectRights,
  P,
  type PermissionRequirement,
} from '@qis/shared';
import { and, asc, eq } from 'drizzle-orm';
import { can, type Principal } from '../../platform/auth/principal';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';

// The record-level rule (domain/fmea access.ts) applied to a request: every FMEA call names its project (or a row of
// it), and goes through here before it reads or writes anything of it. Another tenant's or another kind's project is
// 404 (row-level security hides the former); a project the caller may not read, or write, is 403.

export type ProjectRow = typeof fmeaProjects.$inferSelect;
export type MemberRow = typeof fmeaProjectMembers.$inferSelect;

export interface LoadedProject {
  row: ProjectRow;
  team: MemberRow[];
  rights: Set<FmeaProjectRight>;
}

/** The overview points that let their holders read every project of a kind. */
const OVERVIEW_POINTS: Record<FmeaKind, PermissionRequirement[]> = {
  [FMEA_KINDS.dfmea]: [P.fmea.BasicsDFMEA.get, P.fmea.OrdinaryDFMEA.get, P.fmea.FamilyDFMEA.get],
  [FMEA_KINDS.pfmea]: [P.fmea.BasicsPFMEA.get, P.fmea.OrdinaryPFMEA.get, P.fmea.FamilyPFMEA.get],
  [FMEA_KINDS.msr]: [P.fmea.BasicsFMEAMSR.get, P.fmea.OrdinaryFMEAMSR.get, P.fmea.FamilyFMEAMSR.get],
};

export function holdsOverview(ctx: UserContext, kind: FmeaKind): boolean {
  return principalHoldsOverview(ctx.principal, kind);
}

export function principalHoldsOverview(principal: Principal, kind: FmeaKind): boolean {
  return [P.fmea.ProjectView.get, ...OVERVIEW_POINTS[kind]].some((point) => can(principal, point));
}

/** Holds the project-management point (项目视图 with edit): manages every project's team and node plan. */
export function holdsManage(ctx: UserContext): boolean {
  return can(ctx.principal, P.fmea.ProjectView.edit);
}

export async function loadTeam(ctx: UserContext, projectId: string): Promise<MemberRow[]> {
  return ctx.tx
    .select()
    .from(fmeaProjectMembers)
    .where(eq(fmeaProjectMembers.projectId, projectId))
    .orderBy(asc(fmeaProjectMembers.sortOrder));
}

const REFUSAL: Record<FmeaProjectRight, string> = {
  read: FMEA_MESSAGES.noReadRight,
  write: FMEA_MESSAGES.noEditRight,
  owner: FMEA_MESSAGES.ownerOnly,
  manage: FMEA_TASK_MESSAGES.manageOnly,
};

/**
 * The project, if the caller has `right` on it. A write locks the project row until the transaction ends, so the
 * writes of one project are serialized (a cycle check and the link it allows see the same net).
 */
export async function projectFor(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
  right: FmeaProjectRight,
): Promise<LoadedProject> {
  const { row, team } = await loadProject(ctx, kind, projectId, right !== 'read');
  const rights = fmeaProjectRights(
    { ownerId: row.ownerId, team },
    { userId: ctx.principal.userId, holdsOverview: holdsOverview(ctx, kind), holdsManage: holdsManage(ctx) },
  );
  if (!rights.has(right)) throw forbidden(REFUSAL[right]);
  return { row, team, rights };
}

/** A read only the project's editors make (what it may be linked to): their right checked, the row not locked. */
export async function projectForEditorRead(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
): Promise<LoadedProject> {
  const project = await projectFor(ctx, kind, projectId, 'read');
  if (!project.rights.has('write')) throw forbidden(REFUSAL.write);
  return project;
}

async function loadProject(ctx: UserContext, kind: FmeaKind, projectId: string, lock: boolean) {
  const query = ctx.tx
    .select()
    .from(fmeaProjects)
    .where(and(eq(fmeaProjects.id, projectId), eq(fmeaProjects.kind, kind)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(FMEA_MESSAGES.projectNotFound);
  return { row, team: await loadTeam(ctx, projectId) };
}

/**
 * A project a tenant administrator acts on as administrator, not as a team member (the admin-create results version):
 * any project of the kind in the tenant, locked as for a write, whoever its team is; anyone else gets 403 before
 * anything is read. The team hears of the change as of any write.
 */
export async function projectForAdmin(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
  part: FmeaPart,
): Promise<LoadedProject> {
  if (!ctx.principal.isAdmin) throw forbidden(FMEA_MESSAGES.adminOnly);
  const { row, team } = await loadProject(ctx, kind, projectId, true);
  const project = { row, team, rights: new Set<FmeaProjectRight>(['read']) };
  notifyTeam(ctx, project, part);
  return project;
}

/** The parts of a project a change touches, as the realtime push names them (open screens reload what they show). */
export type FmeaPart =
  | 'project'
  | 'team'
  | 'structure'
  | 'interfaces'
  | 'pDiagrams'
  | 'functions'
  | 'failures'
  | 'risks'
  | 'actions'
  | 'dvp'
  | 'versions'
  | 'tasks'
  | 'controlPlan';

/**
 * A write to `part` of the project: the caller must have `right` (write unless told); once the transaction commits,
 * the project's other team members (and its owner) get `{ Module: 'fmea', Content: { projectId, part, by } }`.
 */
export async function projectForWrite(
  ctx: UserContext,
  kind: FmeaKind,
  projectId: string,
  part: FmeaPart,
  right: FmeaProjectRight = 'write',
): Promise<LoadedProject> {
  const project = await projectFor(ctx, kind, projectId, right);
  notifyTeam(ctx, project, part);
  return project;
}

export function notifyTeam(ctx: UserContext, project: LoadedProject, part: FmeaPart): void {
  const { tenantId, userId } = ctx.principal;
  const recipients = new Set([project.row.ownerId, ...project.team.map((m) => m.userId)]);
  recipients.delete(userId);
  if (recipients.size === 0) return;
  const Content = JSON.stringify({ projectId: project.row.id, part, by: userId });
  ctx.afterCommit(() => {
    for (const recipient of recipients)
      ctx.services.realtime.pushToUser(tenantId, recipient, { Module: 'fmea', Content });
  });
}
