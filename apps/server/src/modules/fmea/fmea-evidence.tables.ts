import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation } from '../../platform/db/columns';
import { fmeaActions } from './fmea-net.tables';
import { fmeaProjects } from './fmea-projects.tables';

/**
 * Evidence files of optimization actions: the stored upload (platform/files, category `evidence`) with the name it
 * was uploaded under and its remark. An action's `evidence_file_ids` list these rows' ids in upload order.
 */
export const fmeaEvidenceFiles = pgTable(
  'fmea_evidence_files',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id')
      .notNull()
      .references(() => fmeaActions.id, { onDelete: 'cascade' }),
    /** The storage key (file-storage.ts). */
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    remark: text('remark').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('fmea_evidence_files_action_idx').on(t.actionId), tenantIsolation('fmea_evidence_files')],
).enableRLS();
