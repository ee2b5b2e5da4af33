import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';

/**
 * An FMEA project of any kind (0 DFMEA, 1 PFMEA, 2 MSR): the header of step 1, the AP table version and SOD standard
 * it rates with, its states. The net hangs below it (fmea-net.tables.ts), its node tasks with their dates beside it
 * (fmea-tasks.tables.ts); deleting the project deletes it all.
 */
export const fmeaProjects = pgTable(
  'fmea_projects',
  {
    id: id(),
    tenantId: tenantId(),
    /** FMEA_KINDS. */
    kind: integer('kind').notNull(),
    /** FMEA_CATEGORIES: 1 base, 2 project, 3 family. */
    category: integer('category').notNull(),
    projectNo: text('project_no').notNull(),
    projectName: text('project_name').notNull(),
    customerName: text('customer_name').notNull().default(''),
    modelYear: text('model_year').notNull().default(''),
    subject: text('subject').notNull().default(''),
    startTime: date('start_time', { mode: 'string' }).notNull(),
    overTime: date('over_time', { mode: 'string' }).notNull(),
    ownerId: uuid('owner_id').notNull(),
    confidentiality: text('confidentiality').notNull().default(''),
    responsibility: text('responsibility').notNull().default(''),
    location: text('location').notNull().default(''),
    /** The AP table version the project rates with (AP_TABLE_VERSION when it was created). */
    apTableVersion: text('ap_table_version').notNull(),
    /** The SOD standard it was created with; no foreign key yet (the libraries' table comes separately). */
    sodStandardId: uuid('sod_standard_id'),
    workFlowStatus: integer('work_flow_status').notNull().default(0),
    projectStatus: integer('project_status').notNull().default(0),
    /**
     * Counts the statements that changed the project's net: triggers on every net table raise it (migration 0025),
     * so a copy of the net kept in memory is still the net while this number is the same (net-answer-cache.ts).
     */
    netRevision: integer('net_revision').notNull().default(0),
    /**
     * Per net table (by its name), the net revision of the last statement that changed its rows (the same triggers
     * set it, migration 0029); a table not named has not changed since. A part of the net kept in memory that was
     * read at revision r is still that table's rows while the table's entry is at most r: the kept answer re-reads
     * only the tables that changed (net-answer-cache.ts).
     */
    netTableRevisions: jsonb('net_table_revisions').$type<Record<string, number>>().notNull().default({}),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('fmea_projects_tenant_kind_idx').on(t.tenantId, t.kind),
    check('fmea_projects_kind_check', sql`${t.kind} in (0, 1, 2)`),
    check('fmea_projects_category_check', sql`${t.category} in (1, 2, 3)`),
    tenantIsolation('fmea_projects'),
  ],
).enableRLS();

/** The team of a project: its members' project roles and edit rights (the owner is not listed). */
export const fmeaProjectMembers = pgTable(
  'fmea_project_members',
  {
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    projectRole: text('project_role').notNull().default(''),
    canEdit: boolean('can_edit').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('fmea_project_members_user_idx').on(t.tenantId, t.userId),
    tenantIsolation('fmea_project_members'),
  ],
).enableRLS();

/**
 * A results version: an immutable snapshot of the header and the whole net, numbered per project. No call updates
 * or deletes a row (only deleting the project does), so it carries no version.
 */
export const fmeaResultsVersions = pgTable(
  'fmea_results_versions',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    note: text('note').notNull().default(''),
    apTableVersion: text('ap_table_version').notNull(),
    sodStandardId: uuid('sod_standard_id'),
    /** FmeaProjectHeader. */
    header: jsonb('header').notNull(),
    /** FmeaNet. */
    net: jsonb('net').notNull(),
    creatorId: uuid('creator_id').notNull(),
    creatorName: text('creator_name').notNull(),
    /** Released by a tenant administrator through the admin path (ResultsVersion/AdminResultsVersion). */
    byAdmin: boolean('by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fmea_results_versions_number_uq').on(t.projectId, t.number),
    tenantIsolation('fmea_results_versions'),
  ],
).enableRLS();
