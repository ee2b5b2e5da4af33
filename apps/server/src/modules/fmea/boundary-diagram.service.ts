import {
  type BoundaryDiagram,
  type BoundaryDiagramDto,
  type FmeaKind,
  generateBoundaryDiagram,
  INTERFACE_TYPE_COLORS,
  INTERFACE_TYPE_DICTIONARY,
  INTERFACE_TYPES,
  type InterfaceTypeDto,
} from '@qis/shared';
import { and, eq } from 'drizzle-orm';
import { dictionaryItems, dictionaryTypes } from '../../db/tables';
import { updateVersioned } from '../../platform/db/versioned-update';
import { conflict } from '../../platform/http/app-error';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaBoundaryDiagrams } from './fmea-bom-boundary.tables';
import { fmeaElements, fmeaInterfaces } from './fmea-net.tables';
import { projectFor, projectForWrite } from './project-access';

// The boundary diagram of a project (task node 边界图): its stored layout, saved as drawn or regenerated from the
// structure (domain boundary-diagram.ts), and the interface types its legend and pickers show.

type DiagramRow = typeof fmeaBoundaryDiagrams.$inferSelect;

const dtoOf = (projectId: string, row: DiagramRow | undefined): BoundaryDiagramDto => ({
  projectId,
  diagram: row ? (row.content as BoundaryDiagram) : null,
  version: row?.version ?? null,
});

async function storedDiagram(ctx: UserContext, projectId: string): Promise<DiagramRow | undefined> {
  const [row] = await ctx.tx.select().from(fmeaBoundaryDiagrams).where(eq(fmeaBoundaryDiagrams.projectId, projectId));
  return row;
}

export async function getDiagram(ctx: UserContext, kind: FmeaKind, projectId: string): Promise<BoundaryDiagramDto> {
  await projectFor(ctx, kind, projectId, 'read');
  return dtoOf(projectId, await storedDiagram(ctx, projectId));
}

/**
 * Saves the drawn diagram (positions of elements no longer in the project left out, one per element), or with
 * `reset` the layout generated from the structure. The first save names no version; later ones the version read.
 */
export async function saveDiagram(
  ctx: UserContext,
  kind: FmeaKind,
  input: {
    projectId: string;
    version?: number | undefined;
    diagram?: BoundaryDiagram | undefined;
    reset: boolean;
    focusId?: string | null | undefined;
  },
): Promise<BoundaryDiagramDto> {
  // The diagram shows the interfaces: open interface screens reload with it.
  await projectForWrite(ctx, kind, input.projectId, 'interfaces');
  const existing = await storedDiagram(ctx, input.projectId);
  if (existing ? input.version === undefined : input.version !== undefined) throw conflict();
  const elements = await ctx.tx
    .select({ id: fmeaElements.id, parentId: fmeaElements.parentId, sortOrder: fmeaElements.sortOrder })
    .from(fmeaElements)
    .where(eq(fmeaElements.projectId, input.projectId));
  const known = new Set(elements.map((e) => e.id));
  let content: BoundaryDiagram;
  if (input.reset) {
    const focus =
      input.focusId !== undefined ? input.focusId : ((existing?.content as BoundaryDiagram)?.focusId ?? null);
    const interfaces = await ctx.tx
      .select({ fromId: fmeaInterfaces.fromId, toId: fmeaInterfaces.toId })
      .from(fmeaInterfaces)
      .where(eq(fmeaInterfaces.projectId, input.projectId));
    content = generateBoundaryDiagram(elements, focus, interfaces);
  } else {
    const drawn = input.diagram as BoundaryDiagram;
    const positions = new Map(drawn.positions.filter((p) => known.has(p.elementId)).map((p) => [p.elementId, p]));
    content = {
      focusId: drawn.focusId && known.has(drawn.focusId) ? drawn.focusId : null,
      positions: [...positions.values()],
    };
  }
  if (existing) {
    const row = await updateVersioned(ctx.tx, fmeaBoundaryDiagrams, existing.id, input.version as number, {
      content,
      updatedBy: ctx.principal.userId,
    });
    ctx.recordChange({
      entity: 'FmeaBoundaryDiagram',
      entityId: row.id,
      before: { version: existing.version },
      after: { version: row.version, reset: input.reset, positions: content.positions.length },
    });
    return dtoOf(input.projectId, row);
  }
  const [row] = await ctx.tx
    .insert(fmeaBoundaryDiagrams)
    .values({
      tenantId: ctx.principal.tenantId,
      projectId: input.projectId,
      content,
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    })
    .returning();
  if (!row) throw new Error('boundary diagram was not created');
  ctx.recordChange({
    entity: 'FmeaBoundaryDiagram',
    entityId: row.id,
    after: { version: row.version, reset: input.reset, positions: content.positions.length },
  });
  return dtoOf(input.projectId, row);
}

const INTERFACE_DICTIONARY = 'fmeaInterfaceType';

/** The five interface types with the names of the tenant's fmeaInterfaceType items (the type's own name without). */
export async function interfaceTypes(ctx: UserContext): Promise<InterfaceTypeDto[]> {
  const items = await ctx.tx
    .select({ code: dictionaryItems.code, name: dictionaryItems.name, isActive: dictionaryItems.isActive })
    .from(dictionaryItems)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryItems.typeId))
    .where(and(eq(dictionaryTypes.code, INTERFACE_DICTIONARY), eq(dictionaryTypes.isActive, true)));
  const byCode = new Map(items.map((item) => [item.code.toUpperCase(), item]));
  return INTERFACE_TYPES.map((type) => {
    const { code, name } = INTERFACE_TYPE_DICTIONARY[type];
    const item = byCode.get(code);
    return {
      type,
      code,
      name: item?.name ?? name,
      color: INTERFACE_TYPE_COLORS[type],
      isActive: item?.isActive ?? true,
    };
  });
}
