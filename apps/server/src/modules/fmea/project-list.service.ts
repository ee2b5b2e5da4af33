import type { FmeaKind, FmeaProjectListItem } from '@qis/shared';
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/escape-like';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaProjectMembers, fmeaProjects, fmeaResultsVersions } from './fmea-projects.tables';
import { fmeaTasks } from './fmea-tasks.tables';
import { netProgress } from './net-progress';
import type { ProjectRow } from './project-access';
import { formatTime, userNames } from './project-dto';
import { dueFilter } from './tasks.service';

// The caller's projects of a kind (owner or team member), filtered and paged, each with its progress stage computed
// from its net (net-progress.ts: the nets of the page not seen since they last changed, loaded in one statement).
// type 2 / 3 (the task list's 'more' links) keep the projects where the caller has a task not yet due / overdue.

export interface ProjectListQuery {
  SkipCount: number;
  MaxResultCount: number;
  keyword?: string;
  category?: number;
  status?: number;
  type?: number;
}

export async function listProjects(
  ctx: UserContext,
  kind: FmeaKind,
  query: ProjectListQuery,
): Promise<{ items: FmeaProjectListItem[]; totalCount: number }> {
  const me = ctx.principal.userId;
  const memberOf = exists(
    ctx.tx
      .select({ one: sql`1` })
      .from(fmeaProjectMembers)
      .where(and(eq(fmeaProjectMembers.projectId, fmeaProjects.id), eq(fmeaProjectMembers.userId, me))),
  );
  const myTasks = (type: 2 | 3) =>
    exists(
      ctx.tx
        .select({ one: sql`1` })
        .from(fmeaTasks)
        .where(and(eq(fmeaTasks.projectId, fmeaProjects.id), eq(fmeaTasks.assigneeId, me), dueFilter(type))),
    );
  const filters: (SQL | undefined)[] = [eq(fmeaProjects.kind, kind), or(eq(fmeaProjects.ownerId, me), memberOf)];
  if (query.keyword) {
    const like = `%${escapeLike(query.keyword)}%`;
    filters.push(
      or(
        ilike(fmeaProjects.projectNo, like),
        ilike(fmeaProjects.projectName, like),
        ilike(fmeaProjects.customerName, like),
      ),
    );
  }
  if (query.category !== undefined) filters.push(eq(fmeaProjects.category, query.category));
  if (query.status !== undefined) filters.push(eq(fmeaProjects.projectStatus, query.status));
  if (query.type === 2 || query.type === 3) filters.push(myTasks(query.type));
  const where = and(...filters);
  const [total] = await ctx.tx.select({ n: count() }).from(fmeaProjects).where(where);
  const rows = await ctx.tx
    .select()
    .from(fmeaProjects)
    .where(where)
    .orderBy(desc(fmeaProjects.createdAt), desc(fmeaProjects.id))
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  const items = await projectListItems(ctx, rows);
  return { items, totalCount: total?.n ?? 0 };
}

/**
 * The list rows of the given projects (spec §3 "Recent FMEA row"), each with its progress stage and element count
 * from its net. isPower: by default the caller may change the project (owner or a team member with edit rights);
 * `isPower` replaces that rule (the dashboard's recent lists: the caller may open it).
 */
export async function projectListItems(
  ctx: UserContext,
  rows: readonly ProjectRow[],
  isPower?: (row: ProjectRow) => boolean,
): Promise<FmeaProjectListItem[]> {
  const me = ctx.principal.userId;
  const ids = rows.map((r) => r.id);
  const [names, versionCounts, editors] = await Promise.all([
    userNames(
      ctx.tx,
      rows.map((r) => r.ownerId),
    ),
    ids.length === 0
      ? []
      : ctx.tx
          .select({ projectId: fmeaResultsVersions.projectId, n: count() })
          .from(fmeaResultsVersions)
          .where(inArray(fmeaResultsVersions.projectId, ids))
          .groupBy(fmeaResultsVersions.projectId),
    ids.length === 0 || isPower
      ? []
      : ctx.tx
          .select({ projectId: fmeaProjectMembers.projectId })
          .from(fmeaProjectMembers)
          .where(
            and(
              inArray(fmeaProjectMembers.projectId, ids),
              eq(fmeaProjectMembers.userId, me),
              eq(fmeaProjectMembers.canEdit, true),
            ),
          ),
  ]);
  const versions = new Map(versionCounts.map((v) => [v.projectId, v.n]));
  const progress = await netProgress(ctx, rows, versions);
  const canEdit = new Set(editors.map((e) => e.projectId));
  const items = rows.map((row) => {
    const net = progress.get(row.id);
    return {
      id: row.id,
      type: row.kind,
      category: row.category,
      projectNO: row.projectNo,
      projectName: row.projectName,
      customerName: row.customerName,
      speedOfProgressh: net?.stage ?? 0,
      startTime: row.startTime,
      overTime: row.overTime,
      ownerId: row.ownerId,
      owerIdName: names.get(row.ownerId)?.name ?? '',
      partGatherNum: net?.elements ?? 0,
      workFlowStatus: row.workFlowStatus,
      projectStatus: row.projectStatus,
      isPower: isPower ? isPower(row) : row.ownerId === me || canEdit.has(row.id),
      createTime: formatTime(row.createdAt),
      version: row.version,
    };
  });
  return items;
}
