import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { fmeaProjects } from './fmea-projects.tables';

// The net of a project (domain/fmea net-schema.ts, field for field). Foreign keys carry the deletes down: an element
// takes its descendants, interfaces, P-diagram and functions; a function its links and failures; a failure its links
// and chain risks; a chain risk its actions. DVP&R lines only lose their tie to a deleted chain or action.

const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => fmeaProjects.id, { onDelete: 'cascade' });

export const fmeaElements = pgTable(
  'fmea_elements',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    parentId: uuid('parent_id').references((): AnyPgColumn => fmeaElements.id, { onDelete: 'cascade' }),
    /** ELEMENT_TYPES. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    number: text('number').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    partId: uuid('part_id'),
    bomLineId: uuid('bom_line_id'),
    workElementCategory: text('work_element_category'),
    /**
     * The row an element was copied from, once per project: a PFMEA's process row (item, step or work element), an
     * FMEA-MSR's source DFMEA element (msr-source.service.ts).
     */
    sourceId: uuid('source_id'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('fmea_elements_project_idx').on(t.projectId),
    uniqueIndex('fmea_elements_source_uq').on(t.projectId, t.sourceId),
    tenantIsolation('fmea_elements'),
  ],
).enableRLS();

export const fmeaInterfaces = pgTable(
  'fmea_interfaces',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    fromId: uuid('from_id')
      .notNull()
      .references(() => fmeaElements.id, { onDelete: 'cascade' }),
    toId: uuid('to_id')
      .notNull()
      .references(() => fmeaElements.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    direction: text('direction').notNull(),
    description: text('description').notNull().default(''),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('fmea_interfaces_project_idx').on(t.projectId), tenantIsolation('fmea_interfaces')],
).enableRLS();

/** One P-diagram per element; `content` holds inputs, ideal outputs, noise, control factors and error states. */
export const fmeaPDiagrams = pgTable(
  'fmea_p_diagrams',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    elementId: uuid('element_id')
      .notNull()
      .unique('fmea_p_diagrams_element_uq')
      .references(() => fmeaElements.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('fmea_p_diagrams_project_idx').on(t.projectId), tenantIsolation('fmea_p_diagrams')],
).enableRLS();

export const fmeaFunctions = pgTable(
  'fmea_functions',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    elementId: uuid('element_id')
      .notNull()
      .references(() => fmeaElements.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    requirement: text('requirement').notNull().default(''),
    specialCharacteristic: text('special_characteristic'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The source DFMEA's function an FMEA-MSR function was copied from, once per project. */
    sourceId: uuid('source_id'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('fmea_functions_project_idx').on(t.projectId),
    uniqueIndex('fmea_functions_source_uq').on(t.projectId, t.sourceId),
    tenantIsolation('fmea_functions'),
  ],
).enableRLS();

/** The function net: `higher_id` is served by `lower_id`. */
export const fmeaFunctionLinks = pgTable(
  'fmea_function_links',
  {
    tenantId: tenantId(),
    projectId: projectRef(),
    higherId: uuid('higher_id')
      .notNull()
      .references(() => fmeaFunctions.id, { onDelete: 'cascade' }),
    lowerId: uuid('lower_id')
      .notNull()
      .references(() => fmeaFunctions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.higherId, t.lowerId] }),
    index('fmea_function_links_project_idx').on(t.projectId),
    tenantIsolation('fmea_function_links'),
  ],
).enableRLS();

export const fmeaFailures = pgTable(
  'fmea_failures',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    functionId: uuid('function_id')
      .notNull()
      .references(() => fmeaFunctions.id, { onDelete: 'cascade' }),
    /** FAILURE_TYPES: FE, FM, FC. */
    type: text('type').notNull(),
    name: text('name').notNull(),
    /** S of a failure effect. */
    severity: integer('severity'),
    /** The source DFMEA's failure an FMEA-MSR failure was copied from, once per project. */
    sourceId: uuid('source_id'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('fmea_failures_project_idx').on(t.projectId),
    uniqueIndex('fmea_failures_source_uq').on(t.projectId, t.sourceId),
    check('fmea_failures_type_check', sql`${t.type} in ('FE', 'FM', 'FC')`),
    check('fmea_failures_severity_check', sql`${t.severity} between 1 and 10`),
    tenantIsolation('fmea_failures'),
  ],
).enableRLS();

/** The failure net: `cause_id` leads to `effect_id`. */
export const fmeaFailureLinks = pgTable(
  'fmea_failure_links',
  {
    tenantId: tenantId(),
    projectId: projectRef(),
    causeId: uuid('cause_id')
      .notNull()
      .references(() => fmeaFailures.id, { onDelete: 'cascade' }),
    effectId: uuid('effect_id')
      .notNull()
      .references(() => fmeaFailures.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.causeId, t.effectId] }),
    index('fmea_failure_links_project_idx').on(t.projectId),
    tenantIsolation('fmea_failure_links'),
  ],
).enableRLS();

const rating = (name: string) => integer(name);

/** The risk of one FM–FC chain, keyed by (project, mode, cause); made when the cause is linked to the mode. */
export const fmeaChainRisks = pgTable(
  'fmea_chain_risks',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    modeId: uuid('mode_id')
      .notNull()
      .references(() => fmeaFailures.id, { onDelete: 'cascade' }),
    causeId: uuid('cause_id')
      .notNull()
      .references(() => fmeaFailures.id, { onDelete: 'cascade' }),
    preventionControls: text('prevention_controls').notNull().default(''),
    occurrence: rating('occurrence'),
    detectionControls: text('detection_controls').notNull().default(''),
    detection: rating('detection'),
    specialCharacteristic: text('special_characteristic'),
    filterCode: text('filter_code').notNull().default(''),
    severityAfter: rating('severity_after'),
    occurrenceAfter: rating('occurrence_after'),
    detectionAfter: rating('detection_after'),
    remarks: text('remarks').notNull().default(''),
    // FMEA-MSR only ('' / null on the other kinds): occurrence holds F, detection M, the controls the rationale for
    // F and the current diagnostic monitoring.
    systemResponse: text('system_response').notNull().default(''),
    mitigatedEffect: text('mitigated_effect').notNull().default(''),
    mitigatedSeverity: rating('mitigated_severity'),
    mitigatedEffectAfter: text('mitigated_effect_after').notNull().default(''),
    mitigatedSeverityAfter: rating('mitigated_severity_after'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    unique('fmea_chain_risks_chain_uq').on(t.projectId, t.modeId, t.causeId),
    check(
      'fmea_chain_risks_ratings_check',
      sql`${t.occurrence} between 1 and 10 and ${t.detection} between 1 and 10 and ${t.severityAfter} between 1 and 10 and ${t.occurrenceAfter} between 1 and 10 and ${t.detectionAfter} between 1 and 10`,
    ),
    check(
      'fmea_chain_risks_msr_ratings_check',
      sql`${t.mitigatedSeverity} between 1 and 10 and ${t.mitigatedSeverityAfter} between 1 and 10`,
    ),
    tenantIsolation('fmea_chain_risks'),
  ],
).enableRLS();

export const fmeaActions = pgTable(
  'fmea_actions',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    modeId: uuid('mode_id').notNull(),
    causeId: uuid('cause_id').notNull(),
    /** ACTION_TYPES. */
    type: text('type').notNull(),
    description: text('description').notNull(),
    responsibleId: uuid('responsible_id'),
    targetDate: date('target_date', { mode: 'string' }),
    /** ACTION_STATUSES. */
    status: text('status').notNull(),
    actionTaken: text('action_taken').notNull().default(''),
    evidenceFileIds: uuid('evidence_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    completionDate: date('completion_date', { mode: 'string' }),
    remarks: text('remarks').notNull().default(''),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    foreignKey({
      name: 'fmea_actions_chain_fk',
      columns: [t.projectId, t.modeId, t.causeId],
      foreignColumns: [fmeaChainRisks.projectId, fmeaChainRisks.modeId, fmeaChainRisks.causeId],
    }).onDelete('cascade'),
    index('fmea_actions_project_idx').on(t.projectId),
    tenantIsolation('fmea_actions'),
  ],
).enableRLS();

export const fmeaDvpLines = pgTable(
  'fmea_dvp_lines',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    modeId: uuid('mode_id').references(() => fmeaFailures.id, { onDelete: 'set null' }),
    causeId: uuid('cause_id').references(() => fmeaFailures.id, { onDelete: 'set null' }),
    actionId: uuid('action_id').references(() => fmeaActions.id, { onDelete: 'set null' }),
    testName: text('test_name').notNull(),
    acceptanceCriteria: text('acceptance_criteria').notNull().default(''),
    sampleSize: integer('sample_size'),
    responsibleId: uuid('responsible_id'),
    plannedStart: date('planned_start', { mode: 'string' }),
    plannedEnd: date('planned_end', { mode: 'string' }),
    result: text('result').notNull().default(''),
    status: text('status').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('fmea_dvp_lines_project_idx').on(t.projectId),
    // DVPAndUserPage: one user's lines across the projects.
    index('fmea_dvp_lines_responsible_idx').on(t.tenantId, t.responsibleId),
    tenantIsolation('fmea_dvp_lines'),
  ],
).enableRLS();
