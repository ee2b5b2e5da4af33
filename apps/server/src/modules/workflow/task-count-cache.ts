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
  /** Per tenant, the counts read since its last workflow action; an action drops the tenant's map. */
  const kept = new Map<string, Map<string, TaskCounts>>();
  const stop = keep
    ? onWorkflowAction((events) => {
        const tenantId = events[0]?.tenantId;
        if (tenantId) kept.delete(tenantId);
      })
    : () => {};

  return {
    async get(ctx: UserContext): Promise<TaskCounts> {
      const { tenantId, userId } = ctx.principal;
      const countNow = () => withTenant(ctx.services.db, tenantId, (tx) => count(tx, userId));
      if (!keep) return countNow();
      let counts = kept.get(tenantId);
      if (!counts) {
        counts = new Map();
        kept.set(tenantId, counts);
      }
      const hit = counts.get(userId);
      if (hit) return hit;
      const fresh = await countNow();
      // An action of the tenant while this was counting dropped `counts`: the numbers may predate it.
      if (kept.get(tenantId) === counts) counts.set(userId, fresh);
      return fresh;
    },
    stop,
  };
}
