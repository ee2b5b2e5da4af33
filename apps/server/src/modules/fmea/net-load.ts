import { EMPTY_FMEA_NET, type FailureLink, type FmeaNet, type FunctionLink } from '@qis/shared';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/database';

/**
 * One table's rows of the given projects as JSON built by the database (`json_agg` of one array per row, turned into
 * objects with the domain's keys here): one text value per project instead of a decoded row per item, which on embedded PGlite is
 * what makes a net of 10,000 chains load in a fraction of a second rather than seconds.
 */
async function rowsAsJson(
  tx: Transaction,
  table: string,
  fields: Record<string, string>,
  orderBy: string,
  projectIds: readonly string[],
): Promise<Map<string, unknown[]>> {
  const keys = Object.keys(fields);
  const tuple = sql.raw(`json_build_array(${Object.values(fields).join(', ')})`);
  const result = await tx.execute<{ project_id: string; items: string }>(sql`
    select project_id, json_agg(${tuple} order by ${sql.raw(orderBy)})::text as items
    from ${sql.identifier(table)} where project_id in (${sql.join(
      projectIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) group by project_id`);
  const toItem = (values: unknown[]) => Object.fromEntries(keys.map((key, i) => [key, values[i]]));
  return new Map(result.rows.map((row) => [row.project_id, (JSON.parse(row.items) as unknown[][]).map(toItem)]));
}

const NET_PARTS: Array<{ key: keyof FmeaNet; table: string; fields: Record<string, string>; orderBy: string }> = [
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
    orderBy: 'sort_order, created_at, id',
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
    orderBy: 'created_at, id',
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
    orderBy: 'created_at, id',
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
    orderBy: 'sort_order, created_at, id',
  },
  {
    key: 'functionLinks',
    table: 'fmea_function_links',
    fields: { higherId: 'higher_id', lowerId: 'lower_id' },
    orderBy: 'higher_id, lower_id',
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
    orderBy: 'created_at, id',
  },
  {
    key: 'failureLinks',
    table: 'fmea_failure_links',
    fields: { effectId: 'effect_id', causeId: 'cause_id' },
    orderBy: 'cause_id, effect_id',
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
      version: 'version',
    },
    orderBy: 'created_at, id',
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
    orderBy: 'created_at, id',
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
    orderBy: 'sort_order, created_at, id',
  },
];

/** The nets of several projects, one query per part of the net (the project list computes each one's progress). */
export async function loadNets(tx: Transaction, projectIds: readonly string[]): Promise<Map<string, FmeaNet>> {
  const nets = new Map<string, FmeaNet>(projectIds.map((id) => [id, structuredClone(EMPTY_FMEA_NET)]));
  if (projectIds.length === 0) return nets;
  for (const part of NET_PARTS) {
    const byProject = await rowsAsJson(tx, part.table, part.fields, part.orderBy, projectIds);
    for (const [projectId, items] of byProject) {
      const net = nets.get(projectId);
      if (net) (net[part.key] as unknown[]) = items;
    }
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
  return (await rowsAsJson(tx, part.table, part.fields, part.orderBy, [projectId])).get(projectId) ?? [];
}
