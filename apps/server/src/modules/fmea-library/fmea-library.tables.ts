import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';

/**
 * A SOD standard (/DFMEAstandard, /sod/{id}): the three 1–10 rating scales a project rates with, per kind (0 DFMEA,
 * 1 PFMEA, 2 MSR with S/F/M). One standard per kind is the default; every tenant starts with one per kind
 * (seedDefaultSodStandards). `scales` is a RatingScales (packages/shared domain/fmea/rating-scales.ts), each scale
 * from 10 down to 1.
 */
export const sodStandards = pgTable(
  'sod_standards',
  {
    id: id(),
    tenantId: tenantId(),
    /** FMEA_KINDS. */
    kind: integer('kind').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    scales: jsonb('scales').notNull(),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    check('sod_standards_kind_check', sql`${t.kind} in (0, 1, 2)`),
    uniqueIndex('sod_standards_tenant_kind_name_uq').on(t.tenantId, t.kind, sql`lower(${t.name})`),
    // At most one default per kind: two concurrent "set default" calls cannot both win.
    uniqueIndex('sod_standards_tenant_kind_default_uq')
      .on(t.tenantId, t.kind)
      .where(sql`${t.isDefault}`),
    tenantIsolation('sod_standards'),
  ],
).enableRLS();

/** A part type (/FMEAProductListType): a tree of types the parts library is sorted by. */
export const partTypes = pgTable(
  'part_types',
  {
    id: id(),
    tenantId: tenantId(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('part_types_tenant_parent_idx').on(t.tenantId, t.parentId), tenantIsolation('part_types')],
).enableRLS();

/** A part of the parts library (/productList): what structure elements and BOM lines refer to. */
export const parts = pgTable(
  'parts',
  {
    id: id(),
    tenantId: tenantId(),
    /** Part number, unique per tenant (case-insensitive). */
    partNo: text('part_no').notNull(),
    name: text('name').notNull(),
    typeId: uuid('type_id').references(() => partTypes.id, { onDelete: 'restrict' }),
    drawingNo: text('drawing_no'),
    material: text('material'),
    description: text('description'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    uniqueIndex('parts_tenant_part_no_uq').on(t.tenantId, sql`lower(${t.partNo})`),
    index('parts_tenant_type_idx').on(t.tenantId, t.typeId),
    tenantIsolation('parts'),
  ],
).enableRLS();

/** A bill of materials (/BOMList): a tree of lines over the parts library, saved whole with its version. */
export const boms = pgTable(
  'boms',
  {
    id: id(),
    tenantId: tenantId(),
    /** Unique per tenant (case-insensitive). */
    bomNo: text('bom_no').notNull(),
    name: text('name').notNull(),
    /** A code of the productPlatform dictionary. */
    productPlatform: text('product_platform'),
    description: text('description'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [uniqueIndex('boms_tenant_bom_no_uq').on(t.tenantId, sql`lower(${t.bomNo})`), tenantIsolation('boms')],
).enableRLS();

/** One line of a BOM: a part and its quantity under the parent line (null: top level), in `sort` order. */
export const bomLines = pgTable(
  'bom_lines',
  {
    id: id(),
    tenantId: tenantId(),
    bomId: uuid('bom_id')
      .notNull()
      .references(() => boms.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id'),
    partId: uuid('part_id')
      .notNull()
      .references(() => parts.id, { onDelete: 'restrict' }),
    quantity: doublePrecision('quantity').notNull(),
    remark: text('remark'),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('bom_lines_bom_idx').on(t.bomId, t.sort),
    index('bom_lines_part_idx').on(t.partId),
    tenantIsolation('bom_lines'),
  ],
).enableRLS();
