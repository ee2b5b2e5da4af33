import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../platform/db/database';

// Whether an FMEA project rates with a standard (a project keeps the standard it was created with, so that one may
// not be deleted). The projects belong to the fmea module, built in parallel with this one: its table
// `fmea_projects` with the nullable column `sod_standard_id` may not exist in this build yet, so the check looks the
// column up first and reads it only when it exists.
// TODO(fmea merge): once `fmea_projects.sod_standard_id` is on main, replace this with a query through the fmea
// module's index.ts (e.g. `projectsUsingSodStandard(tx, id)`) and drop the catalogue lookup.

const HAS_COLUMN = sql`select exists (
  select 1 from information_schema.columns
  where table_schema = current_schema() and table_name = 'fmea_projects' and column_name = 'sod_standard_id'
) as "exists"`;

export async function isSodStandardUsed(tx: DbExecutor, standardId: string): Promise<boolean> {
  const [column] = (await tx.execute(HAS_COLUMN)).rows as Array<{ exists: boolean }>;
  if (!column?.exists) return false;
  const used = await tx.execute(sql`select 1 from fmea_projects where sod_standard_id = ${standardId} limit 1`);
  return used.rows.length > 0;
}
