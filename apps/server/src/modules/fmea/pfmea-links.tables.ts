import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { processItems } from '../process-flows/process-flows.tables';
import { fmeaFunctions } from './fmea-net.tables';
import { fmeaProjects } from './fmea-projects.tables';

/**
 * The process item of the process-flow library a PFMEA is analysed from (task node 过程流程图): one per project,
 * versioned. Deleting the process removes the link; the elements copied from it keep their source ids.
 */
export const fmeaProjectProcesses = pgTable(
  'fmea_project_processes',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .unique('fmea_project_processes_project_uq')
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    processId: uuid('process_id')
      .notNull()
      .references(() => processItems.id, { onDelete: 'cascade' }),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('fmea_project_processes_process_idx').on(t.processId), tenantIsolation('fmea_project_processes')],
).enableRLS();

/**
 * The DFMEA a PFMEA takes its product characteristics from, or an FMEA-MSR copies its net from (msr-source.service.ts):
 * one per project, versioned; goes with either project.
 */
export const fmeaProjectDfmeas = pgTable(
  'fmea_project_dfmeas',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .unique('fmea_project_dfmeas_project_uq')
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    dfmeaProjectId: uuid('dfmea_project_id')
      .notNull()
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    ...auditColumns(),
    version: version(),
  },
  (t) => [index('fmea_project_dfmeas_dfmea_idx').on(t.dfmeaProjectId), tenantIsolation('fmea_project_dfmeas')],
).enableRLS();

/**
 * A PFMEA function carrying a DFMEA product characteristic (domain dfmea-linkage.ts): what it took over (the
 * requirement and special characteristic, and the names of the DFMEA component and function then), compared with
 * the DFMEA's function to show what changed since. One per PFMEA function; goes with it. The DFMEA function's
 * removal leaves the row without its source (shown as removed).
 */
export const fmeaCarriedCharacteristics = pgTable(
  'fmea_carried_characteristics',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    functionId: uuid('function_id')
      .notNull()
      .unique('fmea_carried_characteristics_function_uq')
      .references(() => fmeaFunctions.id, { onDelete: 'cascade' }),
    dfmeaFunctionId: uuid('dfmea_function_id').references(() => fmeaFunctions.id, { onDelete: 'set null' }),
    elementName: text('element_name').notNull(),
    functionName: text('function_name').notNull(),
    requirement: text('requirement').notNull(),
    specialCharacteristic: text('special_characteristic'),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('fmea_carried_characteristics_project_idx').on(t.projectId),
    index('fmea_carried_characteristics_source_idx').on(t.dfmeaFunctionId),
    tenantIsolation('fmea_carried_characteristics'),
  ],
).enableRLS();
