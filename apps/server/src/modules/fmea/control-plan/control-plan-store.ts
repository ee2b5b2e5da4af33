import type { ControlPlanNet } from '@qis/shared';
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

/**
 * Columns of a project's rows of `table` as objects (key → column), in one statement: one json_agg per column, as
 * net-load.ts reads the net (a JSON object built per row costs PGlite several times more).
 */
async function columnsOf(
  tx: Transaction,
  table: string,
  columns: Readonly<Record<string, string>>,
  projectId: string,
): Promise<Array<Record<string, unknown>>> {
  const keys = Object.keys(columns);
  const arrays = sql.raw(`json_build_array(${keys.map((key) => `json_agg(${columns[key]})`).join(', ')})::text`);
  const result = await tx.execute<{ columns: string | null }>(
    sql`select ${arrays} as columns from ${sql.identifier(table)} where project_id = ${projectId}::uuid`,
  );
  const text = result.rows[0]?.columns;
  if (!text) return [];
  const values = JSON.parse(text) as Array<unknown[] | null>;
  const count = values[0]?.length ?? 0;
  const rows = new Array<Record<string, unknown>>(count);
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    keys.forEach((key, k) => {
      row[key] = values[k]?.[i] ?? null;
    });
    rows[i] = row;
  }
  return rows;
}

/** The project's lines in plan order, in one statement. */
export async function readLines(tx: Transaction, projectId: string): Promise<LineRow[]> {
  const rows = await columnsOf(tx, 'fmea_control_plan_lines', COLUMNS, projectId);
  for (const row of rows) {
    row.createdAt = new Date(row.createdAt as string);
    row.updatedAt = new Date(row.updatedAt as string);
  }
  return (rows as unknown as LineRow[]).sort(
    (a, b) => a.sortOrder - b.sortOrder || a.characteristicNumber - b.characteristicNumber,
  );
}

/** The parts of a PFMEA's net the control plan is made from, with only the columns it reads (ControlPlanNet). */
export async function readPlanNet(tx: Transaction, projectId: string): Promise<ControlPlanNet> {
  const elements = await columnsOf(tx, 'fmea_elements', ELEMENT_COLUMNS, projectId);
  const functions = await columnsOf(tx, 'fmea_functions', FUNCTION_COLUMNS, projectId);
  const failures = await columnsOf(tx, 'fmea_failures', { id: 'id', functionId: 'function_id' }, projectId);
  const risks = await columnsOf(tx, 'fmea_chain_risks', RISK_COLUMNS, projectId);
  return { elements, functions, failures, risks } as unknown as ControlPlanNet;
}

const ELEMENT_COLUMNS = {
  id: 'id',
  parentId: 'parent_id',
  type: 'type',
  name: 'name',
  number: 'number',
  sortOrder: 'sort_order',
  workElementCategory: 'work_element_category',
};
const FUNCTION_COLUMNS = {
  id: 'id',
  elementId: 'element_id',
  name: 'name',
  requirement: 'requirement',
  specialCharacteristic: 'special_characteristic',
  sortOrder: 'sort_order',
};
const RISK_COLUMNS = {
  modeId: 'mode_id',
  causeId: 'cause_id',
  preventionControls: 'prevention_controls',
  detectionControls: 'detection_controls',
  specialCharacteristic: 'special_characteristic',
};

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
