import { PASSWORD_MESSAGES } from '@qis/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createTenantWithAdmin, createUser } from '../../../test/factories';
import { MAX_CODE_ATTEMPTS, RETRIEVAL_MESSAGES } from './password-retrieval.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

const ZHANGWEI = 'zhangwei@hengxin-precision.example';
const LINA = 'lina@hengxin-precision.example';
const WANGFANG = 'wangfang@hengxin-precision.example';

const api = apiClient(() => t);
const { loginCode } = api;
const call = (path: string, payload: Record<string, unknown>) =>
  api.call(undefined, 'POST', `/qis/api/app/account/${path}`, payload);
const sendEmail = (emailAddress: string, tenantName?: string) => call('sendEmail', { emailAddress, tenantName });
const checkCode = (emailAddress: string, code: string) => call('checkCode', { emailAddress, code });
const retrieve = (emailAddress: string, code: string, newPassword: string, againPassword = newPassword) =>
  call('retrievePassword', { emailAddress, code, newPassword, againPassword });

/** The six-digit code of the newest mail to `address`, read from what the SMTP sink received. */
function codeMailedTo(address: string): string {
  const mail = t.smtp.received.filter((m) => m.to.includes(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${mail.text}`);
  return code;
}
const mailsTo = (address: string) => t.smtp.received.filter((m) => m.to.includes(address));
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const BAD_CODE = { code: 9999, message: RETRIEVAL_MESSAGES.badCode };

async function ageCodes(emailUserName: string, column: 'expires_at' | 'created_at', interval: string) {
  await t.database.db.execute(
    sql`update email_codes set ${sql.identifier(column)} = now() - ${interval}::interval
        where user_id = (select id from users where user_name = ${emailUserName})`,
  );
}

describe('password retrieval by e-mail code', () => {
  let code: string;

  it('mails a six-digit code to the address over SMTP', async () => {
    const res = await sendEmail(ZHANGWEI);
    expect(res.json()).toEqual({ code: 0, message: '', data: null });
    expect(mailsTo(ZHANGWEI)).toHaveLength(1);
    const mail = mailsTo(ZHANGWEI)[0];
    expect(mail?.subject).toContain('验证码');
    code = codeMailedTo(ZHANGWEI);
    expect(code).toMatch(/^\d{6}$/);
  });

  it('stores only a hash of the code', async () => {
    const rows = await t.database.db.execute<{ code_hash: string }>(sql`select code_hash from email_codes`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]?.code_hash).not.toContain(code);
    expect(rows.rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a second code within 60 seconds with 9999', async () => {
    const res = await sendEmail(ZHANGWEI);
    expect(res.json()).toEqual({ code: 9999, message: RETRIEVAL_MESSAGES.tooSoon });
    expect(mailsTo(ZHANGWEI)).toHaveLength(1);
  });

  it('confirms the mailed code with true', async () => {
    const res = await checkCode(ZHANGWEI, code);
    expect(res.json()).toEqual({ code: 0, message: '', data: true });
  });

  it('answers a wrong code with 9999', async () => {
    const res = await checkCode(ZHANGWEI, wrongCodeFor(code));
    expect(res.json()).toEqual(BAD_CODE);
  });

  it('checks the address case-insensitively', async () => {
    const res = await checkCode(ZHANGWEI.toUpperCase(), code);
    expect(res.json().data).toBe(true);
  });

  it('refuses a new password that breaks the rule, without using up the code', async () => {
    const weak = await retrieve(ZHANGWEI, code, 'abcdefgh');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ code: 400, message: PASSWORD_MESSAGES.format });
    const mismatch = await retrieve(ZHANGWEI, code, 'Found@456', 'Found@457');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ code: 400, message: PASSWORD_MESSAGES.confirmMismatch });
    expect((await checkCode(ZHANGWEI, code)).json().data).toBe(true);
  });

  it('sets the new password with the code: the new password signs in, the old one no longer does', async () => {
    const res = await retrieve(ZHANGWEI, code, 'Found@456');
    expect(res.json()).toEqual({ code: 0, message: '', data: null });
    expect(await loginCode('zhangwei', 'Found@456')).toBe(0);
    expect(await loginCode('zhangwei', 'Quality@123')).toBe(9999);
  });

  it('refuses the same code a second time (single use)', async () => {
    const again = await retrieve(ZHANGWEI, code, 'Again@789');
    expect(again.json()).toEqual(BAD_CODE);
    expect((await checkCode(ZHANGWEI, code)).json()).toEqual(BAD_CODE);
    expect(await loginCode('zhangwei', 'Again@789')).toBe(9999);
    expect(await loginCode('zhangwei', 'Found@456')).toBe(0);
  });

  it('refuses an expired code and leaves the password alone', async () => {
    expect((await sendEmail(LINA)).json().code).toBe(0);
    const linaCode = codeMailedTo(LINA);
    await ageCodes('lina', 'expires_at', '1 second');
    expect((await checkCode(LINA, linaCode)).json()).toEqual(BAD_CODE);
    expect((await retrieve(LINA, linaCode, 'Expired@123')).json()).toEqual(BAD_CODE);
    expect(await loginCode('lina', 'Audit@123')).toBe(0);
  });

  it('sends a fresh code once the 60 seconds are over, and only the newest code counts', async () => {
    await ageCodes('lina', 'created_at', '61 seconds');
    expect((await sendEmail(LINA)).json().code).toBe(0);
    expect(mailsTo(LINA)).toHaveLength(2);
    const second = codeMailedTo(LINA);
    expect((await checkCode(LINA, second)).json().data).toBe(true);
    await ageCodes('lina', 'created_at', '61 seconds');
    expect((await sendEmail(LINA)).json().code).toBe(0);
    const third = codeMailedTo(LINA);
    if (third !== second) expect((await checkCode(LINA, second)).json()).toEqual(BAD_CODE);
    expect((await checkCode(LINA, third)).json().data).toBe(true);
  });

  it(`kills a code after ${MAX_CODE_ATTEMPTS} wrong guesses, even for the right code afterwards`, async () => {
    expect((await sendEmail(WANGFANG)).json().code).toBe(0);
    const right = codeMailedTo(WANGFANG);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expect((await checkCode(WANGFANG, wrongCodeFor(right))).json()).toEqual(BAD_CODE);
    }
    expect((await checkCode(WANGFANG, right)).json()).toEqual(BAD_CODE);
    expect((await retrieve(WANGFANG, right, 'Guess@123')).json()).toEqual(BAD_CODE);
    expect(await loginCode('wangfang', 'Viewer@123')).toBe(0);
  });

  it('answers an address no account uses with 9999 and sends no mail', async () => {
    const before = t.smtp.received.length;
    const res = await sendEmail('nobody@hengxin-precision.example');
    expect(res.json()).toEqual({ code: 9999, message: RETRIEVAL_MESSAGES.unknownEmail });
    expect((await checkCode('nobody@hengxin-precision.example', '123456')).json().code).toBe(9999);
    expect(t.smtp.received.length).toBe(before);
  });

  it('answers a malformed address or code with 400 naming the field', async () => {
    const badAddress = await sendEmail('not-an-address');
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().message).toMatch(/^参数 emailAddress 无效：/);
    const badCode = await checkCode(ZHANGWEI, '12345');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toMatch(/^参数 code 无效：/);
  });
});

describe('password retrieval across tenants', () => {
  it('finds the address only in the named tenant, and a code of one tenant opens nothing in another', async () => {
    const b = await createTenantWithAdmin(t.database.db, {
      name: 'retrieval-b',
      adminUserName: 'boss',
      adminPassword: 'BossB@123',
    });
    const shared = 'shared@tenant.example';
    await createUser(t.database.db, {
      tenantId: b.tenantId,
      userName: 'sharer',
      password: 'Sharer@123',
      emailAddress: shared,
    });
    // Unknown in the default tenant.
    expect((await sendEmail(shared)).json()).toEqual({ code: 9999, message: RETRIEVAL_MESSAGES.unknownEmail });
    // Known in tenant B, by name.
    expect((await sendEmail(shared, 'retrieval-b')).json().code).toBe(0);
    const code = codeMailedTo(shared);
    // The code is refused without the tenant name (default tenant) ...
    expect((await call('checkCode', { emailAddress: shared, code })).json().code).toBe(9999);
    // ... and works with it.
    const ok = await call('retrievePassword', {
      emailAddress: shared,
      code,
      newPassword: 'Sharer@456',
      againPassword: 'Sharer@456',
      tenantName: 'retrieval-b',
    });
    expect(ok.json().code).toBe(0);
    expect(await loginCode('sharer', 'Sharer@456', 'retrieval-b')).toBe(0);
  });
});
