import { DEFAULT_FILE_SPACE, FILE_KINDS, FILE_SPACES, MS_SEQUENCE_DIRECTIONS, MS_SEQUENCES } from '@qis/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';
import { users } from '../identity/identity.tables';

// My files: each user's own folders and files, in one of three spaces (statistics, the old and the new seven tools;
// FILE_SPACES). A folder's contents, a file's sheet and a quick-access entry are in their folder's or file's space.
// Deleting moves a row to the recycle bin (deleted_at set); a folder's contents are deleted at the same instant,
// which is how they come back with it.

/** Live siblings (parent null = the space's root) never share a name, whatever its case. */
const ROOT = sql.raw(`'00000000-0000-0000-0000-000000000000'::uuid`);

/** A list of text values for an `in (…)` check. */
const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const spaces = quoted(FILE_SPACES);

/** FILE_SPACES; rows written before the spaces are statistics. */
const space = () => text('space').notNull().default(DEFAULT_FILE_SPACE);

export const msFolders = pgTable(
  'ms_folders',
  {
    id: id(),
    tenantId: tenantId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: the root of the owner's files. */
    parentId: uuid('parent_id').references((): AnyPgColumn => msFolders.id, { onDelete: 'cascade' }),
    space: space(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Set while in the recycle bin. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    index('ms_folders_owner_parent_idx').on(t.ownerId, t.space, t.parentId),
    uniqueIndex('ms_folders_live_name_unique')
      .on(t.ownerId, t.space, sql`coalesce(${t.parentId}, ${ROOT})`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('ms_folders_space_check', sql`${t.space} in (${spaces})`),
    tenantIsolation('ms_folders'),
  ],
).enableRLS();

const kinds = quoted(FILE_KINDS);

export const msFiles = pgTable(
  'ms_files',
  {
    id: id(),
    tenantId: tenantId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: the root of the owner's files. */
    folderId: uuid('folder_id').references(() => msFolders.id, { onDelete: 'cascade' }),
    space: space(),
    /** FILE_KINDS; the services keep it to SPACE_FILE_KINDS of the file's space. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** An analysis file's settings and chart styles; {} for data files. */
    settings: jsonb('settings').notNull().default({}),
    /** An analysis file's data file. */
    dataFileId: uuid('data_file_id').references((): AnyPgColumn => msFiles.id, { onDelete: 'set null' }),
    /** The owner's note on a file (new seven tools' diagrams). */
    remark: text('remark').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    index('ms_files_owner_folder_idx').on(t.ownerId, t.space, t.folderId),
    index('ms_files_owner_updated_idx').on(t.ownerId, t.space, t.updatedAt.desc()),
    uniqueIndex('ms_files_live_name_unique')
      .on(t.ownerId, t.space, sql`coalesce(${t.folderId}, ${ROOT})`, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('ms_files_space_check', sql`${t.space} in (${spaces})`),
    check('ms_files_kind_check', sql`${t.kind} in (${kinds})`),
    tenantIsolation('ms_files'),
  ],
).enableRLS();

/** The sheet of a data file: columns of text cells (null empty), up to 200 columns and 100,000 rows. */
export const msDataSheets = pgTable(
  'ms_data_sheets',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => msFiles.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    /** MsSheetColumn[]. */
    columns: jsonb('columns').notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
    ...timestamps(),
    version: version(),
  },
  () => [tenantIsolation('ms_data_sheets')],
).enableRLS();

/** A user's quick-access files: each entry is in its file's space. */
export const msQuickAccess = pgTable(
  'ms_quick_access',
  {
    id: id(),
    tenantId: tenantId(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => msFiles.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [unique('ms_quick_access_owner_file_unique').on(t.ownerId, t.fileId), tenantIsolation('ms_quick_access')],
).enableRLS();

/** A user's settings of my files in one space: the order of the lists (no row: custom, ascending). */
export const msUserSettings = pgTable(
  'ms_user_settings',
  {
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    space: space(),
    /** MS_SEQUENCES. */
    sequence: text('sequence').notNull(),
    /** MS_SEQUENCE_DIRECTIONS. */
    direction: text('direction').notNull(),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.space] }),
    check('ms_user_settings_space_check', sql`${t.space} in (${spaces})`),
    check('ms_user_settings_sequence_check', sql`${t.sequence} in (${quoted(MS_SEQUENCES)})`),
    check('ms_user_settings_direction_check', sql`${t.direction} in (${quoted(MS_SEQUENCE_DIRECTIONS)})`),
    tenantIsolation('ms_user_settings'),
  ],
).enableRLS();
