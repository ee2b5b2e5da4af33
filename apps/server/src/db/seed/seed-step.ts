import type { Database, Transaction } from '../../platform/db/database';

/**
 * One module's demo data. Steps run in order, once, on the first start of an empty database;
 * later modules append their own step to DEMO_SEED_STEPS.
 */
export interface SeedStep {
  name: string;
  run(tx: Transaction, state: SeedState, db: Database): Promise<void>;
}

/** What earlier steps made, for later steps to build on. */
export interface SeedState {
  tenantId?: string;
  userIds: Record<string, string>;
  organizationIds: Record<string, string>;
}
