import type { WorkflowGraph, WorkflowVariables } from '@qis/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';
import { users } from '../identity/identity.tables';

/**
 * A deployed version of a module type's flow graph. Never changed after deployment: an instance points at the
 * definition it started on, so deploying a new version leaves running instances as they are.
 */
export const workflowDefinitions = pgTable(
  'workflow_definitions',
  {
    id: id(),
    tenantId: tenantId(),
    moduleType: integer('module_type').notNull(),
    /** 1, 2, 3 ... per tenant and module type, in order of deployment. */
    definitionVersion: integer('definition_version').notNull(),
    name: text('name').notNull(),
    graph: jsonb('graph').$type<WorkflowGraph>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('workflow_definitions_module_version_uq').on(t.tenantId, t.moduleType, t.definitionVersion),
    tenantIsolation('workflow_definitions'),
  ],
).enableRLS();

/** Which deployed definition new flows of a module type start on (process management's "selection"). */
export const workflowModuleSettings = pgTable(
  'workflow_module_settings',
  {
    tenantId: tenantId(),
    moduleType: integer('module_type').notNull(),
    definitionId: uuid('definition_id').references(() => workflowDefinitions.id),
    ...auditColumns(),
    version: version(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.moduleType] }), tenantIsolation('workflow_module_settings')],
).enableRLS();

/**
 * One run of a flow about one business object. `version` grows with every transition; the engine locks the row
 * (SELECT ... FOR UPDATE) before acting, so two approvers acting at once make exactly one transition.
 */
export const workflowInstances = pgTable(
  'workflow_instances',
  {
    id: id(),
    tenantId: tenantId(),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => workflowDefinitions.id),
    moduleType: integer('module_type').notNull(),
    /** The business object's key in its module (an FMEA task id, a QFD stage ...). */
    businessKey: text('business_key').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    variables: jsonb('variables').$type<WorkflowVariables>().notNull().default({}),
    /** Assignees chosen at start for some nodes (node id -> user ids), replacing the definition's. */
    assigneeOverrides: jsonb('assignee_overrides').$type<Record<string, string[]>>().notNull().default({}),
    /** running, approved (reached an end), rejected (back to the initiator), withdrawn. */
    status: text('status').notNull().default('running'),
    initiatorId: uuid('initiator_id')
      .notNull()
      .references(() => users.id),
    /** Who the starting module named responsible for the business object (assignee type businessOwner). */
    businessOwnerId: uuid('business_owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The approve or handle node waiting for someone; null once the flow has ended. */
    currentNodeId: text('current_node_id'),
    /** Approve/handle nodes completed on the way to the current one, oldest first: "reject to previous" pops it. */
    trail: text('trail').array().notNull().default(sql`'{}'::text[]`),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...timestamps(),
    version: version(),
  },
  (t) => [
    index('workflow_instances_initiator_idx').on(t.initiatorId, t.startedAt),
    index('workflow_instances_business_idx').on(t.tenantId, t.moduleType, t.businessKey),
    index('workflow_instances_definition_idx').on(t.definitionId),
    check('workflow_instances_status_check', sql`${t.status} in ('running', 'approved', 'rejected', 'withdrawn')`),
    tenantIsolation('workflow_instances'),
  ],
).enableRLS();

/**
 * One user's task at one node: approve (to-review), handle (to-do) or notify (to-read). pending until its
 * assignee acts (done, with the action and comment) or it is closed without them (cancelled).
 */
export const workflowTasks = pgTable(
  'workflow_tasks',
  {
    id: id(),
    tenantId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    kind: text('kind').notNull(),
    assigneeId: uuid('assignee_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('pending'),
    action: text('action'),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    // Counters and the my-workflow lists read one user's tasks by state and kind.
    index('workflow_tasks_assignee_idx').on(t.assigneeId, t.status, t.kind),
    index('workflow_tasks_instance_idx').on(t.instanceId, t.status),
    check('workflow_tasks_kind_check', sql`${t.kind} in ('approve', 'handle', 'notify')`),
    check('workflow_tasks_status_check', sql`${t.status} in ('pending', 'done', 'cancelled')`),
    tenantIsolation('workflow_tasks'),
  ],
).enableRLS();

/** The timeline of an instance: who did what, when, with which comment. */
export const workflowHistory = pgTable(
  'workflow_history',
  {
    id: id(),
    tenantId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => workflowInstances.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => workflowTasks.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    nodeId: text('node_id'),
    nodeName: text('node_name'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name when they acted. */
    actorName: text('actor_name'),
    comment: text('comment'),
    rejectTo: text('reject_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: entries written in one transaction share created_at. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('workflow_history_instance_idx').on(t.instanceId, t.seq), tenantIsolation('workflow_history')],
).enableRLS();
