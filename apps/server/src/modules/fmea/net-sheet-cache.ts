import { type FmeaKind, type FmeaNet, type FormSheetRow, formSheetRows } from '@qis/shared';
import type { UserContext } from '../../platform/http/request-context';
import { loadNet } from './net-load';
import type { ProjectRow } from './project-access';

/** A project's net and its form sheet rows (domain formSheetRows), as of one net revision. Never changed once made. */
export interface NetSheet {
  net: FmeaNet;
  rows: FormSheetRow[];
}

interface Entry {
  key: string;
  sheet: NetSheet;
}

/** A few nets of 10,000 chains with their rows (some tens of MB each). */
const MAX_ENTRIES = 4;

/** Per app (each builds its own services object): project id → the sheet of one net revision. */
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The net and form sheet of a project the caller's access check has just read: kept per project while its net
 * revision (raised by the net tables' triggers on every write) stays the same, so paging and filtering a work list of
 * 10,000 chains, or checking the analysis again, neither reads the net nor works its rows out anew. Most recently used
 * last; the oldest goes beyond MAX_ENTRIES.
 */
export async function netSheet(ctx: UserContext, row: ProjectRow): Promise<NetSheet> {
  let cache = caches.get(ctx.services);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.services, cache);
  }
  const key = `${ctx.principal.tenantId}/${row.kind}/${row.netRevision}`;
  const kept = cache.get(row.id);
  if (kept && kept.key === key) {
    cache.delete(row.id);
    cache.set(row.id, kept);
    return kept.sheet;
  }
  const net = await loadNet(ctx.tx, row.id);
  const sheet = { net, rows: formSheetRows(row.kind as FmeaKind, net) };
  cache.delete(row.id);
  cache.set(row.id, { key, sheet });
  for (const [projectId] of cache) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(projectId);
  }
  return sheet;
}
