import { EMPTY_FMEA_NET, type FailureLink, type FmeaNet, type FunctionLink } from '@qis/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';

/**
 * One part of the net as the database answers it: per project, one JSON array per column (`json_agg` of each column),
 * turned into objects with the domain's keys here. One aggregate per column costs the database far less than a JSON
 * value built per row (`json_build_array` looks up every argument's type on every row), and one text value per
 * project instead of a decoded row per item is what makes a net of 10,000 chains load in a fraction of a second on
 * embedded PGlite. The rows are put in order here, by sort keys read as further columns: sorting them in the
 * database (and aggregating its sorted output) cost PGlite about twice the aggregates.
 */
function partQuery(part: NetPart, projectIds: readonly string[]): SQL {
  const columns = [...Object.values(part.fields), ...part.orderBy];
  const arrays = sql.raw(`json_build_array(${columns.map((column) => `json_agg(${column})`).join(', ')})::text`);
  return sql`select ${part.key}::text as part, project_id, ${arrays} as columns from ${sql.identifier(part.table)}
    where project_id in (${sql.join(
      projectIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) group by project_id`;
}

const compareValues = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a as number | string) < (b as number | string) ? -1 : 1;
};

/**
 * Rows of one part as objects with the part's keys, from its column arrays, in the order of its sort keys (numbers,
 * or uuids, whose text compares as PostgreSQL orders them; nulls last).
 */
function fromColumns(part: NetPart, columns: unknown[][]): unknown[] {
  const keys = Object.keys(part.fields);
  const sortColumns = columns.slice(keys.length);
  const count = columns[0]?.length ?? 0;
  const order = Array.from({ length: count }, (_, i) => i);
  order.sort((a, b) => {
    for (const column of sortColumns) {
      const compared = compareValues(column[a], column[b]);
      if (compared !== 0) return compared;
    }
    return 0;
  });
  const items = new Array<unknown>(count);
  for (let i = 0; i < count; i++) {
    const row = order[i] as number;
    const item: Record<string, unknown> = {};
    for (let k = 0; k < keys.length; k++) item[keys[k] as string] = (columns[k] as unknown[])[row];
    items[i] = item;
  }
  return items;
}

/** The given parts of the given projects' nets, in one statement: part key → project id → rows. */
async function loadParts(
  tx: Transaction,
  parts: readonly NetPart[],
  projectIds: readonly string[],
): Promise<Map<keyof FmeaNet, Map<string, unknown[]>>> {
  return (await loadPartsAnd(tx, parts, projectIds)).byPart;
}

/**
 * loadParts, and with `withState` the project's net state (NetState) read by the same statement, so in the same
 * snapshot as the parts (`state` is absent when the project row is not visible).
 */
async function loadPartsAnd(
  tx: Transaction,
  parts: readonly NetPart[],
  projectIds: readonly string[],
  withState?: string,
): Promise<{ byPart: Map<keyof FmeaNet, Map<string, unknown[]>>; state?: NetState }> {
  const byPart = new Map<keyof FmeaNet, Map<string, unknown[]>>(parts.map((part) => [part.key, new Map()]));
  const queries = projectIds.length === 0 ? [] : parts.map((part) => sql`(${partQuery(part, projectIds)})`);
  if (withState)
    queries.push(sql`(select 'state' as part, id as project_id,
      json_build_array(net_revision, version, net_table_revisions)::text as columns
      from fmea_projects where id = ${withState}::uuid)`);
  if (queries.length === 0) return { byPart };
  const result = await tx.execute<{ part: keyof FmeaNet | 'state'; project_id: string; columns: string }>(
    sql.join(queries, sql` union all `),
  );
  let state: NetState | undefined;
  for (const row of result.rows) {
    if (row.part === 'state') {
      const [netRevision, version, tableRevisions] = JSON.parse(row.columns) as [number, number, NetTableRevisions];
      state = { netRevision, version, tableRevisions };
      continue;
    }
    const part = parts.find((p) => p.key === row.part) as NetPart;
    byPart.get(part.key)?.set(row.project_id, fromColumns(part, JSON.parse(row.columns) as unknown[][]));
  }
  return { byPart, state };
}

/** fmea_projects.net_table_revisions: per net table, the net revision of the last statement that changed it. */
export type NetTableRevisions = Record<string, number>;

/** A project's net as of one snapshot: its net revision, header version and per-table revisions. */
export interface NetState {
  netRevision: number;
  version: number;
  tableRevisions: NetTableRevisions;
}

interface NetPart {
  key: keyof FmeaNet;
  table: string;
  /** The domain's key → the column (or SQL expression) it is read from. */
  fields: Record<string, string>;
  /** The sort keys, as columns or expressions giving a number or a uuid. */
  orderBy: string[];
}

/** created_at in microseconds: a JSON number that keeps its order exactly (below 2^53 until the year 2255). */
const CREATED = '(extract(epoch from created_at) * 1000000)::bigint';

const NET_PARTS: NetPart[] = [
  {
    key: 'elements',
    table: 'fmea_elements',
    fields: {
      id: 'id',
      parentId: 'parent_id',
      type: 'type',
      name: 'name',
      number: 'number',
      sortOrder: 'sort_order',
      partId: 'part_id',
      bomLineId: 'bom_line_id',
      workElementCategory: 'work_element_category',
      version: 'version',
    },
    orderBy: ['sort_order', CREATED, 'id'],
  },
  {
    key: 'interfaces',
    table: 'fmea_interfaces',
    fields: {
      id: 'id',
      fromId: 'from_id',
      toId: 'to_id',
      type: 'type',
      direction: 'direction',
      description: 'description',
      version: 'version',
    },
    orderBy: [CREATED, 'id'],
  },
  {
    key: 'pDiagrams',
    table: 'fmea_p_diagrams',
    fields: {
      elementId: 'element_id',
      inputs: "content->'inputs'",
      idealOutputs: "content->'idealOutputs'",
      noise: "content->'noise'",
      controlFactors: "content->'controlFactors'",
      errorStates: "content->'errorStates'",
      version: 'version',
    },
    orderBy: [CREATED, 'id'],
  },
  {
    key: 'functions',
    table: 'fmea_functions',
    fields: {
      id: 'id',
      elementId: 'element_id',
      name: 'name',
      requirement: 'requirement',
      specialCharacteristic: 'special_characteristic',
      sortOrder: 'sort_order',
      version: 'version',
    },
    orderBy: ['sort_order', CREATED, 'id'],
  },
  {
    key: 'functionLinks',
    table: 'fmea_function_links',
    fields: { higherId: 'higher_id', lowerId: 'lower_id' },
    orderBy: ['higher_id', 'lower_id'],
  },
  {
    key: 'failures',
    table: 'fmea_failures',
    fields: {
      id: 'id',
      functionId: 'function_id',
      type: 'type',
      name: 'name',
      severity: 'severity',
      version: 'version',
    },
    orderBy: [CREATED, 'id'],
  },
  {
    key: 'failureLinks',
    table: 'fmea_failure_links',
    fields: { effectId: 'effect_id', causeId: 'cause_id' },
    orderBy: ['cause_id', 'effect_id'],
  },
  {
    key: 'risks',
    table: 'fmea_chain_risks',
    fields: {
      modeId: 'mode_id',
      causeId: 'cause_id',
      preventionControls: 'prevention_controls',
      occurrence: 'occurrence',
      detectionControls: 'detection_controls',
      detection: 'detection',
      specialCharacteristic: 'special_characteristic',
      filterCode: 'filter_code',
      severityAfter: 'severity_after',
      occurrenceAfter: 'occurrence_after',
      detectionAfter: 'detection_after',
      remarks: 'remarks',
      systemResponse: 'system_response',
      mitigatedEffect: 'mitigated_effect',
      mitigatedSeverity: 'mitigated_severity',
      mitigatedEffectAfter: 'mitigated_effect_after',
      mitigatedSeverityAfter: 'mitigated_severity_after',
      version: 'version',
    },
    orderBy: [CREATED, 'id'],
  },
  {
    key: 'actions',
    table: 'fmea_actions',
    fields: {
      id: 'id',
      modeId: 'mode_id',
      causeId: 'cause_id',
      type: 'type',
      description: 'description',
      responsibleId: 'responsible_id',
      targetDate: 'target_date',
      status: 'status',
      actionTaken: 'action_taken',
      evidenceFileIds: 'evidence_file_ids',
      completionDate: 'completion_date',
      remarks: 'remarks',
      version: 'version',
    },
    orderBy: [CREATED, 'id'],
  },
  {
    key: 'dvp',
    table: 'fmea_dvp_lines',
    fields: {
      id: 'id',
      modeId: 'mode_id',
      causeId: 'cause_id',
      actionId: 'action_id',
      testName: 'test_name',
      acceptanceCriteria: 'acceptance_criteria',
      sampleSize: 'sample_size',
      responsibleId: 'responsible_id',
      plannedStart: 'planned_start',
      plannedEnd: 'planned_end',
      result: 'result',
      status: 'status',
      version: 'version',
    },
    orderBy: ['sort_order', CREATED, 'id'],
  },
];

/** Each part of the net and the table it is read from (whose name keys NetTableRevisions). */
export const NET_PART_TABLES = Object.fromEntries(NET_PARTS.map((part) => [part.key, part.table])) as Record<
  keyof FmeaNet,
  string
>;

/**
 * The given parts of one project's net, and the project's net state, in one statement (one snapshot): what the kept
 * dFMEANet answer re-reads after a change (net-answer-cache.ts). `state` is absent when the project is not visible.
 */
export async function loadNetParts(
  tx: Transaction,
  projectId: string,
  keys: readonly (keyof FmeaNet)[],
): Promise<{ parts: Map<keyof FmeaNet, unknown[]>; state?: NetState }> {
  const parts = NET_PARTS.filter((part) => keys.includes(part.key));
  const { byPart, state } = await loadPartsAnd(tx, parts, [projectId], projectId);
  return { parts: new Map(parts.map((part) => [part.key, byPart.get(part.key)?.get(projectId) ?? []])), state };
}

/** The nets of several projects, in one statement (the project list computes each one's progress). */
export async function loadNets(tx: Transaction, projectIds: readonly string[]): Promise<Map<string, FmeaNet>> {
  const nets = new Map<string, FmeaNet>(projectIds.map((id) => [id, structuredClone(EMPTY_FMEA_NET)]));
  const byPart = await loadParts(tx, NET_PARTS, projectIds);
  for (const [key, byProject] of byPart)
    for (const [projectId, items] of byProject) {
      const net = nets.get(projectId);
      if (net) (net[key] as unknown[]) = items;
    }
  return nets;
}

/** The whole net of one project. */
export async function loadNet(tx: Transaction, projectId: string): Promise<FmeaNet> {
  return (await loadNets(tx, [projectId])).get(projectId) as FmeaNet;
}

/** The project's function links or failure links alone (cycle checks need no more). */
export async function loadFunctionLinks(tx: Transaction, projectId: string): Promise<FunctionLink[]> {
  return (await loadPart(tx, 'functionLinks', projectId)) as FunctionLink[];
}

export async function loadFailureLinks(tx: Transaction, projectId: string): Promise<FailureLink[]> {
  return (await loadPart(tx, 'failureLinks', projectId)) as FailureLink[];
}

async function loadPart(tx: Transaction, key: keyof FmeaNet, projectId: string): Promise<unknown[]> {
  const part = NET_PARTS.find((p) => p.key === key);
  if (!part) throw new Error(`no net part ${key}`);
  return (await loadParts(tx, [part], [projectId])).get(key)?.get(projectId) ?? [];
}
