import {
  descendantsOf,
  type ElementRemovalDto,
  FMEA_MESSAGES,
  type FmeaKind,
  type StructureElement,
} from '@qis/shared';
import { and, asc, eq, isNull, max, type SQL } from 'drizzle-orm';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaElements } from './fmea-net.tables';
import { loadNet } from './net-load';
import { toElement } from './net-rows';
import { deleteVersioned, editNetRow, insertNetRow, rowOf } from './net-rows-access';
import { projectForWrite } from './project-access';

// Step 2, structure: the element tree of a project (create, edit, move with re-ordering, delete with descendants).

interface ElementInput {
  projectId: string;
  id?: string;
  version?: number;
  parentId: string | null;
  type: StructureElement['type'];
  name: string;
  number: string;
  partId: string | null;
  bomLineId: string | null;
  workElementCategory: StructureElement['workElementCategory'];
}

const siblingsOf = (projectId: string, parentId: string | null): SQL | undefined =>
  and(
    eq(fmeaElements.projectId, projectId),
    parentId === null ? isNull(fmeaElements.parentId) : eq(fmeaElements.parentId, parentId),
  );

export async function saveElement(ctx: UserContext, kind: FmeaKind, input: ElementInput): Promise<StructureElement> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const values = {
    type: input.type,
    name: input.name,
    number: input.number,
    partId: input.partId,
    bomLineId: input.bomLineId,
    workElementCategory: input.workElementCategory,
    updatedBy: ctx.principal.userId,
  };
  if (input.id) {
    const key = { projectId: input.projectId, id: input.id, version: input.version };
    return toElement(
      await editNetRow(
        ctx,
        fmeaElements,
        key,
        { entity: 'FmeaElement', notFound: FMEA_MESSAGES.elementNotFound },
        values,
      ),
    );
  }
  if (input.parentId) await rowOf(ctx.tx, fmeaElements, input.projectId, input.parentId, FMEA_MESSAGES.parentNotFound);
  const [last] = await ctx.tx
    .select({ n: max(fmeaElements.sortOrder) })
    .from(fmeaElements)
    .where(siblingsOf(input.projectId, input.parentId));
  return toElement(
    await insertNetRow(ctx, fmeaElements, input.projectId, 'FmeaElement', {
      ...values,
      parentId: input.parentId,
      sortOrder: (last?.n ?? -1) + 1,
    }),
  );
}

export async function moveElement(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number; parentId: string | null; index: number },
): Promise<{ elements: StructureElement[] }> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const before = await rowOf(ctx.tx, fmeaElements, input.projectId, input.id, FMEA_MESSAGES.elementNotFound);
  if (input.parentId) {
    await rowOf(ctx.tx, fmeaElements, input.projectId, input.parentId, FMEA_MESSAGES.parentNotFound);
    const net = await loadNet(ctx.tx, input.projectId);
    if (input.parentId === input.id || descendantsOf(net, input.id).includes(input.parentId))
      throw businessError(FMEA_MESSAGES.elementIntoItself);
  }
  const moved = await updateVersioned(ctx.tx, fmeaElements, input.id, input.version, {
    parentId: input.parentId,
    updatedBy: ctx.principal.userId,
  });
  // The new siblings in their order, the moved element put at `index`; only changed positions are written.
  const siblings = (
    await ctx.tx
      .select()
      .from(fmeaElements)
      .where(siblingsOf(input.projectId, input.parentId))
      .orderBy(asc(fmeaElements.sortOrder), asc(fmeaElements.createdAt))
  ).filter((row) => row.id !== input.id);
  siblings.splice(Math.min(input.index, siblings.length), 0, moved);
  const elements: StructureElement[] = [];
  for (const [position, row] of siblings.entries()) {
    if (row.sortOrder !== position) {
      await ctx.tx.update(fmeaElements).set({ sortOrder: position }).where(eq(fmeaElements.id, row.id));
    }
    elements.push(toElement({ ...row, sortOrder: position }));
  }
  ctx.recordChange({ entity: 'FmeaElement', entityId: input.id, before, after: moved });
  return { elements };
}

export async function deleteElement(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number },
): Promise<ElementRemovalDto> {
  await projectForWrite(ctx, kind, input.projectId, 'structure');
  const before = await rowOf(ctx.tx, fmeaElements, input.projectId, input.id, FMEA_MESSAGES.elementNotFound);
  const net = await loadNet(ctx.tx, input.projectId);
  const elements = new Set([input.id, ...descendantsOf(net, input.id)]);
  const functions = new Set(net.functions.filter((f) => elements.has(f.elementId)).map((f) => f.id));
  const failures = new Set(net.failures.filter((f) => functions.has(f.functionId)).map((f) => f.id));
  const touches = (a: string, b: string) => failures.has(a) || failures.has(b);
  const actions = new Set(net.actions.filter((a) => touches(a.modeId, a.causeId)).map((a) => a.id));
  const removal: ElementRemovalDto = {
    elements: elements.size,
    interfaces: net.interfaces.filter((i) => elements.has(i.fromId) || elements.has(i.toId)).length,
    pDiagrams: net.pDiagrams.filter((p) => elements.has(p.elementId)).length,
    functions: functions.size,
    functionLinks: net.functionLinks.filter((l) => functions.has(l.higherId) || functions.has(l.lowerId)).length,
    failures: failures.size,
    failureLinks: net.failureLinks.filter((l) => touches(l.effectId, l.causeId)).length,
    risks: net.risks.filter((r) => touches(r.modeId, r.causeId)).length,
    actions: actions.size,
    // DVP&R lines are kept; these lose their tie to a removed chain or action.
    dvp: net.dvp.filter(
      (d) =>
        (d.modeId !== null && failures.has(d.modeId)) ||
        (d.causeId !== null && failures.has(d.causeId)) ||
        (d.actionId !== null && actions.has(d.actionId)),
    ).length,
  };
  // The foreign keys take the descendants and everything hanging below them.
  await deleteVersioned(ctx.tx, fmeaElements, input.projectId, input.id, input.version, FMEA_MESSAGES.elementNotFound);
  ctx.recordChange({ entity: 'FmeaElement', entityId: input.id, before, after: removal });
  return removal;
}
