import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, version } from '../../platform/db/columns';
import { fmeaProjects } from './fmea-projects.tables';

/**
 * The task of one task node of a project (FMEA_TASK_NODES of its kind, one row per node, made with the project): its
 * plan (assignee, planned start and end: the one place the node dates are kept) and its audit state. `version`
 * guards the plan; the audit flow moves audit_status without it (submitting locks the row instead).
 */
export const fmeaTasks = pgTable(
  'fmea_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => fmeaProjects.id, { onDelete: 'cascade' }),
    /** The task node, e.g. DFMEA 10032 … 100313. */
    nodeId: integer('node_id').notNull(),
    /** The owner or a team member with edit rights; null while unassigned. */
    assigneeId: uuid('assignee_id'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** TASK_AUDIT_STATUS: 1 pending, 2 under audit, 3 rejected, 4 approved. */
    auditStatus: integer('audit_status').notNull().default(1),
    /** The workflow instance of the last submission. */
    instanceId: uuid('instance_id'),
    /** The last rejection's comment. */
    auditComment: text('audit_comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    submittedBy: uuid('submitted_by'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    unique('fmea_tasks_project_node_uq').on(t.projectId, t.nodeId),
    index('fmea_tasks_assignee_idx').on(t.tenantId, t.assigneeId, t.auditStatus),
    check('fmea_tasks_audit_status_check', sql`${t.auditStatus} in (1, 2, 3, 4)`),
    check(
      'fmea_tasks_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} >= ${t.startDate}`,
    ),
    tenantIsolation('fmea_tasks'),
  ],
).enableRLS();
