import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { boms } from '../fmea-library/fmea-library.tables';
import { fmeaProjects } from './fmea-projects.tables';

/**
 * The BOM of the BOM library a project is analysed from (task node 物料清单): one per project, versioned. Deleting
 * the BOM removes the link; the elements copied from its lines keep their part and line ids.
 */
export const fmeaProjectBoms = pgTable(
  'fmea_project_boms',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .unique('fmea_project_boms_project_uq')
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    bomId: uuid('bom_id')
      .notNull()
      .references(() => boms.id, { onDelete: 'cascade' }),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('fmea_project_boms_bom_idx').on(t.bomId), tenantIsolation('fmea_project_boms')],
).enableRLS();

/** The boundary diagram of a project (task node 边界图): `content` is a domain BoundaryDiagram, versioned. */
export const fmeaBoundaryDiagrams = pgTable(
  'fmea_boundary_diagrams',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .unique('fmea_boundary_diagrams_project_uq')
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    content: jsonb('content').notNull(),
    ...auditColumns(),
    version: version(),
  },
  () => [tenantIsolation('fmea_boundary_diagrams')],
).enableRLS();
