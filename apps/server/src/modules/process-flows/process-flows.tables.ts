import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { parts } from '../fmea-library/fmea-library.tables';

/** A process classification (/FMEAProcessClassification): a tree the process flows are sorted by. */
export const processClassifications = pgTable(
  'process_classifications',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('process_classifications_tenant_parent_idx').on(t.tenantId, t.parentId),
    tenantIsolation('process_classifications'),
  ],
).enableRLS();

/**
 * A process item of the process flows (/process): what it makes (a part of the parts library), its own version and
 * owner. `version` changes with every save of the header or of the steps, which are saved whole under it.
 */
export const processItems = pgTable(
  'process_items',
  {
    id: id(),
    tenantId: tenantId(),
    /** Unique per tenant (case-insensitive). */
    processNo: text('process_no').notNull(),
    name: text('name').notNull(),
    classificationId: uuid('classification_id').references(() => processClassifications.id, {
      onDelete: 'restrict',
    }),
    partId: uuid('part_id').references(() => parts.id, { onDelete: 'set null' }),
    processVersion: text('process_version'),
    description: text('description'),
    ownerId: uuid('owner_id'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    uniqueIndex('process_items_tenant_process_no_uq').on(t.tenantId, sql`lower(${t.processNo})`),
    index('process_items_tenant_classification_idx').on(t.tenantId, t.classificationId),
    index('process_items_part_idx').on(t.partId),
    tenantIsolation('process_items'),
  ],
).enableRLS();

/**
 * A step of a process item in `sort` order: station number (unique in the process), name and type. Its id survives
 * the saves of the steps (the editor sends it back as the step's key): the diagram and a PFMEA copied from the process
 * refer to it.
 */
export const processSteps = pgTable(
  'process_steps',
  {
    id: id(),
    tenantId: tenantId(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processItems.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    /** PROCESS_STEP_TYPES. */
    stepType: text('step_type').notNull(),
    description: text('description'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    check(
      'process_steps_type_check',
      sql`${t.stepType} in ('operation', 'transport', 'inspection', 'storage', 'operationInspection')`,
    ),
    index('process_steps_process_idx').on(t.processId, t.sort),
    uniqueIndex('process_steps_process_number_uq').on(t.processId, sql`lower(${t.number})`),
    tenantIsolation('process_steps'),
  ],
).enableRLS();

/** A work element of a step, by its 4M category (WORK_ELEMENT_CATEGORIES), in `sort` order; its id is kept too. */
export const processWorkElements = pgTable(
  'process_work_elements',
  {
    id: id(),
    tenantId: tenantId(),
    processId: uuid('process_id')
      .notNull()
      .references(() => processItems.id, { onDelete: 'cascade' }),
    stepId: uuid('step_id')
      .notNull()
      .references(() => processSteps.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    check(
      'process_work_elements_category_check',
      sql`${t.category} in ('man', 'machine', 'material', 'environment', 'method', 'measurement')`,
    ),
    index('process_work_elements_process_idx').on(t.processId),
    index('process_work_elements_step_idx').on(t.stepId, t.sort),
    tenantIsolation('process_work_elements'),
  ],
).enableRLS();

/** The flow diagram of a process item: `content` is a domain ProcessFlowDiagram, versioned. */
export const processFlowCharts = pgTable(
  'process_flow_charts',
  {
    id: id(),
    tenantId: tenantId(),
    processId: uuid('process_id')
      .notNull()
      .unique('process_flow_charts_process_uq')
      .references(() => processItems.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    ...auditColumns(),
    version: version(),
  },
  () => [tenantIsolation('process_flow_charts')],
).enableRLS();
