import {
  AP_TABLE_VERSION,
  type CreateFmeaProjectBody,
  DFMEA_TASK_NODES,
  FMEA_KINDS,
  FMEA_MESSAGES,
  type FmeaKind,
  type FmeaProjectDto,
  type FmeaProjectHeaderInput,
  type FmeaProjectListItem,
  type NodeDueDate,
  progressStage,
  type TeamMemberInput,
} from '@qis/shared';
import { and, count, desc, eq, exists, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../platform/db/escape-like';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaProjectMembers, fmeaProjects, fmeaResultsVersions } from './fmea-projects.tables';
import { loadNets } from './net-load';
import { type LoadedProject, loadTeam, notifyTeam, projectFor, projectForWrite } from './project-access';
import { formatTime, projectDto, userNames } from './project-dto';

// FMEA projects of any kind: create, the caller's list, one project, header edits, the team, delete.

/** The task nodes whose due dates a kind's project keeps (PFMEA and MSR add theirs with their screens). */
const KIND_NODES: Record<FmeaKind, ReadonlySet<number>> = {
  [FMEA_KINDS.dfmea]: new Set(DFMEA_TASK_NODES.map((node) => node.id)),
  [FMEA_KINDS.pfmea]: new Set(),
  [FMEA_KINDS.msr]: new Set(),
};

async function checkUsers(ctx: UserContext, ids: string[], field: string) {
  const found = await userNames(ctx.tx, ids);
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw badRequest(`参数 ${field.replace('#', String(missing))} 无效：${FMEA_MESSAGES.userNotFound}`);
}

async function checkTeam(ctx: UserContext, ownerId: string, team: TeamMemberInput[]) {
  const seen = new Set<string>();
  team.forEach((member, index) => {
    if (member.userId === ownerId) throw badRequest(`参数 team.${index}.userId 无效：${FMEA_MESSAGES.teamOwner}`);
    if (seen.has(member.userId)) throw badRequest(`参数 team.${index}.userId 无效：${FMEA_MESSAGES.teamDuplicate}`);
    seen.add(member.userId);
  });
  await checkUsers(
    ctx,
    team.map((m) => m.userId),
    'team.#.userId',
  );
}

function checkHeader(kind: FmeaKind, header: FmeaProjectHeaderInput, nodeTimes: NodeDueDate[] | undefined) {
  if (header.overTime < header.startTime) throw badRequest(`参数 overTime 无效：${FMEA_MESSAGES.datesOrder}`);
  nodeTimes?.forEach((node, index) => {
    if (!KIND_NODES[kind].has(node.nodeId))
      throw badRequest(`参数 nodeTimes.${index}.nodeId 无效：${FMEA_MESSAGES.nodeUnknown}`);
  });
}

const headerValues = (h: FmeaProjectHeaderInput) => ({
  category: h.category,
  projectNo: h.projectNO,
  projectName: h.projectName,
  customerName: h.customerName,
  modelYear: h.modelYear,
  subject: h.subject,
  startTime: h.startTime,
  overTime: h.overTime,
  ownerId: h.ownerId,
  confidentiality: h.confidentiality,
  responsibility: h.responsibility,
  location: h.location,
});

async function writeTeam(ctx: UserContext, projectId: string, team: TeamMemberInput[]) {
  await ctx.tx.delete(fmeaProjectMembers).where(eq(fmeaProjectMembers.projectId, projectId));
  if (team.length === 0) return;
  await ctx.tx.insert(fmeaProjectMembers).values(
    team.map((m, index) => ({
      tenantId: ctx.principal.tenantId,
      projectId,
      userId: m.userId,
      projectRole: m.projectRole,
      canEdit: m.canEdit,
      sortOrder: index,
    })),
  );
}

export async function createProject(
  ctx: UserContext,
  kind: FmeaKind,
  body: CreateFmeaProjectBody,
): Promise<FmeaProjectDto> {
  checkHeader(kind, body, body.nodeTimes);
  await checkUsers(ctx, [body.ownerId], 'ownerId');
  await checkTeam(ctx, body.ownerId, body.team);
  const [row] = await ctx.tx
    .insert(fmeaProjects)
    .values({
      tenantId: ctx.principal.tenantId,
      kind,
      ...headerValues(body),
      apTableVersion: AP_TABLE_VERSION,
      sodStandardId: body.sodStandardId,
      nodeTimes: body.nodeTimes,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('FMEA project was not created');
  await writeTeam(ctx, row.id, body.team);
  ctx.recordChange({ entity: 'FmeaProject', entityId: row.id, after: row });
  const team = await loadTeam(ctx, row.id);
  const isOwner = row.ownerId === ctx.principal.userId;
  const member = team.find((m) => m.userId === ctx.principal.userId);
  const project: LoadedProject = {
    row,
    team,
    rights: new Set([
      ...(isOwner || member ? (['read'] as const) : []),
      ...(isOwner || member?.canEdit ? (['write'] as const) : []),
      ...(isOwner ? (['owner'] as const) : []),
    ]),
  };
  notifyTeam(ctx, project, 'project');
  return projectDto(ctx, project);
}

export interface ProjectListQuery {
  SkipCount: number;
  MaxResultCount: number;
  keyword?: string;
  category?: number;
  status?: number;
  type?: number;
}

/** Today in the server's calendar, yyyy-MM-dd. */
const today = () => sql`current_date`;

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
  const released = exists(
    ctx.tx.select({ one: sql`1` }).from(fmeaResultsVersions).where(eq(fmeaResultsVersions.projectId, fmeaProjects.id)),
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
  if (query.type === 2) filters.push(sql`${fmeaProjects.overTime} >= ${today()}`, sql`not ${released}`);
  if (query.type === 3) filters.push(sql`${fmeaProjects.overTime} < ${today()}`, sql`not ${released}`);
  const where = and(...filters);
  const [total] = await ctx.tx.select({ n: count() }).from(fmeaProjects).where(where);
  const rows = await ctx.tx
    .select()
    .from(fmeaProjects)
    .where(where)
    .orderBy(desc(fmeaProjects.createdAt), desc(fmeaProjects.id))
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  const ids = rows.map((r) => r.id);
  const [nets, names, versionCounts, editors] = await Promise.all([
    loadNets(ctx.tx, ids),
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
    ids.length === 0
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
  const canEdit = new Set(editors.map((e) => e.projectId));
  const items = rows.map((row) => {
    const net = nets.get(row.id);
    return {
      id: row.id,
      type: row.kind,
      category: row.category,
      projectNO: row.projectNo,
      projectName: row.projectName,
      customerName: row.customerName,
      speedOfProgressh: net ? progressStage(row.kind as FmeaKind, net, versions.get(row.id) ?? 0) : 0,
      startTime: row.startTime,
      overTime: row.overTime,
      ownerId: row.ownerId,
      owerIdName: names.get(row.ownerId)?.name ?? '',
      partGatherNum: net?.elements.length ?? 0,
      workFlowStatus: row.workFlowStatus,
      projectStatus: row.projectStatus,
      isPower: row.ownerId === me || canEdit.has(row.id),
      createTime: formatTime(row.createdAt),
      version: row.version,
    };
  });
  return { items, totalCount: total?.n ?? 0 };
}

export async function getProject(ctx: UserContext, kind: FmeaKind, id: string): Promise<FmeaProjectDto> {
  return projectDto(ctx, await projectFor(ctx, kind, id, 'read'));
}

export async function editProject(
  ctx: UserContext,
  kind: FmeaKind,
  body: FmeaProjectHeaderInput & { id: string; version: number; nodeTimes?: NodeDueDate[] },
): Promise<FmeaProjectDto> {
  const project = await projectForWrite(ctx, kind, body.id, 'project');
  checkHeader(kind, body, body.nodeTimes);
  if (project.row.version !== body.version) throw conflict();
  if (body.ownerId !== project.row.ownerId) {
    // Handing the project over is the owner's decision alone.
    if (!project.rights.has('owner')) throw badRequest(`参数 ownerId 无效：${FMEA_MESSAGES.ownerOnly}`);
    await checkUsers(ctx, [body.ownerId], 'ownerId');
    if (project.team.some((m) => m.userId === body.ownerId))
      throw badRequest(`参数 ownerId 无效：${FMEA_MESSAGES.teamOwner}`);
  }
  const row = await updateVersioned(ctx.tx, fmeaProjects, body.id, body.version, {
    ...headerValues(body),
    ...(body.nodeTimes ? { nodeTimes: body.nodeTimes } : {}),
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaProject', entityId: row.id, before: project.row, after: row });
  return projectDto(ctx, { ...project, row });
}

export async function changeTeam(
  ctx: UserContext,
  kind: FmeaKind,
  body: { projectId: string; version: number; team: TeamMemberInput[] },
): Promise<FmeaProjectDto> {
  const project = await projectForWrite(ctx, kind, body.projectId, 'team', 'owner');
  await checkTeam(ctx, project.row.ownerId, body.team);
  const row = await updateVersioned(ctx.tx, fmeaProjects, body.projectId, body.version, {
    updatedBy: ctx.principal.userId,
  });
  await writeTeam(ctx, body.projectId, body.team);
  // Removed members hear of it too: they were on the team when the change was made.
  ctx.recordChange({ entity: 'FmeaProjectTeam', entityId: row.id, before: project.team, after: body.team });
  const team = await loadTeam(ctx, body.projectId);
  return projectDto(ctx, { ...project, row, team });
}

export async function deleteProject(ctx: UserContext, kind: FmeaKind, body: { id: string; version: number }) {
  const project = await projectForWrite(ctx, kind, body.id, 'project', 'owner');
  const deleted = await ctx.tx
    .delete(fmeaProjects)
    .where(and(eq(fmeaProjects.id, body.id), eq(fmeaProjects.version, body.version)))
    .returning({ id: fmeaProjects.id });
  if (deleted.length === 0) throw conflict();
  ctx.recordChange({ entity: 'FmeaProject', entityId: body.id, before: project.row });
  return { id: body.id, deleted: true };
}
