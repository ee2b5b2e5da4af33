import { randomUUID } from 'node:crypto';
import {
  CONTROL_PLAN_MESSAGES,
  type ControlPlanChangedLine,
  type ControlPlanChangesDto,
  type ControlPlanDto,
  type ControlPlanHeaderDto,
  type ControlPlanInsert,
  type ControlPlanLineDto,
  controlPlanSources,
  FMEA_KINDS,
  planRegeneration,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { updateVersioned } from '../../../platform/db/versioned-update';
import { businessError, conflict, notFound } from '../../../platform/http/app-error';
import type { UserContext } from '../../../platform/http/request-context';
import { isOwnControlChart } from '../../old-tools';
import { type LoadedProject, projectFor, projectForWrite } from '../project-access';
import { projectHeader } from '../project-dto';
import { fmeaControlPlanLines, fmeaControlPlans } from './control-plan.tables';
import {
  characteristicOf,
  headerDto,
  type LineRow,
  lineDto,
  lineRowsOf,
  lineState,
  type PlanRow,
  planRowOf,
} from './control-plan-rows';
import { insertLines, type LineValues, readPlanNet, updateLines } from './control-plan-store';

// The PFMEA's control plan: generated from the net by domain controlPlanSources / planRegeneration, its header and
// editable fields changed by the engineer with the version read (409 when stale), its special characteristics
// linked to control charts. PFMEA only; every call names its project and goes through the record-level rule first.

const PFMEA = FMEA_KINDS.pfmea;
const today = () => new Date().toISOString().slice(0, 10);

function planDto(project: LoadedProject, header: PlanRow | undefined, lines: readonly LineRow[]): ControlPlanDto {
  return {
    projectId: project.row.id,
    header: header ? headerDto(header) : null,
    lines: lines.map(lineDto),
    stale: header ? header.generatedRevision !== project.row.netRevision : false,
  };
}

export async function getControlPlan(ctx: UserContext, projectId: string): Promise<ControlPlanDto> {
  const project = await projectFor(ctx, PFMEA, projectId, 'read');
  const header = await planRowOf(ctx.tx, projectId);
  return planDto(project, header, header ? await lineRowsOf(ctx.tx, projectId) : []);
}

/** The header a plan starts with: the project's number, owner, team and place, the process item as the part. */
async function firstHeader(ctx: UserContext, project: LoadedProject, processItem: { name: string; number: string }) {
  const header = await projectHeader(ctx.tx, project);
  return {
    tenantId: ctx.principal.tenantId,
    projectId: project.row.id,
    phase: 'production',
    planNumber: `CP-${header.projectNO}`,
    keyContact: header.ownerName,
    partNumber: processItem.number,
    partName: processItem.name || header.subject,
    coreTeam: [header.ownerName, ...header.team.map((member) => member.name)].filter(Boolean).join('、'),
    supplierPlant: [header.responsibility, header.location].filter(Boolean).join(' / '),
    originalDate: today(),
    revisionDate: today(),
    createdBy: ctx.principal.userId,
    updatedBy: ctx.principal.userId,
  };
}

/** A new line's row; the demo seed makes its plan's lines with it too. */
export function insertValues(
  actor: { tenantId: string; userId: string },
  projectId: string,
  line: ControlPlanInsert,
): LineValues {
  return {
    id: randomUUID(),
    tenantId: actor.tenantId,
    projectId,
    sourceKey: line.sourceKey,
    characteristicKind: line.characteristicKind,
    functionId: line.functionId,
    stepId: line.stepId,
    sortOrder: line.sortOrder,
    characteristicNumber: line.characteristicNumber,
    stepNumber: line.stepNumber,
    stepName: line.stepName,
    machine: line.machine,
    productCharacteristic: line.productCharacteristic,
    processCharacteristic: line.processCharacteristic,
    specialClass: line.specialClass,
    specification: line.specification,
    ...line.generated,
    generated: line.generated,
    sourceGone: false,
    chartFileId: null,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  };
}

const changed = (
  line: Pick<LineRow, 'id' | 'characteristicNumber' | 'stepNumber' | 'productCharacteristic' | 'processCharacteristic'>,
  fields: ControlPlanChangedLine['fields'] = [],
  kept: ControlPlanChangedLine['kept'] = [],
): ControlPlanChangedLine => ({
  id: line.id,
  characteristicNumber: line.characteristicNumber,
  stepNumber: line.stepNumber,
  characteristic: characteristicOf(line),
  fields,
  kept,
});

/** The plan's lines after the writes, in plan order, without reading them back. */
function linesAfter(existing: readonly LineRow[], writes: readonly LineValues[], inserts: readonly LineValues[]) {
  const now = new Date();
  const written = new Map(writes.map((row) => [row.id, row]));
  const lines: LineRow[] = existing.map((row) => {
    const after = written.get(row.id);
    return after ? { ...row, ...after, version: row.version + 1, updatedAt: now } : row;
  });
  for (const row of inserts) lines.push({ ...row, createdAt: now, updatedAt: now, version: 1 });
  return lines.sort((a, b) => a.sortOrder - b.sortOrder || a.characteristicNumber - b.characteristicNumber);
}

/** The header's row after a generation: made at the first, else its generation time (and revision date) moved on. */
async function headerAfter(
  ctx: UserContext,
  project: LoadedProject,
  header: PlanRow | undefined,
  processItem: () => { name: string; number: string },
  changed: boolean,
): Promise<PlanRow> {
  if (!header) {
    const [row] = await ctx.tx
      .insert(fmeaControlPlans)
      .values({ ...(await firstHeader(ctx, project, processItem())), generatedRevision: project.row.netRevision })
      .returning();
    return row as PlanRow;
  }
  const [row] = await ctx.tx
    .update(fmeaControlPlans)
    .set({
      generatedRevision: project.row.netRevision,
      generatedAt: new Date(),
      ...(changed ? { revisionDate: today() } : {}),
      updatedBy: ctx.principal.userId,
    })
    .where(eq(fmeaControlPlans.id, header.id))
    .returning();
  return row as PlanRow;
}

/**
 * Generates the plan from the PFMEA, or brings it in step: new characteristics get lines, lines whose source is gone
 * are marked, changed sources update their lines, edited fields stay. Answers what changed and the plan. While the
 * PFMEA's net revision is the one last generated from, nothing can have changed and the net is not read.
 */
export async function generateControlPlan(
  ctx: UserContext,
  projectId: string,
): Promise<{ changes: ControlPlanChangesDto; controlPlan: ControlPlanDto }> {
  const project = await projectForWrite(ctx, PFMEA, projectId, 'controlPlan');
  const [before, existing] = [await planRowOf(ctx.tx, projectId), await lineRowsOf(ctx.tx, projectId)];
  const changes: ControlPlanChangesDto = { added: [], updated: [], gone: [], revived: [], unchanged: 0 };
  if (before && before.generatedRevision === project.row.netRevision) {
    changes.unchanged = existing.length;
    const header = await headerAfter(ctx, project, before, () => ({ name: '', number: '' }), false);
    return { changes, controlPlan: planDto(project, header, existing) };
  }
  // What controlPlanSources reads: the structure, the functions, the failures and the chains' risks.
  const net = await readPlanNet(ctx.tx, projectId);
  const plan = planRegeneration(existing.map(lineState), controlPlanSources(net));
  changes.unchanged = plan.unchanged;

  // Every write in one statement (control-plan-store.ts): the inserts, then the updates and the marks together.
  const inserts = plan.inserts.map((line) => insertValues(ctx.principal, projectId, line));
  await insertLines(ctx.tx, inserts);
  changes.added.push(...inserts.map((row) => changed(row)));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const revived = new Set(plan.revived);
  const writes: LineValues[] = [];
  for (const update of plan.updates) {
    const row = byId.get(update.id) as LineRow;
    const after = { ...row, ...(update.set as Partial<LineRow>), updatedBy: ctx.principal.userId };
    writes.push(after);
    if (revived.has(update.id)) changes.revived.push(changed(after, update.changed, update.kept));
    else if (update.changed.length > 0 || update.kept.length > 0)
      changes.updated.push(changed(after, update.changed, update.kept));
  }
  for (const lineId of plan.gone) {
    const row = byId.get(lineId) as LineRow;
    writes.push({ ...row, sourceGone: true, updatedBy: ctx.principal.userId });
    changes.gone.push(changed(row));
  }
  await updateLines(ctx.tx, writes);

  const somethingChanged =
    changes.added.length + changes.updated.length + changes.gone.length + changes.revived.length > 0;
  const processItem = () => net.elements.find((element) => element.type === 'processItem') ?? { name: '', number: '' };
  const header = await headerAfter(ctx, project, before, processItem, somethingChanged);
  ctx.recordChange({
    entity: 'FmeaControlPlan',
    entityId: header.id,
    after: {
      added: changes.added.length,
      updated: changes.updated.length,
      gone: changes.gone.length,
      revived: changes.revived.length,
    },
  });
  return { changes, controlPlan: planDto(project, header, linesAfter(existing, writes, inserts)) };
}

type HeaderInput = Omit<ControlPlanHeaderDto, 'generatedAt' | 'version'> & { projectId: string; version: number };

export async function editHeader(ctx: UserContext, input: HeaderInput): Promise<ControlPlanHeaderDto> {
  await projectForWrite(ctx, PFMEA, input.projectId, 'controlPlan');
  const before = await planRowOf(ctx.tx, input.projectId);
  if (!before) throw businessError(CONTROL_PLAN_MESSAGES.planNotGenerated);
  const { projectId: _projectId, version, ...fields } = input;
  const row = await updateVersioned(ctx.tx, fmeaControlPlans, before.id, version, {
    ...fields,
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaControlPlan', entityId: row.id, before, after: row });
  return headerDto(row);
}

async function lineOf(ctx: UserContext, projectId: string, lineId: string, version: number): Promise<LineRow> {
  const [row] = await ctx.tx
    .select()
    .from(fmeaControlPlanLines)
    .where(and(eq(fmeaControlPlanLines.id, lineId), eq(fmeaControlPlanLines.projectId, projectId)));
  if (!row) throw notFound(CONTROL_PLAN_MESSAGES.lineNotFound);
  if (row.version !== version) throw conflict();
  return row;
}

interface LineInput {
  projectId: string;
  id: string;
  version: number;
  measurementTechnique: string;
  sampleSize: string;
  frequency: string;
  controlMethod: string;
  reactionPlan: string;
}

export async function editLine(ctx: UserContext, input: LineInput): Promise<ControlPlanLineDto> {
  await projectForWrite(ctx, PFMEA, input.projectId, 'controlPlan');
  const before = await lineOf(ctx, input.projectId, input.id, input.version);
  const row = await updateVersioned(ctx.tx, fmeaControlPlanLines, before.id, input.version, {
    measurementTechnique: input.measurementTechnique,
    sampleSize: input.sampleSize,
    frequency: input.frequency,
    controlMethod: input.controlMethod,
    reactionPlan: input.reactionPlan,
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaControlPlanLine', entityId: row.id, before, after: row });
  return lineDto(row);
}

export async function deleteLine(
  ctx: UserContext,
  input: { projectId: string; id: string; version: number },
): Promise<{ id: string; deleted: boolean }> {
  await projectForWrite(ctx, PFMEA, input.projectId, 'controlPlan');
  const before = await lineOf(ctx, input.projectId, input.id, input.version);
  if (!before.sourceGone) throw businessError(CONTROL_PLAN_MESSAGES.lineStillSourced);
  await ctx.tx.delete(fmeaControlPlanLines).where(eq(fmeaControlPlanLines.id, before.id));
  ctx.recordChange({ entity: 'FmeaControlPlanLine', entityId: before.id, before });
  return { id: before.id, deleted: true };
}

export async function linkChart(
  ctx: UserContext,
  input: { projectId: string; id: string; version: number; chartFileId: string | null },
): Promise<ControlPlanLineDto> {
  await projectForWrite(ctx, PFMEA, input.projectId, 'controlPlan');
  const before = await lineOf(ctx, input.projectId, input.id, input.version);
  if (input.chartFileId !== null) {
    if (!before.specialClass) throw businessError(CONTROL_PLAN_MESSAGES.chartNeedsSpecial);
    if (input.chartFileId !== before.chartFileId && !(await isOwnControlChart(ctx, input.chartFileId)))
      throw businessError(CONTROL_PLAN_MESSAGES.chartNotOwn);
  }
  const row = await updateVersioned(ctx.tx, fmeaControlPlanLines, before.id, input.version, {
    chartFileId: input.chartFileId,
    updatedBy: ctx.principal.userId,
  });
  ctx.recordChange({ entity: 'FmeaControlPlanLine', entityId: row.id, before, after: row });
  return lineDto(row);
}
