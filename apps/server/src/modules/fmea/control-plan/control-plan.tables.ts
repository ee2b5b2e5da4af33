import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../../platform/db/columns';
import { fmeaProjects } from '../fmea-projects.tables';

// A PFMEA's control plan (domain/fmea control-plan.ts): its AIAG header, one row per project, made at the first
// generation; and its lines, one per process step × characteristic. A line keeps the PFMEA function it comes from
// by id without a foreign key: when the function goes, the line stays, marked, until the engineer deletes it.

const projectRef = () =>
  uuid('project_id')
    .notNull()
    .references(() => fmeaProjects.id, { onDelete: 'cascade' });

export const fmeaControlPlans = pgTable(
  'fmea_control_plans',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef().unique('fmea_control_plans_project_uq'),
    /** CONTROL_PLAN_PHASES. */
    phase: text('phase').notNull().default('production'),
    planNumber: text('plan_number').notNull().default(''),
    keyContact: text('key_contact').notNull().default(''),
    partNumber: text('part_number').notNull().default(''),
    partName: text('part_name').notNull().default(''),
    coreTeam: text('core_team').notNull().default(''),
    supplierPlant: text('supplier_plant').notNull().default(''),
    supplierCode: text('supplier_code').notNull().default(''),
    originalDate: date('original_date'),
    revisionDate: date('revision_date'),
    customerEngineeringApproval: text('customer_engineering_approval').notNull().default(''),
    customerQualityApproval: text('customer_quality_approval').notNull().default(''),
    supplierPlantApproval: text('supplier_plant_approval').notNull().default(''),
    otherApproval: text('other_approval').notNull().default(''),
    /** The project's net revision the lines were last generated from (stale while it differs). */
    generatedRevision: integer('generated_revision').notNull().default(0),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    check('fmea_control_plans_phase_check', sql`${t.phase} in ('prototype', 'preLaunch', 'production')`),
    tenantIsolation('fmea_control_plans'),
  ],
).enableRLS();

export const fmeaControlPlanLines = pgTable(
  'fmea_control_plan_lines',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: projectRef(),
    /** `${characteristicKind}:${functionId}`. */
    sourceKey: text('source_key').notNull(),
    /** CHARACTERISTIC_KINDS. */
    characteristicKind: text('characteristic_kind').notNull(),
    functionId: uuid('function_id'),
    stepId: uuid('step_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    characteristicNumber: integer('characteristic_number').notNull(),
    stepNumber: text('step_number').notNull().default(''),
    stepName: text('step_name').notNull().default(''),
    machine: text('machine').notNull().default(''),
    productCharacteristic: text('product_characteristic').notNull().default(''),
    processCharacteristic: text('process_characteristic').notNull().default(''),
    specialClass: text('special_class'),
    specification: text('specification').notNull().default(''),
    measurementTechnique: text('measurement_technique').notNull().default(''),
    sampleSize: text('sample_size').notNull().default(''),
    frequency: text('frequency').notNull().default(''),
    controlMethod: text('control_method').notNull().default(''),
    reactionPlan: text('reaction_plan').notNull().default(''),
    /** ControlPlanEditables as last generated. */
    generated: jsonb('generated').notNull(),
    sourceGone: boolean('source_gone').notNull().default(false),
    /** A control chart file of the old seven tools (my files, 'oldTools' space). */
    chartFileId: uuid('chart_file_id'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    unique('fmea_control_plan_lines_source_uq').on(t.projectId, t.sourceKey),
    index('fmea_control_plan_lines_project_idx').on(t.projectId, t.sortOrder),
    check('fmea_control_plan_lines_kind_check', sql`${t.characteristicKind} in ('product', 'process')`),
    tenantIsolation('fmea_control_plan_lines'),
  ],
).enableRLS();
