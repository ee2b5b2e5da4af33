import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { partTypes } from './fmea-library.tables';

/**
 * An entry of the FMEA knowledge base (/DFMEAknowledgeList, /PFMEAknowledgeList): a function (with its requirement
 * or characteristic), a failure effect, mode or cause, or a prevention or detection control, filed under a part type
 * (a DFMEA's; null: none) and a 4M (a PFMEA's; null: a process item's or step's). Entries are unique per kind,
 * category, type and 4M by `normKey` (domain/fmea/knowledge.ts knowledgeKey), which is how a released FMEA's entries
 * are merged into what the library holds. `useCount` is not versioned: counting a use never makes an edit stale.
 */
export const knowledgeEntries = pgTable(
  'knowledge_entries',
  {
    id: id(),
    tenantId: tenantId(),
    /** FMEA_KINDS: the knowledge base of DFMEA (0); PFMEA and MSR keep theirs apart. */
    kind: integer('kind').notNull(),
    /** KNOWLEDGE_CATEGORIES. */
    category: text('category').notNull(),
    typeId: uuid('type_id').references(() => partTypes.id, { onDelete: 'restrict' }),
    /** WORK_ELEMENT_CATEGORIES: the 4M of the PFMEA work element it comes from. */
    workElementCategory: text('work_element_category'),
    name: text('name').notNull(),
    requirement: text('requirement').notNull().default(''),
    severity: integer('severity'),
    normKey: text('norm_key').notNull(),
    contributorId: uuid('contributor_id'),
    contributorName: text('contributor_name').notNull().default(''),
    /** The released FMEA project it first came from (no foreign key: the entry outlives the project). */
    sourceProjectId: uuid('source_project_id'),
    sourceProjectName: text('source_project_name').notNull().default(''),
    useCount: integer('use_count').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    check('knowledge_entries_kind_check', sql`${t.kind} in (0, 1, 2)`),
    check(
      'knowledge_entries_category_check',
      sql`${t.category} in ('function', 'FE', 'FM', 'FC', 'prevention', 'detection')`,
    ),
    check(
      'knowledge_entries_work_element_category_check',
      sql`${t.workElementCategory} in ('man', 'machine', 'material', 'environment', 'method', 'measurement')`,
    ),
    unique('knowledge_entries_key_uq')
      .on(t.tenantId, t.kind, t.category, t.typeId, t.workElementCategory, t.normKey)
      .nullsNotDistinct(),
    index('knowledge_entries_type_idx').on(t.tenantId, t.kind, t.typeId),
    tenantIsolation('knowledge_entries'),
  ],
).enableRLS();

/** The projects whose released versions hold an entry: each counts once towards its use count. */
export const knowledgeEntryProjects = pgTable(
  'knowledge_entry_projects',
  {
    tenantId: tenantId(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => knowledgeEntries.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.projectId] }), tenantIsolation('knowledge_entry_projects')],
).enableRLS();

/** A reusable verification test of the DVP library, filed under a part type (null: none). */
export const dvpLibraryEntries = pgTable(
  'dvp_library_entries',
  {
    id: id(),
    tenantId: tenantId(),
    typeId: uuid('type_id').references(() => partTypes.id, { onDelete: 'restrict' }),
    testName: text('test_name').notNull(),
    testMethod: text('test_method').notNull().default(''),
    acceptanceCriteria: text('acceptance_criteria').notNull().default(''),
    sampleSize: integer('sample_size'),
    department: text('department').notNull().default(''),
    /** DVP_TEST_STAGES, or null. */
    testStage: text('test_stage'),
    remark: text('remark').notNull().default(''),
    /** normalizeKnowledgeText of the test name: unique per type. */
    normKey: text('norm_key').notNull(),
    contributorId: uuid('contributor_id'),
    contributorName: text('contributor_name').notNull().default(''),
    useCount: integer('use_count').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    unique('dvp_library_entries_key_uq').on(t.tenantId, t.typeId, t.normKey).nullsNotDistinct(),
    tenantIsolation('dvp_library_entries'),
  ],
).enableRLS();
