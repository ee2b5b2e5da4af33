import {
  AP_TABLE_VERSION,
  type CreateFmeaProjectBody,
  FMEA_MESSAGES,
  FMEA_TASK_NODES,
  type FmeaKind,
  type FmeaProjectDto,
  type FmeaProjectHeaderInput,
  fmeaProjectRights,
  type NodeDueDate,
  type TeamMemberInput,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { resolveSodStandardId } from '../fmea-library';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';
import {
  holdsManage,
  holdsOverview,
  type LoadedProject,
  loadTeam,
  notifyTeam,
  projectFor,
  projectForWrite,
} from './project-access';
import { projectDto, userNames } from './project-dto';
import { applyNodeTimes, assignableIds, createTasks, releaseAssignments } from './tasks.service';

// FMEA projects of any kind: create (with its node tasks), one project, header edits, the team, delete (the list:
// project-list.service.ts; the tasks and their plan: tasks.service.ts).

/** The task nodes whose due dates a kind's project keeps. */
const KIND_NODES = (kind: FmeaKind): ReadonlySet<number> => new Set(FMEA_TASK_NODES[kind].map((node) => node.id));

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
    if (!KIND_NODES(kind).has(node.nodeId))
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
      // The kind's default SOD standard unless one is named; the project keeps it from then on.
      sodStandardId: await resolveSodStandardId(ctx.tx, kind, body.sodStandardId),
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('FMEA project was not created');
  await writeTeam(ctx, row.id, body.team);
  await createTasks(ctx, row, body.nodeTimes);
  ctx.recordChange({ entity: 'FmeaProject', entityId: row.id, after: row });
  const team = await loadTeam(ctx, row.id);
  const rights = fmeaProjectRights(
    { ownerId: row.ownerId, team },
    { userId: ctx.principal.userId, holdsOverview: holdsOverview(ctx, kind), holdsManage: holdsManage(ctx) },
  );
  const project: LoadedProject = { row, team, rights };
  notifyTeam(ctx, project, 'project');
  return projectDto(ctx, project);
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
    updatedBy: ctx.principal.userId,
  });
  if (body.nodeTimes) await applyNodeTimes(ctx, body.id, body.nodeTimes);
  // The former owner may no longer be assigned (unless on the team with edit rights).
  if (row.ownerId !== project.row.ownerId) await releaseAssignments(ctx, body.id, assignableIds({ ...project, row }));
  ctx.recordChange({ entity: 'FmeaProject', entityId: row.id, before: project.row, after: row });
  return projectDto(ctx, { ...project, row });
}

export async function changeTeam(
  ctx: UserContext,
  kind: FmeaKind,
  body: { projectId: string; version: number; team: TeamMemberInput[] },
): Promise<FmeaProjectDto> {
  const project = await projectForWrite(ctx, kind, body.projectId, 'team', 'manage');
  await checkTeam(ctx, project.row.ownerId, body.team);
  const row = await updateVersioned(ctx.tx, fmeaProjects, body.projectId, body.version, {
    updatedBy: ctx.principal.userId,
  });
  await writeTeam(ctx, body.projectId, body.team);
  // Members who left the team or lost their edit rights no longer hold open tasks.
  await releaseAssignments(ctx, body.projectId, assignableIds({ row, team: body.team }));
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
