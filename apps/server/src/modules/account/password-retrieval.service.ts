import { createHash, randomInt } from 'node:crypto';
import { isPasswordFormatValid, PASSWORD_MESSAGES } from '@qis/shared';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailCodes, users } from '../../db/tables';
import { hashPassword } from '../../platform/auth/password-hash';
import { disconnectEndedSessions, endUserSessions } from '../../platform/auth/session-end';
import type { Transaction } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import { badRequest, businessError } from '../../platform/http/app-error';
import type { AppServices } from '../../platform/services';
import { findTenantByName } from './login.service';

export const CODE_LIFETIME_MINUTES = 10;
export const CODE_RESEND_SECONDS = 60;
export const MAX_CODE_ATTEMPTS = 5;

export const RETRIEVAL_MESSAGES = {
  unknownEmail: '该邮箱未绑定任何账号',
  tooSoon: `验证码已发送，请${CODE_RESEND_SECONDS}秒后再试`,
  badCode: '验证码错误或已失效，请重新获取',
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

interface RetrievalTarget {
  emailAddress: string;
  tenantName?: string;
}

async function inUserTenant<T>(
  services: AppServices,
  target: RetrievalTarget,
  work: (tx: Transaction, user: typeof users.$inferSelect) => Promise<T>,
): Promise<T> {
  const tenant = await findTenantByName(services.db, target.tenantName);
  if (!tenant?.isActive) throw businessError(RETRIEVAL_MESSAGES.unknownEmail);
  return withTenant(services.db, tenant.id, async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(sql`lower(${users.emailAddress}) = lower(${target.emailAddress})`, eq(users.isActive, true)));
    if (!user) throw businessError(RETRIEVAL_MESSAGES.unknownEmail);
    return work(tx, user);
  });
}

/** Sends a fresh six-digit code by e-mail; only its hash is stored, and it expires in CODE_LIFETIME_MINUTES. */
export function sendRetrievalCode(services: AppServices, target: RetrievalTarget) {
  return inUserTenant(services, target, async (tx, user) => {
    const recent = await tx
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.userId, user.id),
          gt(emailCodes.createdAt, new Date(Date.now() - CODE_RESEND_SECONDS * 1000)),
        ),
      );
    if (recent.length > 0) throw businessError(RETRIEVAL_MESSAGES.tooSoon);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx.insert(emailCodes).values({
      tenantId: user.tenantId,
      userId: user.id,
      codeHash: hashCode(code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MINUTES * 60_000),
    });
    // Sent inside the transaction: if the mail server refuses it, no code is stored.
    await services.mailer.send({
      to: target.emailAddress,
      subject: '【质量信息系统】找回密码验证码',
      text: `${user.name}，您好：\n\n您正在找回质量信息系统的登录密码，验证码为 ${code}，${CODE_LIFETIME_MINUTES}分钟内有效，仅可使用一次。\n如非本人操作，请忽略本邮件。`,
    });
    return null;
  });
}

/** The newest live code of the user if `code` matches it; a wrong guess counts against the code. */
async function matchCode(tx: Transaction, userId: string, code: string) {
  const [live] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, userId), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, new Date())))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!live || live.failedAttempts >= MAX_CODE_ATTEMPTS) return { ok: false as const };
  if (live.codeHash !== hashCode(code)) {
    await tx
      .update(emailCodes)
      .set({ failedAttempts: live.failedAttempts + 1 })
      .where(eq(emailCodes.id, live.id));
    return { ok: false as const };
  }
  return { ok: true as const, codeId: live.id };
}

export async function checkRetrievalCode(services: AppServices, target: RetrievalTarget & { code: string }) {
  const match = await inUserTenant(services, target, (tx, user) => matchCode(tx, user.id, target.code));
  if (!match.ok) throw businessError(RETRIEVAL_MESSAGES.badCode);
  return true;
}

export async function resetPasswordWithCode(
  services: AppServices,
  input: RetrievalTarget & { code: string; newPassword: string; againPassword: string },
) {
  if (!isPasswordFormatValid(input.newPassword)) throw badRequest(PASSWORD_MESSAGES.format);
  if (input.againPassword !== input.newPassword) throw badRequest(PASSWORD_MESSAGES.confirmMismatch);
  const passwordHash = await hashPassword(input.newPassword);
  const match = await inUserTenant(services, input, async (tx, user) => {
    const m = await matchCode(tx, user.id, input.code);
    if (!m.ok) return { ...m, user };
    await tx.update(emailCodes).set({ usedAt: new Date() }).where(eq(emailCodes.id, m.codeId));
    await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockoutEnd: null, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    // Whoever held the old password is signed out everywhere.
    await endUserSessions(tx, [user.id]);
    return { ...m, user };
  });
  if (!match.ok) throw businessError(RETRIEVAL_MESSAGES.badCode);
  services.principals.clear();
  disconnectEndedSessions(services.realtime, match.user.tenantId, [match.user.id]);
  return null;
}
