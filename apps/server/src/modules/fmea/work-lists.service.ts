import {
  apCounts,
  type DvpUserLineDto,
  type FmeaKind,
  isActionOverdue,
  type WorkListDto,
  type WorkListFilter,
  type WorkListRowDto,
  workListRows,
} from '@qis/shared';
import { and, asc, count, desc, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaDvpLines, fmeaElements, fmeaFailures, fmeaFunctions } from './fmea-net.tables';
import { fmeaProjectMembers, fmeaProjects } from './fmea-projects.tables';
import { netSheet } from './net-sheet-cache';
import { holdsOverview, projectFor } from './project-access';
import { userNames } from './project-dto';
import { todayOf } from './tasks.service';

// Work lists the server filters and pages: step 6's chains with their actions (domain workListRows over the form
// sheet, AP from the project's table), and the DVP&R lines of one responsible user across every project of the kind
// the caller may read.

export async function optimizationWorkList(
  ctx: UserContext,
  kind: FmeaKind,
  input: WorkListFilter & { projectId: string; page: number; pageSize: number },
): Promise<WorkListDto> {
  const project = await projectFor(ctx, kind, input.projectId, 'read');
  const [{ rows }, today] = await Promise.all([netSheet(ctx, project.row), todayOf(ctx.tx)]);
  const matching = workListRows(rows, input, today);
  const page = matching.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
  const names = await userNames(
    ctx.tx,
    page.flatMap((row) => row.actions.flatMap((a) => (a.responsibleId ? [a.responsibleId] : []))),
  );
  const items = page.map(
    (row): WorkListRowDto => ({
      key: row.key,
      modeId: row.mode.id,
      causeId: row.cause?.id ?? '',
      elementId: row.focusElement?.id ?? null,
      elementName: row.focusElement?.name ?? '',
      functionName: row.focusFunction?.name ?? '',
      mode: row.mode.name,
      cause: row.cause?.name ?? '',
      causeElementName: row.lowerElement?.name ?? '',
      effects: row.effects.map((e) => ({ id: e.id, name: e.name, severity: e.severity })),
      severity: row.severity,
      occurrence: row.risk?.occurrence ?? null,
      detection: row.risk?.detection ?? null,
      ap: row.ap,
      rpn: row.rpn,
      preventionControls: row.risk?.preventionControls ?? '',
      detectionControls: row.risk?.detectionControls ?? '',
      actions: row.actions.map((a) => ({
        id: a.id,
        type: a.type,
        description: a.description,
        status: a.status,
        responsibleId: a.responsibleId,
        responsibleName: a.responsibleId ? (names.get(a.responsibleId)?.name ?? '') : '',
        targetDate: a.targetDate,
        completionDate: a.completionDate,
        overdue: isActionOverdue(a, today),
        evidenceFiles: a.evidenceFileIds.length,
        version: a.version,
      })),
      severityAfter: row.risk?.severityAfter ?? null,
      occurrenceAfter: row.risk?.occurrenceAfter ?? null,
      detectionAfter: row.risk?.detectionAfter ?? null,
      apAfter: row.apAfter,
      riskVersion: row.risk?.version ?? 1,
    }),
  );
  return {
    items,
    totalCount: matching.length,
    page: input.page,
    pageSize: input.pageSize,
    apCounts: apCounts(matching),
    today,
  };
}

export interface DvpUserQuery {
  SkipCount: number;
  MaxResultCount: number;
  userId?: string;
  status?: DvpUserLineDto['status'];
  projectId?: string;
  overdue?: boolean;
}

const modes = alias(fmeaFailures, 'dvp_mode');
const causes = alias(fmeaFailures, 'dvp_cause');
const modeFunctions = alias(fmeaFunctions, 'dvp_mode_function');
const modeElements = alias(fmeaElements, 'dvp_mode_element');

export async function dvpLinesByUser(
  ctx: UserContext,
  kind: FmeaKind,
  query: DvpUserQuery,
): Promise<{ items: DvpUserLineDto[]; totalCount: number }> {
  const me = ctx.principal.userId;
  if (query.projectId) await projectFor(ctx, kind, query.projectId, 'read');
  // Past its planned end and still to be done (planned or running).
  const overdue = sql<boolean>`(coalesce(${fmeaDvpLines.plannedEnd} < current_date, false) and ${fmeaDvpLines.status} in ('planned', 'running'))`;
  const filters: (SQL | undefined)[] = [
    eq(fmeaProjects.kind, kind),
    eq(fmeaDvpLines.responsibleId, query.userId ?? me),
  ];
  // The projects the caller may read (domain access.ts): all of the kind for an overview holder, else their own.
  if (!holdsOverview(ctx, kind)) {
    const memberOf = exists(
      ctx.tx
        .select({ one: sql`1` })
        .from(fmeaProjectMembers)
        .where(and(eq(fmeaProjectMembers.projectId, fmeaProjects.id), eq(fmeaProjectMembers.userId, me))),
    );
    filters.push(or(eq(fmeaProjects.ownerId, me), memberOf));
  }
  if (query.projectId) filters.push(eq(fmeaDvpLines.projectId, query.projectId));
  if (query.status) filters.push(eq(fmeaDvpLines.status, query.status));
  if (query.overdue !== undefined) filters.push(query.overdue ? overdue : sql`not ${overdue}`);
  const where = and(...filters);
  const [total] = await ctx.tx
    .select({ n: count() })
    .from(fmeaDvpLines)
    .innerJoin(fmeaProjects, eq(fmeaProjects.id, fmeaDvpLines.projectId))
    .where(where);
  const rows = await ctx.tx
    .select({
      line: fmeaDvpLines,
      projectNo: fmeaProjects.projectNo,
      projectName: fmeaProjects.projectName,
      mode: modes.name,
      cause: causes.name,
      element: modeElements.name,
      overdue,
    })
    .from(fmeaDvpLines)
    .innerJoin(fmeaProjects, eq(fmeaProjects.id, fmeaDvpLines.projectId))
    .leftJoin(modes, eq(modes.id, fmeaDvpLines.modeId))
    .leftJoin(causes, eq(causes.id, fmeaDvpLines.causeId))
    .leftJoin(modeFunctions, eq(modeFunctions.id, modes.functionId))
    .leftJoin(modeElements, eq(modeElements.id, modeFunctions.elementId))
    .where(where)
    .orderBy(
      desc(overdue),
      sql`${fmeaDvpLines.plannedEnd} asc nulls last`,
      asc(fmeaProjects.projectNo),
      asc(fmeaDvpLines.sortOrder),
      asc(fmeaDvpLines.id),
    )
    .offset(query.SkipCount)
    .limit(query.MaxResultCount);
  const names = await userNames(
    ctx.tx,
    rows.flatMap((r) => (r.line.responsibleId ? [r.line.responsibleId] : [])),
  );
  const items = rows.map(({ line, ...r }) => ({
    id: line.id,
    projectId: line.projectId,
    projectNO: r.projectNo,
    projectName: r.projectName,
    testName: line.testName,
    acceptanceCriteria: line.acceptanceCriteria,
    sampleSize: line.sampleSize,
    modeId: line.modeId,
    causeId: line.causeId,
    actionId: line.actionId,
    chain: r.mode ? `${r.element ? `${r.element}：` : ''}${r.mode}${r.cause ? ` ← ${r.cause}` : ''}` : '',
    responsibleId: line.responsibleId,
    responsibleName: line.responsibleId ? (names.get(line.responsibleId)?.name ?? '') : '',
    plannedStart: line.plannedStart,
    plannedEnd: line.plannedEnd,
    status: line.status as DvpUserLineDto['status'],
    result: line.result,
    overdue: r.overdue === true,
    version: line.version,
  }));
  return { items, totalCount: total?.n ?? 0 };
}
