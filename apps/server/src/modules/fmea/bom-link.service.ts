import { randomUUID } from 'node:crypto';
import {
  BOM_LINK_MESSAGES,
  type BomSummaryDto,
  FMEA_MESSAGES,
  type FmeaKind,
  type ProjectBomDto,
  planBomToStructure,
  type StructureElement,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { boms } from '../../db/tables';
import { badRequest, businessError, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { bomPage, getBom } from '../fmea-library';
import { insertCopiedElements } from './copied-elements';
import { fmeaProjectBoms } from './fmea-bom-boundary.tables';
import { fmeaElements } from './fmea-net.tables';
import { rowOf } from './net-rows-access';
import { projectFor, projectForEditorRead, projectForWrite } from './project-access';
import { setProjectLink } from './project-link';

// The bill of materials of a project (task node 物料清单): its link to a BOM of the library, and the copy of the BOM's
// lines into the structure tree (domain bom-structure.ts: a line already copied is never copied again).

type LinkRow = typeof fmeaProjectBoms.$inferSelect;

const BOM_LINK = { table: fmeaProjectBoms, column: 'bomId', entity: 'FmeaProjectBom' } as const;

async function linkOf(ctx: UserContext, projectId: string): Promise<LinkRow | undefined> {
  const [row] = await ctx.tx.select().from(fmeaProjectBoms).where(eq(fmeaProjectBoms.projectId, projectId));
  return row;
}

async function dtoOf(ctx: UserContext, projectId: string, link: LinkRow | undefined): Promise<ProjectBomDto> {
  if (!link) return { projectId, link: null, bom: null };
  return { projectId, link: { bomId: link.bomId, version: link.version }, bom: await getBom(ctx, link.bomId) };
}

export async function projectBom(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<ProjectBomDto> {
  await projectFor(ctx, kind, projectId, 'read');
  return dtoOf(ctx, projectId, await linkOf(ctx, projectId));
}

/** The BOMs an editor of the project may link it to (the library's newest first, by number or name). */
export async function bomOptions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; keyword?: string | undefined },
): Promise<BomSummaryDto[]> {
  await projectForEditorRead(ctx, kind, query.projectId);
  const page = await bomPage(ctx, { SkipCount: 0, MaxResultCount: 50, keyword: query.keyword || undefined });
  return page.items;
}

export async function linkBom(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; bomId: string | null; version?: number | undefined },
): Promise<ProjectBomDto> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const after = await setProjectLink(ctx, BOM_LINK, { ...input, target: input.bomId }, async (bomId) => {
    const [bom] = await ctx.tx.select({ id: boms.id }).from(boms).where(eq(boms.id, bomId));
    if (!bom) throw notFound(BOM_LINK_MESSAGES.bomNotFound);
  });
  return dtoOf(ctx, input.projectId, after);
}

/**
 * Copies the chosen lines of the project's BOM (all when none are named) into its structure tree, under the elements
 * of their nearest copied ancestor lines, else under `parentId`. The project row is locked for the copy, so two copies
 * at once still copy each line once.
 */
export async function copyBomToStructure(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; lineIds?: string[] | undefined; parentId: string | null },
): Promise<{ created: StructureElement[]; existing: number }> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const link = await linkOf(ctx, input.projectId);
  if (!link) throw businessError(BOM_LINK_MESSAGES.noBom);
  const bom = await getBom(ctx, link.bomId);
  const known = new Set(bom.lines.map((line) => line.id));
  const unknown = (input.lineIds ?? []).findIndex((id) => !known.has(id));
  if (unknown >= 0) throw badRequest(`参数 lineIds.${unknown} 无效：该行不在项目关联的 BOM 中`);
  const target = input.parentId
    ? await rowOf(ctx.tx, fmeaElements, input.projectId, input.parentId, FMEA_MESSAGES.parentNotFound)
    : null;
  const elements = await ctx.tx
    .select({ id: fmeaElements.id, type: fmeaElements.type, bomLineId: fmeaElements.bomLineId })
    .from(fmeaElements)
    .where(eq(fmeaElements.projectId, input.projectId));
  const plan = planBomToStructure(
    bom.lines,
    elements as Array<Pick<StructureElement, 'id' | 'type' | 'bomLineId'>>,
    input.lineIds ? new Set(input.lineIds) : null,
    target ? { id: target.id, type: target.type as StructureElement['type'] } : null,
  );
  if (plan.created.length === 0) return { created: [], existing: plan.existing.length };

  // Ids first, so a line's element can be the parent of the lines below it.
  const idOfLine = new Map(plan.created.map((c) => [c.lineId, randomUUID()]));
  const created = await insertCopiedElements(
    ctx,
    input.projectId,
    plan.created.map((c) => ({
      id: idOfLine.get(c.lineId) as string,
      parentId: c.parent && ('elementId' in c.parent ? c.parent.elementId : (idOfLine.get(c.parent.lineId) ?? null)),
      type: c.type,
      name: c.name,
      number: c.number,
      partId: c.partId,
      bomLineId: c.lineId,
    })),
  );
  ctx.recordChange({
    entity: 'FmeaElement',
    entityId: input.projectId,
    after: { bomId: bom.id, created: created.length, existing: plan.existing.length },
  });
  return { created, existing: plan.existing.length };
}
