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
import { and, eq, isNull, max } from 'drizzle-orm';
import { boms } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { bomPage, getBom } from '../fmea-library';
import { fmeaProjectBoms } from './fmea-bom-boundary.tables';
import { fmeaElements } from './fmea-net.tables';
import { toElement } from './net-rows';
import { rowOf } from './net-rows-access';
import { projectFor, projectForWrite } from './project-access';

// The bill of materials of a project (task node 物料清单): its link to a BOM of the library, and the copy of the BOM's
// lines into the structure tree (domain bom-structure.ts: a line already copied is never copied again).

type LinkRow = typeof fmeaProjectBoms.$inferSelect;

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
  // A read: the project's editors only, without the write lock.
  const project = await projectFor(ctx, kind, query.projectId, 'read');
  if (!project.rights.has('write')) throw forbidden(FMEA_MESSAGES.noEditRight);
  const page = await bomPage(ctx, { SkipCount: 0, MaxResultCount: 50, keyword: query.keyword || undefined });
  return page.items;
}

export async function linkBom(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; bomId: string | null; version?: number | undefined },
): Promise<ProjectBomDto> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const before = await linkOf(ctx, input.projectId);
  // The first link names no version; a change of an existing one names the version it read.
  if (before ? input.version === undefined : input.version !== undefined) throw conflict();
  if (input.bomId) {
    const [bom] = await ctx.tx.select({ id: boms.id }).from(boms).where(eq(boms.id, input.bomId));
    if (!bom) throw notFound(BOM_LINK_MESSAGES.bomNotFound);
  }
  if (!before && !input.bomId) return dtoOf(ctx, input.projectId, undefined);
  let after: LinkRow | undefined;
  if (!input.bomId) {
    if (before) {
      await updateVersioned(ctx.tx, fmeaProjectBoms, before.id, input.version as number, {});
      await ctx.tx.delete(fmeaProjectBoms).where(eq(fmeaProjectBoms.id, before.id));
    }
  } else if (before) {
    after = await updateVersioned(ctx.tx, fmeaProjectBoms, before.id, input.version as number, {
      bomId: input.bomId,
      updatedBy: ctx.principal.userId,
    });
  } else {
    [after] = await ctx.tx
      .insert(fmeaProjectBoms)
      .values({
        tenantId: ctx.principal.tenantId,
        projectId: input.projectId,
        bomId: input.bomId,
        createdBy: ctx.principal.userId,
        updatedBy: ctx.principal.userId,
      })
      .returning();
  }
  ctx.recordChange({
    entity: 'FmeaProjectBom',
    entityId: input.projectId,
    before: before ? { bomId: before.bomId } : null,
    after: after ? { bomId: after.bomId } : null,
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

  // Ids first, so a line's element can be the parent of the lines below it; each new element last among its siblings.
  const idOfLine = new Map(plan.created.map((c) => [c.lineId, randomUUID()]));
  const nextSort = new Map<string | null, number>();
  const sortUnder = async (parentId: string | null) => {
    let next = nextSort.get(parentId);
    if (next === undefined) {
      const [last] = await ctx.tx
        .select({ n: max(fmeaElements.sortOrder) })
        .from(fmeaElements)
        .where(
          and(
            eq(fmeaElements.projectId, input.projectId),
            parentId === null ? isNull(fmeaElements.parentId) : eq(fmeaElements.parentId, parentId),
          ),
        );
      next = (last?.n ?? -1) + 1;
    }
    nextSort.set(parentId, next + 1);
    return next;
  };
  const rows = [];
  for (const c of plan.created) {
    const parentId =
      c.parent === null ? null : 'elementId' in c.parent ? c.parent.elementId : idOfLine.get(c.parent.lineId);
    rows.push({
      id: idOfLine.get(c.lineId) as string,
      tenantId: ctx.principal.tenantId,
      projectId: input.projectId,
      parentId: parentId ?? null,
      type: c.type,
      name: c.name,
      number: c.number,
      partId: c.partId,
      bomLineId: c.lineId,
      sortOrder: await sortUnder(parentId ?? null),
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    });
  }
  const created: StructureElement[] = [];
  for (let i = 0; i < rows.length; i += 500)
    created.push(
      ...(
        await ctx.tx
          .insert(fmeaElements)
          .values(rows.slice(i, i + 500))
          .returning()
      ).map(toElement),
    );
  ctx.recordChange({
    entity: 'FmeaElement',
    entityId: input.projectId,
    after: { bomId: bom.id, created: created.length, existing: plan.existing.length },
  });
  return { created, existing: plan.existing.length };
}
