import { count } from 'drizzle-orm';
import { controlPlanDemoSeed } from '../../modules/fmea/control-plan/control-plan-demo.seed';
import { dfmeaDemoSeed } from '../../modules/fmea/dfmea-demo.seed';
import { msrDemoSeed } from '../../modules/fmea/msr-demo.seed';
import { pfmeaDemoSeed } from '../../modules/fmea/pfmea-demo.seed';
import { fmeaLibraryDemoSeed } from '../../modules/fmea-library';
import { noticesDemoSeed } from '../../modules/notices/notices.seed';
import { processFlowsDemoSeed } from '../../modules/process-flows';
import type { Database } from '../../platform/db/database';
import { tenants } from '../tables';
import { dictionarySeed } from './dictionary.seed';
import { homeDemoSeed } from './home.seed';
import { identityDemoSeed } from './identity.seed';
import { messagesDemoSeed } from './messages.seed';
import type { SeedState, SeedStep } from './seed-step';
import { systemSettingsSeed } from './system-settings.seed';
import { workflowDemoSeed } from './workflow.seed';

/** Demo data, in order; each later module appends its step here. */
export const DEMO_SEED_STEPS: SeedStep[] = [
  systemSettingsSeed,
  identityDemoSeed,
  homeDemoSeed,
  messagesDemoSeed,
  workflowDemoSeed,
  noticesDemoSeed,
  dictionarySeed,
  fmeaLibraryDemoSeed,
  dfmeaDemoSeed,
  processFlowsDemoSeed,
  pfmeaDemoSeed,
  controlPlanDemoSeed,
  msrDemoSeed,
];

/** Seeds an empty database (no tenant yet) in one transaction; returns false when it already had data. */
export async function seedDemoDataOnFirstStart(db: Database, steps = DEMO_SEED_STEPS): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return false;
  const state: SeedState = { userIds: {}, organizationIds: {} };
  await db.transaction(async (tx) => {
    for (const step of steps) await step.run(tx, state, db);
  });
  return true;
}
