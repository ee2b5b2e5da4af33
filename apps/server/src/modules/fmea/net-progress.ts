import { type ActionRequiredLevel, type FmeaKind, progressStage } from '@qis/shared';
import type { UserContext } from '../../platform/http/request-context';
import { kindConfig } from '../fmea-config';
import { loadNets } from './net-load';
import type { ProjectRow } from './project-access';

/** What the project header and list show of a project's net. */
export interface NetProgress {
  /** The progress stage 0–7 (domain progressStage). */
  stage: number;
  /** The number of structure elements. */
  elements: number;
}

interface Entry {
  key: string;
  progress: NetProgress;
}

const MAX_ENTRIES = 2000;

/** Per app (each builds its own services object): project id → the progress of one net revision. */
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The progress of the given projects' nets. The stage is worked out from the whole net (every chain's AP), which for
 * 10,000 chains means reading the net and building its form sheet: it is kept per project while the project's net
 * revision (raised by the net tables' triggers on every write), its number of released versions and its kind's
 * configuration (which AP needs an action) stay the same, so opening a project or its list reads a net only once it
 * changed.
 */
export async function netProgress(
  ctx: UserContext,
  rows: readonly ProjectRow[],
  releasedVersions: ReadonlyMap<string, number>,
): Promise<Map<string, NetProgress>> {
  let cache = caches.get(ctx.services);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.services, cache);
  }
  const kinds = [...new Set(rows.map((row) => row.kind as FmeaKind))];
  const levels = new Map<number, ActionRequiredLevel>(
    await Promise.all(kinds.map(async (kind) => [kind, (await kindConfig(ctx.tx, kind)).actionRequiredAp] as const)),
  );
  const keyOf = (row: ProjectRow) =>
    `${ctx.principal.tenantId}/${row.kind}/${row.netRevision}/${releasedVersions.get(row.id) ?? 0}/${levels.get(row.kind)}`;
  const found = new Map<string, NetProgress>();
  const missing: ProjectRow[] = [];
  for (const row of rows) {
    const entry = cache.get(row.id);
    if (entry && entry.key === keyOf(row)) found.set(row.id, entry.progress);
    else missing.push(row);
  }
  if (missing.length === 0) return found;
  const nets = await loadNets(
    ctx.tx,
    missing.map((row) => row.id),
  );
  for (const row of missing) {
    const net = nets.get(row.id);
    if (!net) continue;
    const progress = {
      stage: progressStage(row.kind as FmeaKind, net, releasedVersions.get(row.id) ?? 0, levels.get(row.kind)),
      elements: net.elements.length,
    };
    found.set(row.id, progress);
    cache.delete(row.id);
    cache.set(row.id, { key: keyOf(row), progress });
  }
  for (const [projectId] of cache) {
    if (cache.size <= MAX_ENTRIES) break;
    cache.delete(projectId);
  }
  return found;
}
