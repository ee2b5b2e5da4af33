import { type ElementInterface, FMEA_MESSAGES, type FmeaKind, type PDiagram } from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { updateVersioned } from '../../platform/db/versioned-update';
import { businessError, conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaElements, fmeaInterfaces, fmeaPDiagrams } from './fmea-net.tables';
import { type PDiagramContent, toInterface, toPDiagram } from './net-rows';
import { deleteNetRow, editNetRow, insertNetRow, rowOf } from './net-rows-access';
import { projectFor, projectForWrite } from './project-access';

// Interfaces between structure elements (boundary diagram, interface matrix) and the P-diagram of an element.

interface InterfaceInput {
  projectId: string;
  id?: string;
  version?: number;
  fromId: string;
  toId: string;
  type: ElementInterface['type'];
  direction: ElementInterface['direction'];
  description: string;
}

export async function saveInterface(
  ctx: UserContext,
  kind: FmeaKind,
  input: InterfaceInput,
): Promise<ElementInterface> {
  await projectForWrite(ctx, kind, input.projectId, 'interfaces');
  if (input.fromId === input.toId) throw businessError(FMEA_MESSAGES.interfaceSelf);
  await rowOf(ctx.tx, fmeaElements, input.projectId, input.fromId, FMEA_MESSAGES.elementNotFound);
  await rowOf(ctx.tx, fmeaElements, input.projectId, input.toId, FMEA_MESSAGES.elementNotFound);
  const values = {
    fromId: input.fromId,
    toId: input.toId,
    type: input.type,
    direction: input.direction,
    description: input.description,
    updatedBy: ctx.principal.userId,
  };
  if (input.id) {
    const key = { projectId: input.projectId, id: input.id, version: input.version };
    return toInterface(
      await editNetRow(
        ctx,
        fmeaInterfaces,
        key,
        { entity: 'FmeaInterface', notFound: FMEA_MESSAGES.interfaceNotFound },
        values,
      ),
    );
  }
  return toInterface(await insertNetRow(ctx, fmeaInterfaces, input.projectId, 'FmeaInterface', values));
}

export async function deleteInterface(
  ctx: UserContext,
  kind: FmeaKind,
  input: { projectId: string; id: string; version: number },
) {
  await projectForWrite(ctx, kind, input.projectId, 'interfaces');
  await deleteNetRow(ctx, fmeaInterfaces, input, {
    entity: 'FmeaInterface',
    notFound: FMEA_MESSAGES.interfaceNotFound,
  });
  return { id: input.id, deleted: true };
}

export async function savePDiagram(
  ctx: UserContext,
  kind: FmeaKind,
  input: PDiagramContent & { projectId: string; elementId: string; version?: number },
): Promise<PDiagram> {
  await projectForWrite(ctx, kind, input.projectId, 'pDiagrams');
  await rowOf(ctx.tx, fmeaElements, input.projectId, input.elementId, FMEA_MESSAGES.elementNotFound);
  const content: PDiagramContent = {
    inputs: input.inputs,
    idealOutputs: input.idealOutputs,
    noise: input.noise,
    controlFactors: input.controlFactors,
    errorStates: input.errorStates,
  };
  const [existing] = await ctx.tx.select().from(fmeaPDiagrams).where(eq(fmeaPDiagrams.elementId, input.elementId));
  if (existing) {
    // A first save (no version) after another one made the diagram: stale.
    if (input.version === undefined) throw conflict();
    const row = await updateVersioned(ctx.tx, fmeaPDiagrams, existing.id, input.version, {
      content,
      updatedBy: ctx.principal.userId,
    });
    ctx.recordChange({ entity: 'FmeaPDiagram', entityId: row.id, before: existing, after: row });
    return toPDiagram(row);
  }
  // A first save that names a version lost a race with another first save.
  if (input.version !== undefined) throw conflict();
  const [row] = await ctx.tx
    .insert(fmeaPDiagrams)
    .values({
      tenantId: ctx.principal.tenantId,
      projectId: input.projectId,
      elementId: input.elementId,
      content,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('P-diagram was not created');
  ctx.recordChange({ entity: 'FmeaPDiagram', entityId: row.id, after: row });
  return toPDiagram(row);
}

export async function listPDiagrams(
  ctx: UserContext,
  kind: FmeaKind,
  query: { projectId: string; elementId?: string },
): Promise<{ items: PDiagram[]; totalCount: number }> {
  await projectFor(ctx, kind, query.projectId, 'read');
  const rows = await ctx.tx
    .select()
    .from(fmeaPDiagrams)
    .where(
      and(
        eq(fmeaPDiagrams.projectId, query.projectId),
        query.elementId ? eq(fmeaPDiagrams.elementId, query.elementId) : undefined,
      ),
    );
  return { items: rows.map(toPDiagram), totalCount: rows.length };
}
