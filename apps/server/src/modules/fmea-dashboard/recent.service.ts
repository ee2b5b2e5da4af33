import {
  FMEA_KIND_POINT,
  FMEA_MESSAGES,
  type FmeaKind,
  type FmeaProjectListItem,
  fmeaProjectRights,
  type PartOrProcessInfo,
} from '@qis/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { fmeaElements, fmeaProjectMembers, fmeaProjects } from '../../db/tables';
import { can } from '../../platform/auth/principal';
import { forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { holdsManage, principalHoldsOverview, projectFor, projectListItems } from '../fmea';

// The recent FMEAs of a kind and what a project covers (contract fmea-dashboard.ts). The rows are the FMEA project
// lists' (progress from the net, element count, status pair); isPower is the record-level read rule
// (domain/fmea/access.ts: owner, team member, overview or project-management point).

/** ProjectAppServicecs/dFmeaList, Project/pFmeaList, MSRProject/msrFmeaListData: the newest `top` of the tenant. */
export async function recentProjects(ctx: UserContext, kind: FmeaKind, top: number): Promise<FmeaProjectListItem[]> {
  const rows = await ctx.tx
    .select()
    .from(fmeaProjects)
    .where(eq(fmeaProjects.kind, kind))
    .orderBy(desc(fmeaProjects.createdAt), desc(fmeaProjects.id))
    .limit(top);
  const me = ctx.principal.userId;
  const ids = rows.map((row) => row.id);
  const teams =
    ids.length === 0
      ? []
      : await ctx.tx
          .select({ projectId: fmeaProjectMembers.projectId, canEdit: fmeaProjectMembers.canEdit })
          .from(fmeaProjectMembers)
          .where(and(inArray(fmeaProjectMembers.projectId, ids), eq(fmeaProjectMembers.userId, me)));
  const onTeam = new Map(teams.map((m) => [m.projectId, m]));
  const reader = {
    userId: me,
    holdsOverview: principalHoldsOverview(ctx.principal, kind),
    holdsManage: holdsManage(ctx),
  };
  return projectListItems(ctx, rows, (row) => {
    const member = onTeam.get(row.id);
    const team = member ? [{ userId: me, canEdit: member.canEdit }] : [];
    return fmeaProjectRights({ ownerId: row.ownerId, team }, reader).has('read');
  });
}

/** Project/PartOrProcessInfo: the project's structure elements in tree order, for a caller who may read it. */
export async function partOrProcessInfo(ctx: UserContext, projectId: string): Promise<PartOrProcessInfo> {
  const [found] = await ctx.tx
    .select({ kind: fmeaProjects.kind })
    .from(fmeaProjects)
    .where(eq(fmeaProjects.id, projectId));
  if (!found) throw notFound(FMEA_MESSAGES.projectNotFound);
  const kind = found.kind as FmeaKind;
  if (!can(ctx.principal, FMEA_KIND_POINT[kind].get)) throw forbidden();
  await projectFor(ctx, kind, projectId, 'read');
  const elements = await ctx.tx
    .select({
      id: fmeaElements.id,
      parentId: fmeaElements.parentId,
      type: fmeaElements.type,
      name: fmeaElements.name,
      number: fmeaElements.number,
    })
    .from(fmeaElements)
    .where(eq(fmeaElements.projectId, projectId))
    .orderBy(asc(fmeaElements.sortOrder), asc(fmeaElements.createdAt));
  return { projectId, type: kind, items: inTreeOrder(elements) };
}

/** Depth first, siblings in their order; an element whose parent is missing is treated as a root. */
function inTreeOrder<T extends { id: string; parentId: string | null }>(elements: readonly T[]): T[] {
  const ids = new Set(elements.map((e) => e.id));
  const children = new Map<string | null, T[]>();
  for (const element of elements) {
    const parent = element.parentId !== null && ids.has(element.parentId) ? element.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), element]);
  }
  const ordered: T[] = [];
  const visit = (parent: string | null) => {
    for (const child of children.get(parent) ?? []) {
      ordered.push(child);
      visit(child.id);
    }
  };
  visit(null);
  return ordered;
}
