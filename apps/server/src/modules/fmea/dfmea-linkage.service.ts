import {
  characteristicChanges,
  DFMEA_LINK_MESSAGES,
  type DfmeaLinkageDto,
  type DfmeaOptionDto,
  FMEA_KINDS,
  FMEA_MESSAGES,
  type FmeaFunction,
  type FmeaKind,
} from '@qis/shared';
import { and, eq, max } from 'drizzle-orm';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError, conflict, forbidden, notFound } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import {
  type CarriedRow,
  carriedRowsOf,
  characteristicsOf,
  dfmeaCandidates,
  dfmeaLinkOf,
  linkageOf,
  netPartOf,
} from './dfmea-linkage-read';
import { fmeaFunctions } from './fmea-net.tables';
import { fmeaProjects } from './fmea-projects.tables';
import { toFunction } from './net-rows';
import { insertNetRow } from './net-rows-access';
import { fmeaCarriedCharacteristics, fmeaProjectDfmeas } from './pfmea-links.tables';
import { projectFor, projectForEditorRead, projectForWrite } from './project-access';
import { setProjectLink } from './project-link';

// DFMEA → PFMEA linkage (domain dfmea-linkage.ts): a PFMEA's link to a DFMEA of the same product, the carrying of
// the DFMEA's product characteristics into functions of its process steps, and the acceptance of what the DFMEA
// changed since (the PFMEA function takes the DFMEA's requirement and special characteristic; nothing else moves).

const DFMEA_LINK = { table: fmeaProjectDfmeas, column: 'dfmeaProjectId', entity: 'FmeaProjectDfmea' } as const;

export async function dfmeaLinkage(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<DfmeaLinkageDto> {
  await projectFor(ctx, kind, projectId, 'read');
  return linkageOf(ctx, projectId);
}

export async function dfmeaOptions(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; keyword?: string | undefined },
): Promise<DfmeaOptionDto[]> {
  await projectForEditorRead(ctx, kind, query.projectId);
  return dfmeaCandidates(ctx, query.projectId, { keyword: query.keyword || undefined });
}

export async function linkDfmea(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; dfmeaProjectId: string | null; version?: number | undefined },
): Promise<DfmeaLinkageDto> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  await setProjectLink(
    ctx,
    DFMEA_LINK,
    { ...input, target: input.dfmeaProjectId },
    async (dfmeaProjectId) => {
      const [dfmea] = await ctx.tx
        .select({ id: fmeaProjects.id })
        .from(fmeaProjects)
        .where(and(eq(fmeaProjects.id, dfmeaProjectId), eq(fmeaProjects.kind, FMEA_KINDS.dfmea)));
      if (!dfmea) throw notFound(DFMEA_LINK_MESSAGES.dfmeaNotFound);
      const allowed = await dfmeaCandidates(ctx, input.projectId, { id: dfmeaProjectId });
      if (allowed.length === 0) throw forbidden(DFMEA_LINK_MESSAGES.dfmeaNotReadable);
    },
    // Another DFMEA (or none): what was carried from the former is no longer followed; the functions stay as they are.
    async (before, after) => {
      let dropped = 0;
      if (before && before.dfmeaProjectId !== after?.dfmeaProjectId)
        dropped = (
          await ctx.tx
            .delete(fmeaCarriedCharacteristics)
            .where(eq(fmeaCarriedCharacteristics.projectId, input.projectId))
            .returning({ id: fmeaCarriedCharacteristics.id })
        ).length;
      return { dropped };
    },
  );
  return linkageOf(ctx, input.projectId);
}

interface CarryItem {
  dfmeaFunctionId: string;
  elementId: string;
  functionId: string | null;
  name?: string | undefined;
}

/**
 * Carries characteristics of the linked DFMEA into process steps: into a function of the step (its requirement and
 * special characteristic become the DFMEA's) or a new one. Every item is checked before anything is written.
 */
export async function carryCharacteristics(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; items: CarryItem[] },
): Promise<{ functions: FmeaFunction[]; linkage: DfmeaLinkageDto }> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  const link = await dfmeaLinkOf(ctx, input.projectId);
  if (!link) throw businessError(DFMEA_LINK_MESSAGES.noDfmea);
  const characteristics = new Map((await characteristicsOf(ctx, link.dfmeaProjectId)).map((c) => [c.functionId, c]));
  const net = await netPartOf(ctx, input.projectId);
  const elements = new Map(net.elements.map((e) => [e.id, e]));
  const functions = new Map(net.functions.map((f) => [f.id, f]));
  const carried = await carriedRowsOf(ctx, input.projectId);
  const carriedFunctions = new Set(carried.map((r) => r.functionId));
  const carriedSteps = new Set(carried.map((r) => `${r.dfmeaFunctionId}:${functions.get(r.functionId)?.elementId}`));
  for (const [i, item] of input.items.entries()) {
    if (!characteristics.has(item.dfmeaFunctionId))
      throw badRequest(`参数 items.${i}.dfmeaFunctionId 无效：不是所关联 DFMEA 的产品特性`);
    const element = elements.get(item.elementId);
    if (!element) throw notFound(FMEA_MESSAGES.elementNotFound);
    if (element.type !== 'processStep') throw badRequest(`参数 items.${i}.elementId 无效：产品特性只能带入过程步骤`);
    if (item.functionId) {
      if (functions.get(item.functionId)?.elementId !== element.id)
        throw badRequest(`参数 items.${i}.functionId 无效：须为该过程步骤的功能`);
      if (carriedFunctions.has(item.functionId)) throw businessError(DFMEA_LINK_MESSAGES.alreadyCarried);
      carriedFunctions.add(item.functionId);
    }
    const key = `${item.dfmeaFunctionId}:${element.id}`;
    if (carriedSteps.has(key)) throw businessError(DFMEA_LINK_MESSAGES.carriedIntoStep);
    carriedSteps.add(key);
  }

  const written: FmeaFunction[] = [];
  const nextSort = new Map<string, number>();
  for (const item of input.items) {
    const c = characteristics.get(item.dfmeaFunctionId) as NonNullable<ReturnType<typeof characteristics.get>>;
    const values = { requirement: c.requirement, specialCharacteristic: c.specialCharacteristic };
    let fn: FmeaFunction;
    if (item.functionId) {
      const before = functions.get(item.functionId) as NonNullable<ReturnType<typeof functions.get>>;
      const row = await updateVersioned(ctx.tx, fmeaFunctions, before.id, before.version, {
        ...values,
        updatedBy: ctx.principal.userId,
      });
      ctx.recordChange({ entity: 'FmeaFunction', entityId: row.id, before, after: row });
      fn = toFunction(row);
    } else {
      let sortOrder = nextSort.get(item.elementId);
      if (sortOrder === undefined) {
        const [last] = await ctx.tx
          .select({ n: max(fmeaFunctions.sortOrder) })
          .from(fmeaFunctions)
          .where(eq(fmeaFunctions.elementId, item.elementId));
        sortOrder = (last?.n ?? -1) + 1;
      }
      nextSort.set(item.elementId, sortOrder + 1);
      const name = item.name ?? `${c.elementName}：${c.functionName}`.slice(0, 200);
      fn = toFunction(
        await insertNetRow(ctx, fmeaFunctions, input.projectId, 'FmeaFunction', {
          elementId: item.elementId,
          name,
          ...values,
          sortOrder,
          updatedBy: ctx.principal.userId,
        }),
      );
    }
    await ctx.tx.insert(fmeaCarriedCharacteristics).values({
      tenantId: ctx.principal.tenantId,
      projectId: input.projectId,
      functionId: fn.id,
      dfmeaFunctionId: c.functionId,
      elementName: c.elementName,
      functionName: c.functionName,
      ...values,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    });
    written.push(fn);
  }
  ctx.recordChange({
    entity: 'FmeaCarriedCharacteristic',
    entityId: input.projectId,
    after: { dfmeaProjectId: link.dfmeaProjectId, carried: written.length },
  });
  return { functions: written, linkage: await linkageOf(ctx, input.projectId) };
}

async function carriedRow(ctx: UserContext, projectId: string, functionId: string, version: number) {
  const [row] = await ctx.tx
    .select()
    .from(fmeaCarriedCharacteristics)
    .where(
      and(eq(fmeaCarriedCharacteristics.projectId, projectId), eq(fmeaCarriedCharacteristics.functionId, functionId)),
    );
  if (!row) throw notFound(DFMEA_LINK_MESSAGES.notCarried);
  if (row.version !== version) throw conflict();
  return row;
}

async function dropRow(ctx: UserContext, row: CarriedRow) {
  await updateVersioned(ctx.tx, fmeaCarriedCharacteristics, row.id, row.version, {});
  await ctx.tx.delete(fmeaCarriedCharacteristics).where(eq(fmeaCarriedCharacteristics.id, row.id));
  ctx.recordChange({ entity: 'FmeaCarriedCharacteristic', entityId: row.id, before: row });
}

/**
 * Accepts what the DFMEA changed in a carried characteristic, as the engineer saw it (`sourceVersion`: the DFMEA
 * function's version then, null when it was gone): the PFMEA function takes the DFMEA's requirement and special
 * characteristic; a characteristic the DFMEA removed is no longer followed. Nothing else changes.
 */
export async function acceptCharacteristic(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; functionId: string; version: number; sourceVersion: number | null },
): Promise<{ function: FmeaFunction; linkage: DfmeaLinkageDto }> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  const row = await carriedRow(ctx, input.projectId, input.functionId, input.version);
  const link = await dfmeaLinkOf(ctx, input.projectId);
  const characteristics = link ? await characteristicsOf(ctx, link.dfmeaProjectId) : [];
  const current = characteristics.find((c) => c.functionId === row.dfmeaFunctionId) ?? null;
  if ((current?.version ?? null) !== input.sourceVersion) throw conflict();
  const state = characteristicChanges(
    {
      requirement: row.requirement,
      specialCharacteristic: row.specialCharacteristic as FmeaFunction['specialCharacteristic'],
    },
    current,
  );
  if (state.status === 'current') throw businessError(DFMEA_LINK_MESSAGES.nothingToAccept);
  const [fnRow] = await ctx.tx.select().from(fmeaFunctions).where(eq(fmeaFunctions.id, row.functionId));
  if (!fnRow) throw notFound(FMEA_MESSAGES.functionNotFound);
  if (!current) {
    await dropRow(ctx, row);
    return { function: toFunction(fnRow), linkage: await linkageOf(ctx, input.projectId) };
  }
  const values = { requirement: current.requirement, specialCharacteristic: current.specialCharacteristic };
  const updated = await updateVersioned(ctx.tx, fmeaFunctions, fnRow.id, fnRow.version, {
    ...values,
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaFunction', entityId: fnRow.id, before: fnRow, after: updated });
  await updateVersioned(ctx.tx, fmeaCarriedCharacteristics, row.id, row.version, {
    ...values,
    elementName: current.elementName,
    functionName: current.functionName,
    updatedBy: ctx.principal.userId,
  });
  return { function: toFunction(updated), linkage: await linkageOf(ctx, input.projectId) };
}

/** Stops following the DFMEA characteristic a PFMEA function carries; the function keeps what it has. */
export async function dropCharacteristic(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; functionId: string; version: number },
): Promise<DfmeaLinkageDto> {
  await projectForWrite(ctx, kind, input.projectId, 'functions');
  await dropRow(ctx, await carriedRow(ctx, input.projectId, input.functionId, input.version));
  return linkageOf(ctx, input.projectId);
}
