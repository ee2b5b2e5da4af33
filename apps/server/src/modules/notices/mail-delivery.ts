import { escapeHtml, MAIL_MAX_ATTEMPTS, MAIL_OUTCOMES } from '@qis/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { mailHistory, mailSettings, users } from '../../db/tables';
import type { Database, Transaction } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import type { UserContext } from '../../platform/http/request-context';
import type { Mailer } from '../../platform/mail/mailer';
import type { AppServices } from '../../platform/services';
import type { SentMessages } from '../messages';

/**
 * Mail notification: a message is also mailed when the tenant's setting is on for its module and the recipient has
 * an e-mail address. The mail is queued as a pending mail_history row in the sending transaction and delivered
 * only after that transaction commits (a rolled-back send mails nothing), without holding up the request: up to
 * MAIL_MAX_ATTEMPTS attempts with back-off, the row updated after each.
 */

/** Waits between attempts (ms): after the first failure, after the second. Tests shorten them. */
export const mailRetry = { delaysMs: [1_000, 4_000] };

/** What a mail delivery needs of the app. */
export type MailServices = Pick<AppServices, 'db' | 'mailer' | 'config'>;

/** Where mails are queued from: a request context, or a tenant transaction of a background job. */
export interface MailQueueContext {
  tx: Transaction;
  tenantId: string;
  services: MailServices;
  /** Registers work to run after `tx` commits; without it, call the returned deliver() after the commit. */
  afterCommit?: (work: () => void) => void;
}

/** The subject and text of one message's mail; by default derived from the message. */
export interface MailContent {
  subject: string;
  text: string;
  html?: string;
}

/** A message that was sent (what sendMessages answers, or the parts of it mail needs). */
export type SentMessage = Pick<SentMessages['messages'][number], 'userId' | 'module' | 'content' | 'url'>;

const isUserContext = (ctx: UserContext | MailQueueContext): ctx is UserContext => 'principal' in ctx;

const MODULE_NAMES: Record<number, string> = { 1: '供应商', 2: 'QFD', 3: 'FMEA', 10: '质量体系', 11: '系统管理' };

function defaultContent(message: SentMessage, publicUrl: string): MailContent {
  const firstLine = message.content.split('\n')[0] ?? '';
  const subject = `【${MODULE_NAMES[message.module] ?? '系统'}消息】${firstLine.length > 60 ? `${firstLine.slice(0, 60)}…` : firstLine}`;
  const link = message.url ? `${publicUrl}${message.url}` : null;
  const text = link ? `${message.content}\n\n查看：${link}` : message.content;
  const html =
    escapeHtml(message.content).replace(/\r?\n/g, '<br>\n') +
    (link ? `<br>\n<br>\n<a href="${escapeHtml(link)}">查看</a>` : '');
  return { subject, text, html };
}

/** The tenant's setting: the module codes whose messages are mailed, or null when mail is off. */
export async function mailedModules(tx: Transaction): Promise<Set<number> | null> {
  const [row] = await tx.select().from(mailSettings);
  return row?.isEnabled ? new Set(row.moduleCodes) : null;
}

export interface QueuedMails {
  ids: string[];
  /** Starts the delivery (once however often called); already scheduled when the context has afterCommit. */
  deliver(): void;
}

/**
 * Queues the mails of messages just sent (by sendMessages in the same transaction) and schedules their delivery
 * for after the commit. `content` may give a message its own subject and text (a notice's title and body).
 */
export async function queueMessageMails(
  ctx: UserContext | MailQueueContext,
  sent: readonly SentMessage[],
  content?: (message: SentMessage) => MailContent | undefined,
): Promise<QueuedMails> {
  const target: MailQueueContext = isUserContext(ctx)
    ? { tx: ctx.tx, tenantId: ctx.principal.tenantId, services: ctx.services, afterCommit: ctx.afterCommit }
    : ctx;
  const none = { ids: [], deliver: () => {} };
  if (sent.length === 0) return none;
  const modules = await mailedModules(target.tx);
  if (!modules) return none;
  const mailed = sent.filter((m) => modules.has(m.module));
  if (mailed.length === 0) return none;
  const recipients = await target.tx
    .select({ id: users.id, name: users.name, emailAddress: users.emailAddress })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(mailed.map((m) => m.userId))]),
        isNotNull(users.emailAddress),
        eq(users.isActive, true),
      ),
    );
  const byId = new Map(recipients.filter((r) => r.emailAddress?.trim()).map((r) => [r.id, r]));
  const rows = mailed.flatMap((message) => {
    const user = byId.get(message.userId);
    if (!user) return [];
    const mail = content?.(message) ?? defaultContent(message, target.services.config.publicUrl);
    return [
      {
        tenantId: target.tenantId,
        userId: user.id,
        recipient: (user.emailAddress as string).trim(),
        recipientName: user.name,
        module: message.module,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
      },
    ];
  });
  if (rows.length === 0) return none;
  const inserted = await target.tx.insert(mailHistory).values(rows).returning({ id: mailHistory.id });
  const ids = inserted.map((r) => r.id);
  let started = false;
  const deliver = () => {
    if (started) return;
    started = true;
    track(target.services, deliverMails(target.services, target.tenantId, ids));
  };
  // Not awaited: the request answers at once, the delivery goes on in the background.
  target.afterCommit?.(deliver);
  return { ids, deliver };
}

// ---------------------------------------------------------------------------------------------------------
// Delivery.

const inFlight = new WeakMap<object, Set<Promise<void>>>();

function track(services: MailServices, work: Promise<void>) {
  let set = inFlight.get(services.db);
  if (!set) {
    set = new Set();
    inFlight.set(services.db, set);
  }
  const running = set;
  const done = work.finally(() => running.delete(done));
  running.add(done);
}

/** Waits for every delivery under way (app close, tests). */
export async function drainMailDeliveries(services: MailServices): Promise<void> {
  const set = inFlight.get(services.db);
  while (set && set.size > 0) await Promise.allSettled([...set]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

async function deliverMails(services: MailServices, tenantId: string, ids: readonly string[]): Promise<void> {
  // One after the other: a tenant's mails rarely come in bulk, and one SMTP connection at a time is gentle.
  for (const id of ids) {
    try {
      await deliverOne(services.db, services.mailer, tenantId, id);
    } catch (error) {
      // Only the bookkeeping can fail here (the database went away); the row stays pending.
      console.error(`mail ${id}: delivery bookkeeping failed`, error);
    }
  }
}

async function deliverOne(db: Database, mailer: Mailer, tenantId: string, id: string): Promise<void> {
  const [mail] = await withTenant(db, tenantId, (tx) => tx.select().from(mailHistory).where(eq(mailHistory.id, id)));
  if (!mail || mail.outcome !== MAIL_OUTCOMES.pending) return;
  for (let attempt = mail.attempts + 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
    let error: string | null = null;
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
    } catch (e) {
      error = errorText(e);
    }
    const last = error === null || attempt === MAIL_MAX_ATTEMPTS;
    const outcome = error === null ? MAIL_OUTCOMES.sent : last ? MAIL_OUTCOMES.failed : MAIL_OUTCOMES.pending;
    await withTenant(db, tenantId, (tx) =>
      tx
        .update(mailHistory)
        .set({ attempts: attempt, outcome, error, sentAt: new Date(), updatedAt: new Date() })
        .where(eq(mailHistory.id, id)),
    );
    if (last) return;
    await sleep(mailRetry.delaysMs[attempt - 1] ?? mailRetry.delaysMs.at(-1) ?? 0);
  }
}
