import type { FmeaProjectDto, FmeaProjectHeader, NodeDueDate } from '@qis/shared';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { users } from '../../db/tables';
import type { Transaction } from '../../platform/db/database';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaResultsVersions } from './fmea-projects.tables';
import { fmeaTasks } from './fmea-tasks.tables';
import { netProgress } from './net-progress';
import type { LoadedProject, ProjectRow } from './project-access';

/** Names of users by id (user name and display name), for owners and team members. */
export async function userNames(tx: Transaction, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { userName: string; name: string }>();
  const rows = await tx
    .select({ id: users.id, userName: users.userName, name: users.name })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, { userName: r.userName, name: r.name }]));
}

export async function releasedVersions(tx: Transaction, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(fmeaResultsVersions)
    .where(eq(fmeaResultsVersions.projectId, projectId));
  return row?.n ?? 0;
}

/** The project's node due dates (its nodeTimes): the planned end of each task that has one, in node order. */
export async function nodeTimesOf(tx: Transaction, projectId: string): Promise<NodeDueDate[]> {
  return tx
    .select({ nodeId: fmeaTasks.nodeId, dueDate: fmeaTasks.endDate })
    .from(fmeaTasks)
    .where(and(eq(fmeaTasks.projectId, projectId), isNotNull(fmeaTasks.endDate)))
    .orderBy(asc(fmeaTasks.nodeId));
}

/** The header as the project DTO and a results version carry it. */
export async function projectHeader(
  tx: Transaction,
  project: Omit<LoadedProject, 'rights'>,
): Promise<FmeaProjectHeader> {
  const { row, team } = project;
  const names = await userNames(tx, [row.ownerId, ...team.map((m) => m.userId)]);
  return {
    kind: row.kind,
    category: row.category as FmeaProjectHeader['category'],
    projectNO: row.projectNo,
    projectName: row.projectName,
    customerName: row.customerName,
    modelYear: row.modelYear,
    subject: row.subject,
    startTime: row.startTime,
    overTime: row.overTime,
    ownerId: row.ownerId,
    ownerName: names.get(row.ownerId)?.name ?? '',
    confidentiality: row.confidentiality,
    responsibility: row.responsibility,
    location: row.location,
    apTableVersion: row.apTableVersion,
    sodStandardId: row.sodStandardId,
    team: team.map((m) => ({
      userId: m.userId,
      projectRole: m.projectRole,
      canEdit: m.canEdit,
      userName: names.get(m.userId)?.userName ?? '',
      name: names.get(m.userId)?.name ?? '',
    })),
    nodeTimes: await nodeTimesOf(tx, row.id),
  };
}

export function formatTime(date: Date): string {
  return date.toISOString();
}

/**
 * The project as its screens read it: header, team, progress from the net, states, the caller's rights. The progress
 * of the net as of `project.row`'s net revision (net-progress.ts): the caller must not have changed the net in its
 * transaction.
 */
export async function projectDto(ctx: UserContext, project: LoadedProject): Promise<FmeaProjectDto> {
  const { row, rights } = project;
  const header = await projectHeader(ctx.tx, project);
  const versions = new Map([[row.id, await releasedVersions(ctx.tx, row.id)]]);
  const progress = (await netProgress(ctx, [row], versions)).get(row.id);
  return {
    ...header,
    id: row.id,
    speedOfProgressh: progress?.stage ?? 0,
    workFlowStatus: row.workFlowStatus,
    projectStatus: row.projectStatus,
    createTime: formatTime(row.createdAt),
    isPower: rights.has('write'),
    isOwner: rights.has('owner'),
    canManage: rights.has('manage'),
    version: row.version,
  };
}

export type { ProjectRow };
