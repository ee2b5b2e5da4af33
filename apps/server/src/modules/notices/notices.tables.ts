import { MAIL_OUTCOMES, NOTICE_AUDIENCES, NOTICE_STATES } from '@qis/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { auditColumns, id, tenantId, tenantIsolation, timestamps, version } from '../../platform/db/columns';
import { users } from '../identity/identity.tables';

const values = (o: Record<string, number>) => sql.raw(Object.values(o).join(', '));

/** A system announcement (/noticeManagement): a draft, published to its audience, then possibly withdrawn. */
export const notices = pgTable(
  'notices',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** NOTICE_STATES. */
    state: integer('state').notNull().default(NOTICE_STATES.draft),
    /** NOTICE_AUDIENCES. */
    audienceType: integer('audience_type').notNull().default(NOTICE_AUDIENCES.everyone),
    roleIds: uuid('role_ids').array().notNull().default(sql`'{}'::uuid[]`),
    organizationIds: uuid('organization_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Who the publication reached: the read-only view is theirs (besides the notice managers). */
    recipientIds: uuid('recipient_ids').array().notNull().default(sql`'{}'::uuid[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...auditColumns(),
    version: version(),
  },
  (t) => [
    index('notices_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    check('notices_state_check', sql`${t.state} in (${values(NOTICE_STATES)})`),
    check('notices_audience_type_check', sql`${t.audienceType} in (${values(NOTICE_AUDIENCES)})`),
    tenantIsolation('notices'),
  ],
).enableRLS();

/** Per tenant: whether messages are also mailed, and for which message modules. No row: mail is off. */
export const mailSettings = pgTable(
  'mail_settings',
  {
    tenantId: tenantId().primaryKey(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    moduleCodes: integer('module_codes').array().notNull().default(sql`'{}'::integer[]`),
    updatedBy: uuid('updated_by'),
    ...timestamps(),
    version: version(),
  },
  () => [tenantIsolation('mail_settings')],
).enableRLS();

/**
 * One mail a message caused: queued (pending) in the sending transaction, then updated after every attempt by
 * the delivery that runs once that transaction has committed.
 */
export const mailHistory = pgTable(
  'mail_history',
  {
    id: id(),
    tenantId: tenantId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    recipientName: text('recipient_name'),
    module: integer('module').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** MAIL_OUTCOMES. */
    outcome: integer('outcome').notNull().default(MAIL_OUTCOMES.pending),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** When the last attempt ended. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('mail_history_tenant_created_idx').on(t.tenantId, t.createdAt.desc()),
    check('mail_history_outcome_check', sql`${t.outcome} in (${values(MAIL_OUTCOMES)})`),
    tenantIsolation('mail_history'),
  ],
).enableRLS();

/** Message templates (/MessageTemplates): subject and body with `{placeholders}`, one code per tenant. */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    ...auditColumns(),
    version: version(),
  },
  (t) => [unique('message_templates_tenant_code_unique').on(t.tenantId, t.code), tenantIsolation('message_templates')],
).enableRLS();
