import { randomUUID } from 'node:crypto';
import {
  type FmeaKind,
  PROCESS_LINK_MESSAGES,
  type ProcessDto,
  type ProcessSummaryDto,
  type ProjectProcessDto,
  planProcessStructure,
  type StructureElement,
} from '@qis/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { processItems } from '../../db/tables';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { processDto, processFlowChart, processPage } from '../process-flows';
import { insertCopiedElements } from './copied-elements';
import { fmeaElements } from './fmea-net.tables';
import { fmeaProjectProcesses } from './pfmea-links.tables';
import { projectFor, projectForEditorRead, projectForWrite } from './project-access';
import { setProjectLink } from './project-link';

// The process flow of a PFMEA (task node 过程流程图): its link to a process item of the process-flow library, read
// by the team through the project, and the copy of the item, its steps and 4M work elements into the structure tree
// (domain process-structure.ts: each element names the process row it came from, so a row is copied once).

type LinkRow = typeof fmeaProjectProcesses.$inferSelect;

const PROCESS_LINK = { table: fmeaProjectProcesses, column: 'processId', entity: 'FmeaProjectProcess' } as const;

async function linkOf(ctx: UserContext, projectId: string): Promise<LinkRow | undefined> {
  const [row] = await ctx.tx.select().from(fmeaProjectProcesses).where(eq(fmeaProjectProcesses.projectId, projectId));
  return row;
}

/** The project's elements copied from a process row: source id → element id. */
export async function copiedRows(ctx: UserContext, projectId: string): Promise<Map<string, string>> {
  const rows = await ctx.tx
    .select({ id: fmeaElements.id, sourceId: fmeaElements.sourceId })
    .from(fmeaElements)
    .where(and(eq(fmeaElements.projectId, projectId), isNotNull(fmeaElements.sourceId)));
  return new Map(rows.map((r) => [r.sourceId as string, r.id]));
}

/** The ids of a process's rows: the item, its steps and their work elements. */
const rowIdsOf = (process: ProcessDto) => [
  process.id,
  ...process.steps.flatMap((step) => [step.id, ...step.elements.map((e) => e.id)]),
];

/** The process a project is linked to (null without a link). */
export async function linkedProcess(ctx: UserContext, projectId: string): Promise<ProcessDto | null> {
  const link = await linkOf(ctx, projectId);
  return link ? processDto(ctx, link.processId) : null;
}

async function dtoOf(ctx: UserContext, projectId: string, link: LinkRow | undefined): Promise<ProjectProcessDto> {
  if (!link) return { projectId, link: null, process: null, diagram: null, copied: [] };
  const process = await processDto(ctx, link.processId);
  const chart = await processFlowChart(ctx, link.processId);
  const copied = await copiedRows(ctx, projectId);
  return {
    projectId,
    link: { processId: link.processId, version: link.version },
    process,
    diagram: chart.diagram,
    copied: rowIdsOf(process).flatMap((sourceId) => {
      const elementId = copied.get(sourceId);
      return elementId ? [{ sourceId, elementId }] : [];
    }),
  };
}

export async function projectProcess(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<ProjectProcessDto> {
  await projectFor(ctx, kind, projectId, 'read');
  return dtoOf(ctx, projectId, await linkOf(ctx, projectId));
}

/** The processes an editor of the project may link it to (the library's newest first, by number, name or part). */
export async function processOptions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; keyword?: string | undefined },
): Promise<ProcessSummaryDto[]> {
  await projectForEditorRead(ctx, kind, query.projectId);
  const page = await processPage(ctx, { SkipCount: 0, MaxResultCount: 50, keyword: query.keyword || undefined });
  return page.items;
}

export async function linkProcess(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; processId: string | null; version?: number | undefined },
): Promise<ProjectProcessDto> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const after = await setProjectLink(ctx, PROCESS_LINK, { ...input, target: input.processId }, async (processId) => {
    const [process] = await ctx.tx
      .select({ id: processItems.id })
      .from(processItems)
      .where(eq(processItems.id, processId));
    if (!process) throw notFound(PROCESS_LINK_MESSAGES.processNotFound);
  });
  return dtoOf(ctx, input.projectId, after);
}

/**
 * Copies the project's process (its chosen steps, all when none are named, with their work elements) into the
 * structure tree: what the tree has from it already stays, what is new goes under the elements it belongs to, last
 * among their children. The project row is locked for the copy, so two copies at once still copy each row once.
 */
export async function copyProcessToStructure(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; stepIds?: string[] | undefined },
): Promise<{ created: StructureElement[]; existing: number }> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const link = await linkOf(ctx, input.projectId);
  if (!link) throw businessError(PROCESS_LINK_MESSAGES.noProcess);
  const process = await processDto(ctx, link.processId);
  const known = new Set(process.steps.map((step) => step.id));
  const unknown = (input.stepIds ?? []).findIndex((id) => !known.has(id));
  if (unknown >= 0) throw badRequest(`参数 stepIds.${unknown} 无效：该工序不在项目关联的过程流程中`);
  const chosen = input.stepIds ? new Set(input.stepIds) : null;
  const copied = await copiedRows(ctx, input.projectId);
  const source = {
    id: process.id,
    processNo: process.processNo,
    name: process.name,
    partId: process.partId,
    steps: process.steps.filter((step) => !chosen || chosen.has(step.id)),
  };
  const plan = planProcessStructure(source, new Set(copied.keys()));
  const existing = 1 + source.steps.reduce((n, step) => n + 1 + step.elements.length, 0) - plan.length;
  if (plan.length === 0) return { created: [], existing };

  // Ids first, so a new step can be the parent of its new work elements.
  const newIds = new Map(plan.map((p) => [p.sourceId, randomUUID()]));
  const created = await insertCopiedElements(
    ctx,
    input.projectId,
    plan.map((p) => ({
      id: newIds.get(p.sourceId) as string,
      parentId: p.parentSourceId ? (copied.get(p.parentSourceId) ?? newIds.get(p.parentSourceId) ?? null) : null,
      type: p.type,
      name: p.name,
      number: p.number,
      partId: p.partId,
      workElementCategory: p.workElementCategory,
      sourceId: p.sourceId,
    })),
  );
  ctx.recordChange({
    entity: 'FmeaElement',
    entityId: input.projectId,
    after: { processId: process.id, created: created.length, existing },
  });
  return { created, existing };
}
