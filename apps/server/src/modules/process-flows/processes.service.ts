import { PROCESS_MESSAGES, type ProcessDto, type ProcessFlowDiagram, stepNumbers } from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import {
  parts,
  processClassifications,
  processFlowCharts,
  processItems,
  processSteps,
  processWorkElements,
  users,
} from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { badRequest, businessError } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { processDto, requireProcess, stepsOf } from './process-read';
import { type ElementRow, type StepInput, type StepRow, stepsToRows } from './step-rows';

// Process items (/process): create with their steps, edit the header, save the steps whole, reorder them, copy,
// delete. The item's version covers the header and the steps alike: every save names the version it read (409).

export interface ProcessHeader {
  processNo: string;
  name: string;
  classificationId: string | null;
  partId: string | null;
  processVersion: string | null;
  description: string | null;
  ownerId: string | null;
}

/** 400 naming the field for a classification, part or owner that is not there; 9999 for a taken number. */
async function checkHeader(ctx: UserContext, input: ProcessHeader, exceptId?: string) {
  if (input.classificationId) {
    const [found] = await ctx.tx
      .select({ id: processClassifications.id })
      .from(processClassifications)
      .where(eq(processClassifications.id, input.classificationId));
    if (!found) throw badRequest('参数 classificationId 无效：工序分类不存在或已被删除');
  }
  if (input.partId) {
    const [found] = await ctx.tx.select({ id: parts.id }).from(parts).where(eq(parts.id, input.partId));
    if (!found) throw badRequest('参数 partId 无效：零件不存在或已被删除');
  }
  if (input.ownerId) {
    const [found] = await ctx.tx.select({ id: users.id }).from(users).where(eq(users.id, input.ownerId));
    if (!found) throw badRequest('参数 ownerId 无效：用户不存在');
  }
  await refuseTakenNumber(ctx, input.processNo, exceptId);
}

async function refuseTakenNumber(ctx: UserContext, processNo: string, exceptId?: string) {
  const [taken] = await ctx.tx
    .select({ id: processItems.id })
    .from(processItems)
    .where(
      and(
        sql`lower(${processItems.processNo}) = lower(${processNo})`,
        exceptId ? sql`${processItems.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw businessError(PROCESS_MESSAGES.processNoTaken);
}

function rowsOrRefuse(steps: readonly StepInput[], stored?: Parameters<typeof stepsToRows>[1]) {
  const result = stepsToRows(steps, stored);
  if ('problem' in result) throw badRequest(`参数 ${result.problem.field} 无效：${result.problem.message}`);
  return result;
}

/** Replaces the steps and work elements of a process (kept ids written again). */
async function writeSteps(ctx: UserContext, processId: string, rows: { steps: StepRow[]; elements: ElementRow[] }) {
  const tenantId = ctx.principal.tenantId;
  await ctx.tx.delete(processSteps).where(eq(processSteps.processId, processId));
  for (let i = 0; i < rows.steps.length; i += 500)
    await ctx.tx.insert(processSteps).values(rows.steps.slice(i, i + 500).map((r) => ({ ...r, tenantId, processId })));
  for (let i = 0; i < rows.elements.length; i += 500)
    await ctx.tx
      .insert(processWorkElements)
      .values(rows.elements.slice(i, i + 500).map((r) => ({ ...r, tenantId, processId })));
}

async function storedIds(ctx: UserContext, processId: string) {
  const steps = await ctx.tx
    .select({ id: processSteps.id })
    .from(processSteps)
    .where(eq(processSteps.processId, processId));
  const elements = await ctx.tx
    .select({ id: processWorkElements.id })
    .from(processWorkElements)
    .where(eq(processWorkElements.processId, processId));
  return { steps: new Set(steps.map((s) => s.id)), elements: new Set(elements.map((e) => e.id)) };
}

const headerValues = (input: ProcessHeader) => ({
  processNo: input.processNo,
  name: input.name,
  classificationId: input.classificationId,
  partId: input.partId,
  processVersion: input.processVersion,
  description: input.description,
});

const logged = (dto: ProcessDto) => ({
  processNo: dto.processNo,
  name: dto.name,
  version: dto.version,
  steps: dto.steps.length,
  elements: dto.steps.reduce((sum, s) => sum + s.elements.length, 0),
});

async function insertProcess(ctx: UserContext, input: ProcessHeader) {
  const { tenantId, userId } = ctx.principal;
  const [row] = await ctx.tx
    .insert(processItems)
    .values({
      tenantId,
      ...headerValues(input),
      ownerId: input.ownerId ?? userId,
      createdBy: userId,
      updatedBy: userId,
    })
    .returning({ id: processItems.id });
  if (!row) throw new Error('process item was not created');
  return row.id;
}

export async function createProcess(ctx: UserContext, input: ProcessHeader & { steps: StepInput[] }) {
  const rows = rowsOrRefuse(input.steps);
  await checkHeader(ctx, input);
  const id = await insertProcess(ctx, input);
  await writeSteps(ctx, id, rows);
  const dto = await processDto(ctx, id);
  ctx.recordChange({ entity: 'processItem', entityId: id, after: logged(dto) });
  return dto;
}

export async function editProcess(ctx: UserContext, input: ProcessHeader & { id: string; version: number }) {
  const before = await requireProcess(ctx.tx, input.id);
  await checkHeader(ctx, input, input.id);
  await updateVersioned(ctx.tx, processItems, input.id, input.version, {
    ...headerValues(input),
    ownerId: input.ownerId ?? before.ownerId,
    updatedBy: ctx.principal.userId,
  });
  const dto = await processDto(ctx, input.id);
  ctx.recordChange({
    entity: 'processItem',
    entityId: input.id,
    before: { processNo: before.processNo, name: before.name, version: before.version },
    after: logged(dto),
  });
  return dto;
}

export async function saveSteps(ctx: UserContext, input: { id: string; version: number; steps: StepInput[] }) {
  const before = await requireProcess(ctx.tx, input.id);
  const rows = rowsOrRefuse(input.steps, await storedIds(ctx, input.id));
  await updateVersioned(ctx.tx, processItems, input.id, input.version, { updatedBy: ctx.principal.userId });
  await writeSteps(ctx, input.id, rows);
  const dto = await processDto(ctx, input.id);
  ctx.recordChange({
    entity: 'processItem',
    entityId: input.id,
    before: { version: before.version },
    after: logged(dto),
  });
  return dto;
}

/** The steps in the order of `stepIds` (exactly the process's steps), renumbered 10, 20, 30 … when asked. */
export async function sortSteps(
  ctx: UserContext,
  input: { id: string; version: number; stepIds: string[]; renumber: boolean },
) {
  await requireProcess(ctx.tx, input.id);
  const steps = await stepsOf(ctx.tx, input.id);
  const byId = new Map(steps.map((s) => [s.id, s]));
  if (input.stepIds.length !== steps.length || new Set(input.stepIds).size !== steps.length)
    throw badRequest('参数 stepIds 无效：须恰为该过程的全部工序，每道一次');
  const unknown = input.stepIds.findIndex((id) => !byId.has(id));
  if (unknown >= 0) throw badRequest(`参数 stepIds.${unknown} 无效：工序不属于该过程`);
  const numbers = stepNumbers(steps.length);
  const ordered: StepInput[] = input.stepIds.map((id, i) => {
    const step = byId.get(id) as (typeof steps)[number];
    return {
      key: step.id,
      number: input.renumber ? (numbers[i] as string) : step.number,
      name: step.name,
      stepType: step.stepType,
      description: step.description,
      elements: step.elements.map((e) => ({ ...e, key: e.id })),
    };
  });
  return saveSteps(ctx, { id: input.id, version: input.version, steps: ordered });
}

export async function copyProcess(ctx: UserContext, input: { id: string; processNo: string; name: string }) {
  const source = await processDto(ctx, input.id);
  await refuseTakenNumber(ctx, input.processNo);
  const id = await insertProcess(ctx, {
    processNo: input.processNo,
    name: input.name,
    classificationId: source.classificationId,
    partId: source.partId,
    processVersion: source.processVersion,
    description: source.description,
    ownerId: ctx.principal.userId,
  });
  // New ids throughout; the diagram follows them.
  const rows = rowsOrRefuse(
    source.steps.map((step) => ({ ...step, key: step.id, elements: step.elements.map((e) => ({ ...e, key: e.id })) })),
  );
  await writeSteps(ctx, id, rows);
  const [chart] = await ctx.tx.select().from(processFlowCharts).where(eq(processFlowCharts.processId, input.id));
  if (chart) {
    const newId = new Map(source.steps.map((step, i) => [step.id, rows.steps[i]?.id as string]));
    const content = chart.content as ProcessFlowDiagram;
    const copied: ProcessFlowDiagram = {
      positions: content.positions.flatMap((p) => {
        const stepId = newId.get(p.stepId);
        return stepId ? [{ ...p, stepId }] : [];
      }),
      edges: content.edges.flatMap((e) => {
        const fromId = newId.get(e.fromId);
        const toId = newId.get(e.toId);
        return fromId && toId ? [{ ...e, fromId, toId }] : [];
      }),
    };
    await ctx.tx.insert(processFlowCharts).values({
      tenantId: ctx.principal.tenantId,
      processId: id,
      content: copied,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    });
  }
  const dto = await processDto(ctx, id);
  ctx.recordChange({ entity: 'processItem', entityId: id, after: { ...logged(dto), copiedFrom: input.id } });
  return dto;
}

export async function deleteProcess(ctx: UserContext, id: string) {
  const row = await requireProcess(ctx.tx, id);
  await ctx.tx.delete(processItems).where(eq(processItems.id, id));
  ctx.recordChange({ entity: 'processItem', entityId: id, before: { processNo: row.processNo, name: row.name } });
  return true;
}
