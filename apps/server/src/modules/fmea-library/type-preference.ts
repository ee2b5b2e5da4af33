import { inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../platform/db/database';
import { type PartTypeRow, subtreeIds, typePaths } from './part-type-tree';
import { allPartTypes } from './part-types.service';

// A list asked for a structure element answers the library entries that fit the element's part type first: those of
// the type and the types below it, then those of its ancestors and those filed under none (general ones), then the
// rest.

export interface TypePreference {
  /** The element's part type; null: none (nothing is preferred). */
  typeId: string | null;
  typePath: string | null;
  /** The type and the types below it. */
  own: ReadonlySet<string>;
  /** The type's ancestors. */
  general: ReadonlySet<string>;
}

export const NO_PREFERENCE: TypePreference = { typeId: null, typePath: null, own: new Set(), general: new Set() };

function ancestorIds(types: readonly PartTypeRow[], typeId: string): Set<string> {
  const byId = new Map(types.map((t) => [t.id, t]));
  const ids = new Set<string>();
  for (let p = byId.get(typeId)?.parentId; p && !ids.has(p); p = byId.get(p)?.parentId ?? null) ids.add(p);
  return ids;
}

/** The preference of entries for `typeId` (a type that no longer exists prefers nothing). */
export async function typePreference(tx: DbExecutor, typeId: string | null): Promise<TypePreference> {
  if (!typeId) return NO_PREFERENCE;
  const types = await allPartTypes(tx);
  if (!types.some((t) => t.id === typeId)) return NO_PREFERENCE;
  return {
    typeId,
    typePath: typePaths(types).get(typeId) ?? null,
    own: subtreeIds(types, typeId),
    general: ancestorIds(types, typeId),
  };
}

/**
 * The ORDER BY terms of a preference: 0 for an entry of the preferred type or below, 1 for a general one, 2 for the
 * rest; none without a preference.
 */
export function preferenceOrder(column: AnyPgColumn, preference: TypePreference): SQL[] {
  if (!preference.typeId) return [];
  const general: SQL | undefined = or(
    isNull(column),
    preference.general.size > 0 ? inArray(column, [...preference.general]) : undefined,
  );
  return [sql`case when ${inArray(column, [...preference.own])} then 0 when ${general} then 1 else 2 end`];
}
