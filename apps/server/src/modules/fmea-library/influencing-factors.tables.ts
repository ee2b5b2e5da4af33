import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { partTypes } from './fmea-library.tables';

/**
 * A factor of the P-diagram's influencing-factor library: a noise factor of one of the five categories, a control
 * factor or an input, filed under a part type (null: none), unique per category and type by `normKey`
 * (normalizeKnowledgeText of the name), which is how a released FMEA's P-diagrams are merged into it. `useCount` is not
 * versioned: counting a use never makes an edit stale.
 */
export const influencingFactors = pgTable(
  'influencing_factors',
  {
    id: id(),
    tenantId: tenantId(),
    /** FACTOR_CATEGORIES. */
    category: text('category').notNull(),
    typeId: uuid('type_id').references(() => partTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    normKey: text('norm_key').notNull(),
    contributorId: uuid('contributor_id'),
    contributorName: text('contributor_name').notNull().default(''),
    /** The released FMEA project it first came from (no foreign key: the factor outlives the project). */
    sourceProjectId: uuid('source_project_id'),
    sourceProjectName: text('source_project_name').notNull().default(''),
    useCount: integer('use_count').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    check(
      'influencing_factors_category_check',
      sql`${t.category} in ('pieceToPiece', 'changeOverTime', 'customerUsage', 'externalEnvironment', 'systemInteractions', 'controlFactor', 'input')`,
    ),
    unique('influencing_factors_key_uq').on(t.tenantId, t.category, t.typeId, t.normKey).nullsNotDistinct(),
    index('influencing_factors_type_idx').on(t.tenantId, t.typeId),
    tenantIsolation('influencing_factors'),
  ],
).enableRLS();

/** The projects whose released versions hold a factor: each counts once towards its use count. */
export const influencingFactorProjects = pgTable(
  'influencing_factor_projects',
  {
    tenantId: tenantId(),
    factorId: uuid('factor_id')
      .notNull()
      .references(() => influencingFactors.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.factorId, t.projectId] }), tenantIsolation('influencing_factor_projects')],
).enableRLS();
