import {
  cycleThrough,
  FMEA_MESSAGES,
  FMEA_NET_MESSAGES,
  type FmeaFunction,
  type FmeaKind,
  type FunctionLink,
  type FunctionRemovalDto,
  functionEdges,
  functionRemoval,
} from '@qis/shared';
import { and, asc, eq, max } from 'drizzle-orm';
import { businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaElements, fmeaFailures, fmeaFunctionLinks, fmeaFunctions } from './fmea-net.tables';
import { loadFunctionLinks, loadNet } from './net-load';
import { toFunction } from './net-rows';
import { deleteVersioned, editNetRow, insertNetRow, rowOf } from './net-rows-access';
import { projectFor, projectForWrite } from './project-access';

// Step 3, functions: an element's functions and requirements, the function net (higher ← focus ← lower), and the
// delete that re-homes or removes the function's failures exactly as domain functionRemoval counts them.

export async function listFunctions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; elementId?: string },
): Promise<{ items: FmeaFunction[]; links: FunctionLink[] }> {
  await projectFor(ctx, kind, query.projectId, 'read');
  const rows = await ctx.tx
    .select()
    .from(fmeaFunctions)
    .where(
      and(
        eq(fmeaFunctions.projectId, query.projectId),
        query.elementId ? eq(fmeaFunctions.elementId, query.elementId) : undefined,
      ),
    )
    .orderBy(asc(fmeaFunctions.sortOrder), asc(fmeaFunctions.createdAt));
  const ids = new Set(rows.map((r) => r.id));
  const links = (await loadFunctionLinks(ctx.tx, query.projectId)).filter(
    (l) => ids.has(l.higherId) || ids.has(l.lowerId),
  );
  return { items: rows.map(toFunction), links };
}

interface FunctionInput {
  projectId: string;
  id?: string;
  version?: number;
  elementId: string;
  name: string;
  requirement: string;
  specialCharacteristic: FmeaFunction['specialCharacteristic'];
}

export async function saveFunction(ctx: UserContext, kind: FmeaKind, input: FunctionInput): Promise<FmeaFunction> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  await rowOf(ctx.tx, fmeaElements, input.projectId, input.elementId, FMEA_MESSAGES.elementNotFound);
  const values = {
    elementId: input.elementId,
    name: input.name,
    requirement: input.requirement,
    specialCharacteristic: input.specialCharacteristic,
    updatedBy: ctx.principal.userId,
  };
  if (input.id) {
    const key = { projectId: input.projectId, id: input.id, version: input.version };
    return toFunction(
      await editNetRow(
        ctx,
        fmeaFunctions,
        key,
        { entity: 'FmeaFunction', notFound: FMEA_MESSAGES.functionNotFound },
        values,
      ),
    );
  }
  const [last] = await ctx.tx
    .select({ n: max(fmeaFunctions.sortOrder) })
    .from(fmeaFunctions)
    .where(eq(fmeaFunctions.elementId, input.elementId));
  return toFunction(
    await insertNetRow(ctx, fmeaFunctions, input.projectId, 'FmeaFunction', {
      ...values,
      sortOrder: (last?.n ?? -1) + 1,
    }),
  );
}

export async function previewFunctionRemoval(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; id: string },
): Promise<FunctionRemovalDto> {
  await projectFor(ctx, kind, query.projectId, 'read');
  await rowOf(ctx.tx, fmeaFunctions, query.projectId, query.id, FMEA_MESSAGES.functionNotFound);
  return { ...functionRemoval(await loadNet(ctx.tx, query.projectId), query.id), movedTo: null };
}

export async function deleteFunction(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number; moveFailuresTo?: string | null },
): Promise<FunctionRemovalDto> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  const before = await rowOf(ctx.tx, fmeaFunctions, input.projectId, input.id, FMEA_MESSAGES.functionNotFound);
  const removal = functionRemoval(await loadNet(ctx.tx, input.projectId), input.id);
  const target = input.moveFailuresTo ?? null;
  if (target) {
    const other = await rowOf(ctx.tx, fmeaFunctions, input.projectId, target, FMEA_MESSAGES.functionNotFound);
    if (other.id === before.id || other.elementId !== before.elementId)
      throw businessError(FMEA_MESSAGES.moveFailuresToOtherElement);
    // Re-homed failures keep their links, chain risks and actions.
    await ctx.tx
      .update(fmeaFailures)
      .set({ functionId: target, updatedBy: ctx.principal.userId })
      .where(eq(fmeaFailures.functionId, input.id));
  }
  // Otherwise the foreign keys take its links, failures, their links, chain risks and actions.
  await deleteVersioned(
    ctx.tx,
    fmeaFunctions,
    input.projectId,
    input.id,
    input.version,
    FMEA_MESSAGES.functionNotFound,
  );
  const result = { ...removal, movedTo: target };
  ctx.recordChange({ entity: 'FmeaFunction', entityId: input.id, before, after: result });
  return result;
}

export async function linkFunctions(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; higherId: string; lowerId: string },
): Promise<FunctionLink> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  await rowOf(ctx.tx, fmeaFunctions, input.projectId, input.higherId, FMEA_MESSAGES.functionNotFound);
  await rowOf(ctx.tx, fmeaFunctions, input.projectId, input.lowerId, FMEA_MESSAGES.functionNotFound);
  if (input.higherId === input.lowerId) throw businessError(FMEA_NET_MESSAGES.selfLink);
  const functionLinks = await loadFunctionLinks(ctx.tx, input.projectId);
  if (functionLinks.some((l) => l.higherId === input.higherId && l.lowerId === input.lowerId))
    throw businessError(FMEA_MESSAGES.linkExists);
  if (cycleThrough(functionEdges({ functionLinks }), { from: input.lowerId, to: input.higherId }))
    throw businessError(FMEA_NET_MESSAGES.functionCycle);
  await ctx.tx.insert(fmeaFunctionLinks).values({
    tenantId: ctx.principal.tenantId,
    projectId: input.projectId,
    higherId: input.higherId,
    lowerId: input.lowerId,
  });
  const link = { higherId: input.higherId, lowerId: input.lowerId };
  ctx.recordChange({ entity: 'FmeaFunctionLink', entityId: `${link.higherId}>${link.lowerId}`, after: link });
  return link;
}

export async function unlinkFunctions(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; higherId: string; lowerId: string },
): Promise<{ deleted: boolean }> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  const deleted = await ctx.tx
    .delete(fmeaFunctionLinks)
    .where(
      and(
        eq(fmeaFunctionLinks.projectId, input.projectId),
        eq(fmeaFunctionLinks.higherId, input.higherId),
        eq(fmeaFunctionLinks.lowerId, input.lowerId),
      ),
    )
    .returning();
  if (deleted.length === 0) throw businessError(FMEA_MESSAGES.linkNotFound);
  ctx.recordChange({ entity: 'FmeaFunctionLink', entityId: `${input.higherId}>${input.lowerId}`, before: input });
  return { deleted: true };
}
