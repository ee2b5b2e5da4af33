import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../platform/db/database';
import type { LineRow } from './control-plan-rows';

// A plan's lines read and written in one statement each: the lines travel as one JSON value (read with json_agg,
// written through json_populate_recordset), because embedded PGlite decodes and binds row by row, value by value —
// 1,800 lines of 28 columns read as rows took seconds where one JSON text takes milliseconds.

const COLUMNS = {
  id: 'id',
  tenantId: 'tenant_id',
  projectId: 'project_id',
  sourceKey: 'source_key',
  characteristicKind: 'characteristic_kind',
  functionId: 'function_id',
  stepId: 'step_id',
  sortOrder: 'sort_order',
  characteristicNumber: 'characteristic_number',
  stepNumber: 'step_number',
  stepName: 'step_name',
  machine: 'machine',
  productCharacteristic: 'product_characteristic',
  processCharacteristic: 'process_characteristic',
  specialClass: 'special_class',
  specification: 'specification',
  measurementTechnique: 'measurement_technique',
  sampleSize: 'sample_size',
  frequency: 'frequency',
  controlMethod: 'control_method',
  reactionPlan: 'reaction_plan',
  generated: 'generated',
  sourceGone: 'source_gone',
  chartFileId: 'chart_file_id',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  createdBy: 'created_by',
  updatedBy: 'updated_by',
  version: 'version',
} as const satisfies Record<keyof LineRow, string>;
type Key = keyof typeof COLUMNS;
const KEYS = Object.keys(COLUMNS) as Key[];

/** What generation writes of a line: everything but the timestamps and the version (the database keeps those). */
export type LineValues = Omit<LineRow, 'createdAt' | 'updatedAt' | 'version'>;
const WRITTEN = KEYS.filter((key) => key !== 'createdAt' && key !== 'updatedAt' && key !== 'version');
/** An update leaves the line's identity, creation and link alone. */
const UPDATED = WRITTEN.filter(
  (key) => !['id', 'tenantId', 'projectId', 'sourceKey', 'createdBy', 'chartFileId'].includes(key),
);

const column = (key: Key) => sql.raw(COLUMNS[key]);
const list = (keys: readonly Key[], prefix = '') => sql.raw(keys.map((key) => `${prefix}${COLUMNS[key]}`).join(', '));
const asJson = (rows: readonly LineValues[]) =>
  JSON.stringify(rows.map((row) => Object.fromEntries(WRITTEN.map((key) => [COLUMNS[key], row[key]]))));

/** The project's lines in plan order, in one statement. */
export async function readLines(tx: Transaction, projectId: string): Promise<LineRow[]> {
  const result = await tx.execute<{ lines: string | null }>(
    sql`select json_agg(l order by l.sort_order, l.characteristic_number)::text as lines
        from fmea_control_plan_lines l where l.project_id = ${projectId}::uuid`,
  );
  const text = result.rows[0]?.lines;
  if (!text) return [];
  return (JSON.parse(text) as Array<Record<string, unknown>>).map((raw) => {
    const row = Object.fromEntries(KEYS.map((key) => [key, raw[COLUMNS[key]]])) as Record<Key, unknown>;
    row.createdAt = new Date(raw.created_at as string);
    row.updatedAt = new Date(raw.updated_at as string);
    return row as LineRow;
  });
}

/** Inserts the lines (ids given) in one statement. */
export async function insertLines(tx: Transaction, rows: readonly LineValues[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into fmea_control_plan_lines (${list(WRITTEN)})
        select ${list(WRITTEN, 'r.')} from json_populate_recordset(null::fmea_control_plan_lines, ${asJson(rows)}::json) r`,
  );
}

/** Writes the lines' generated fields in one statement, each line's version raised. */
export async function updateLines(tx: Transaction, rows: readonly LineValues[]): Promise<void> {
  if (rows.length === 0) return;
  const assignments = sql.join(
    UPDATED.map((key) => sql`${column(key)} = r.${column(key)}`),
    sql`, `,
  );
  await tx.execute(
    sql`update fmea_control_plan_lines t set ${assignments}, version = t.version + 1, updated_at = now()
        from json_populate_recordset(null::fmea_control_plan_lines, ${asJson(rows)}::json) r
        where t.id = r.id and t.project_id = r.project_id`,
  );
}
