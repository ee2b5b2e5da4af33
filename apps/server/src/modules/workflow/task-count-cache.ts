import type { Transaction } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import type { UserContext } from '../../platform/http/request-context';
import { onWorkflowAction } from './events';

type TaskCounts = { approveTaskCount: number; dealTaskCount: number; notifyTaskCount: number };

/**
 * The header's task counters, asked for on every page and after every pushed message. On the embedded database every
 * query of every request runs one after another on the server's single thread, so a counter that costs a transaction
 * each time queues the whole platform: there each user's counts are kept until the next workflow action of their
 * tenant (only the engine changes tasks, and it announces every committed action). A real PostgreSQL server answers
 * concurrent reads in parallel and may be shared by several instances that do not hear each other's actions: there
 * nothing is kept.
 */
export function createTaskCounts(keep: boolean, count: (tx: Transaction, userId: string) => Promise<TaskCounts>) {
  const counts = new Map<string, TaskCounts>();
  /** Bumped by every action of a tenant: a count read before the bump is never kept after it. */
  const generations = new Map<string, number>();
  const stop = keep
    ? onWorkflowAction((events) => {
        const tenantId = events[0]?.tenantId;
        if (!tenantId) return;
        generations.set(tenantId, (generations.get(tenantId) ?? 0) + 1);
        for (const key of counts.keys()) if (key.startsWith(`${tenantId}:`)) counts.delete(key);
      })
    : () => {};

  return {
    async get(ctx: UserContext): Promise<TaskCounts> {
      const { tenantId, userId } = ctx.principal;
      const key = `${tenantId}:${userId}`;
      const kept = counts.get(key);
      if (kept) return kept;
      const generation = generations.get(tenantId) ?? 0;
      const fresh = await withTenant(ctx.services.db, tenantId, (tx) => count(tx, userId));
      if (keep && (generations.get(tenantId) ?? 0) === generation) counts.set(key, fresh);
      return fresh;
    },
    stop,
  };
}
