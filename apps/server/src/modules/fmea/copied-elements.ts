import type { StructureElement } from '@qis/shared';
import { and, eq, isNull, max } from 'drizzle-orm';
import type { UserContext } from '../../platform/http/request-context';
import { fmeaElements } from './fmea-net.tables';
import { toElement } from './net-rows';

/** A structure element copied from a record of a library (a BOM line, a process row), its id chosen beforehand. */
export type CopiedElement = Omit<
  typeof fmeaElements.$inferInsert,
  'tenantId' | 'projectId' | 'sortOrder' | 'createdBy' | 'updatedBy'
> & { id: string; parentId: string | null };

/**
 * Writes the elements a copy into the structure tree made (in order: a parent before the elements under it), each
 * last among its siblings, 500 to a statement. The caller holds the project row's lock.
 */
export async function insertCopiedElements(
  ctx: UserContext,
  projectId: string,
  elements: readonly CopiedElement[],
): Promise<StructureElement[]> {
  const nextSort = new Map<string | null, number>();
  const sortUnder = async (parentId: string | null) => {
    let next = nextSort.get(parentId);
    if (next === undefined) {
      const [last] = await ctx.tx
        .select({ n: max(fmeaElements.sortOrder) })
        .from(fmeaElements)
        .where(
          and(
            eq(fmeaElements.projectId, projectId),
            parentId === null ? isNull(fmeaElements.parentId) : eq(fmeaElements.parentId, parentId),
          ),
        );
      next = (last?.n ?? -1) + 1;
    }
    nextSort.set(parentId, next + 1);
    return next;
  };
  const rows = [];
  for (const element of elements)
    rows.push({
      ...element,
      tenantId: ctx.principal.tenantId,
      projectId,
      sortOrder: await sortUnder(element.parentId),
      createdBy: ctx.principal.userId,
      updatedBy: ctx.principal.userId,
    });
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
  return created;
}
