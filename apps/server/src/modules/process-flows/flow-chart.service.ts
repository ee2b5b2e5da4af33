import {
  generateProcessFlowDiagram,
  layoutProcessFlow,
  type ProcessFlowChartDto,
  type ProcessFlowDiagram,
} from '@qis/shared';
import { asc, eq } from 'drizzle-orm';
import { processFlowCharts, processItems, processSteps } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { requireProcess } from './process-read';

// The flow diagram of a process item: its stored layout, saved as drawn or regenerated from the steps (domain
// process-flow-diagram.ts). Versioned on its own: moving a symbol does not change the process's version.

type ChartRow = typeof processFlowCharts.$inferSelect;

const dtoOf = (processId: string, row: ChartRow | undefined): ProcessFlowChartDto => ({
  processId,
  diagram: row ? (row.content as ProcessFlowDiagram) : null,
  version: row?.version ?? null,
});

async function storedChart(ctx: UserContext, processId: string): Promise<ChartRow | undefined> {
  const [row] = await ctx.tx.select().from(processFlowCharts).where(eq(processFlowCharts.processId, processId));
  return row;
}

export async function getChart(ctx: UserContext, processId: string): Promise<ProcessFlowChartDto> {
  await requireProcess(ctx.tx, processId);
  return dtoOf(processId, await storedChart(ctx, processId));
}

/**
 * Saves the drawn diagram (what is not about the process's steps left out), or with `reset` the one generated from
 * the steps. The first save names no version; later ones the version read.
 */
export async function saveChart(
  ctx: UserContext,
  input: { processId: string; version?: number | undefined; diagram?: ProcessFlowDiagram | undefined; reset: boolean },
): Promise<ProcessFlowChartDto> {
  // Locks the process row: two first saves of its diagram cannot both insert.
  const [process] = await ctx.tx
    .select({ id: processItems.id })
    .from(processItems)
    .where(eq(processItems.id, input.processId))
    .for('update');
  if (!process) await requireProcess(ctx.tx, input.processId);
  const existing = await storedChart(ctx, input.processId);
  if (existing ? input.version === undefined : input.version !== undefined) throw conflict();
  const steps = await ctx.tx
    .select({ id: processSteps.id })
    .from(processSteps)
    .where(eq(processSteps.processId, input.processId))
    .orderBy(asc(processSteps.sort));
  const content = input.reset
    ? generateProcessFlowDiagram(steps)
    : layoutProcessFlow(steps, input.diagram as ProcessFlowDiagram).diagram;
  const logged = { reset: input.reset, positions: content.positions.length, edges: content.edges.length };
  if (existing) {
    const row = await updateVersioned(ctx.tx, processFlowCharts, existing.id, input.version as number, {
      content,
      updatedBy: ctx.principal.userId,
    });
    ctx.recordChange({
      entity: 'processFlowChart',
      entityId: row.id,
      before: { version: existing.version },
      after: { version: row.version, ...logged },
    });
    return dtoOf(input.processId, row);
  }
  const [row] = await ctx.tx
    .insert(processFlowCharts)
    .values({
      tenantId: ctx.principal.tenantId,
      processId: input.processId,
      content,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('process flow chart was not created');
  ctx.recordChange({ entity: 'processFlowChart', entityId: row.id, after: { version: row.version, ...logged } });
  return dtoOf(input.processId, row);
}
