import { createServer } from 'node:net';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MAIL_OUTCOMES,
  type MailHistoryDto,
  type MessageTemplateDto,
  type NoticeDto,
  renderTemplate,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  type CreatedUser,
  createRole,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { mailHistory, messages, notices, organizations, users } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';
import { createMailer, type Mailer } from '../../platform/mail/mailer';
import type { WorkflowEvent } from '../workflow/events';
import { workflowMessages, workflowTemplateOf } from '../workflow/workflow-messages';
import { drainMailDeliveries, mailRetry } from './mail-delivery';
import { noticeMessage } from './notices.service';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let tenantBToken: string;
let noRoleToken: string;
let readerToken: string; // holds only the notice query point
let roleMember: CreatedUser; // in the role the notices choose, with an e-mail address
let orgMember: CreatedUser; // in the organization the notices choose, without an e-mail address
let outsider: CreatedUser; // in neither
let roleId: string;
let organizationId: string;
let realMailer: Mailer;

const NOTICE = '/qis/api/app/notice';
const MAIL = '/qis/api/app/mailNotification';
const TEMPLATE = '/qis/api/app/messageTemplate';

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  realMailer = t.app.services.mailer;
  mailRetry.delaysMs = [20, 40];
  tenantA = await tenantIdByName(db);
  roleId = await createRole(db, { tenantId: tenantA, name: '公告受众', grants: {} });
  const readerRole = await createRole(db, {
    tenantId: tenantA,
    name: '公告查看',
    grants: { 'SystemManager.NoticeManagement': ['query'] },
  });
  const [org] = await db.insert(organizations).values({ tenantId: tenantA, name: '公告测试部' }).returning();
  organizationId = org?.id as string;
  roleMember = await createUser(
    db,
    { tenantId: tenantA, userName: 'nt.role', password: 'Role@1234', emailAddress: 'nt.role@example.com' },
    [roleId],
  );
  orgMember = await createUser(db, { tenantId: tenantA, userName: 'nt.org', password: 'Org@12345' });
  await db.update(users).set({ organizationId }).where(eq(users.id, orgMember.id));
  outsider = await createUser(db, { tenantId: tenantA, userName: 'nt.out', password: 'Out@12345' });
  await createUser(db, { tenantId: tenantA, userName: 'nt.reader', password: 'Read@1234' }, [readerRole]);
  await createUser(db, { tenantId: tenantA, userName: 'nt.norole', password: 'NoRole@123' });
  tenantB = await createTenantWithAdmin(db, { name: 'nt-b', adminUserName: 'admin', adminPassword: 'NtB@4567' });
  adminToken = await t.login('admin', 'Admin@123');
  tenantBToken = await t.login('admin', 'NtB@4567', 'nt-b');
  noRoleToken = await t.login('nt.norole', 'NoRole@123');
  readerToken = await t.login('nt.reader', 'Read@1234');
});
afterAll(async () => {
  await drainMailDeliveries(t.app.services);
  await t?.close();
});
afterEach(async () => {
  await drainMailDeliveries(t.app.services);
  t.app.services.mailer = realMailer;
});

const { call, ok, nothingWritten } = apiClient(() => t);
const chosen = (extra: Record<string, unknown> = {}) => ({
  title: '测试公告',
  content: '公告正文',
  audienceType: 1,
  roleIds: [roleId],
  organizationIds: [organizationId],
  ...extra,
});
const create = (payload: unknown, token = adminToken) =>
  ok<NoticeDto>(token, 'POST', `${NOTICE}/createNotice`, payload);
const publish = (n: NoticeDto, token = adminToken) =>
  ok<NoticeDto>(token, 'POST', `${NOTICE}/publishNotice`, { id: n.id, version: n.version });
const messagesOf = (userId: string) => t.database.db.select().from(messages).where(eq(messages.userId, userId));
const setMail = async (isEnabled: boolean, moduleCodes: number[]) => {
  const current = await ok<{ version: number }>(adminToken, 'GET', `${MAIL}/mailNotification`);
  return ok(adminToken, 'POST', `${MAIL}/changeMailNotification`, { isEnabled, moduleCodes, version: current.version });
};

describe('notices', () => {
  it('the demo seed has one published notice and one draft', async () => {
    const page = await ok<{ items: NoticeDto[]; totalCount: number }>(adminToken, 'GET', `${NOTICE}/noticeListPage`);
    expect(page.items.map((n) => n.state).sort()).toEqual([0, 1]);
    expect(page.items.find((n) => n.state === 1)).toMatchObject({ authorName: '系统管理员' });
  });

  it('creates, edits, lists with search and state, publishes to the chosen audience and withdraws', async () => {
    const draft = await create(chosen({ title: '  质量月活动通知  ' }));
    expect(draft).toMatchObject({
      title: '质量月活动通知',
      state: 0,
      audienceType: 1,
      publishTime: null,
      authorName: '系统管理员',
      recipientCount: 0,
      version: 1,
    });
    const edited = await ok<NoticeDto>(adminToken, 'POST', `${NOTICE}/updateNotice`, {
      ...chosen({ title: '质量月活动安排', content: '第二版正文' }),
      id: draft.id,
      version: draft.version,
    });
    expect(edited).toMatchObject({ title: '质量月活动安排', content: '第二版正文', version: 2 });
    // Stale version: 409, nothing written.
    const stale = await call(adminToken, 'POST', `${NOTICE}/updateNotice`, {
      ...chosen(),
      id: draft.id,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);

    const found = await ok<{ items: NoticeDto[]; totalCount: number }>(
      adminToken,
      'GET',
      `${NOTICE}/noticeListPage?title=${encodeURIComponent('活动安')}&state=0`,
    );
    expect(found.items.map((n) => n.id)).toEqual([draft.id]);
    const none = await ok<{ totalCount: number }>(
      adminToken,
      'GET',
      `${NOTICE}/noticeListPage?title=${encodeURIComponent('活动安')}&state=1`,
    );
    expect(none.totalCount).toBe(0);
    expect(
      (await ok<{ totalCount: number }>(readerToken, 'GET', `${NOTICE}/noticeListPage?title=%25`)).totalCount,
    ).toBe(0);

    const published = await publish(edited);
    expect(published).toMatchObject({ state: 1, recipientCount: 2, version: 3 });
    expect(Date.parse(published.publishTime as string)).toBeGreaterThan(Date.now() - 60_000);
    // One message each to the role's and the organization's member, none to anyone else.
    for (const user of [roleMember, orgMember]) {
      const [message] = await messagesOf(user.id);
      expect(message).toMatchObject({
        module: 11,
        content: noticeMessage('质量月活动安排'),
        url: `/noticeDetail?id=${draft.id}`,
      });
    }
    expect(await messagesOf(outsider.id)).toEqual([]);

    // The read-only view: the recipients and the notice managers, nobody else.
    const roleToken = await t.login('nt.role', 'Role@1234');
    const view = await ok(roleToken, 'GET', `${NOTICE}/publishedNotice?id=${draft.id}`);
    expect(view).toEqual({
      id: draft.id,
      title: '质量月活动安排',
      content: '第二版正文',
      publishTime: published.publishTime,
      authorName: '系统管理员',
    });
    expect((await call(adminToken, 'GET', `${NOTICE}/publishedNotice?id=${draft.id}`)).statusCode).toBe(200);
    const outsiderToken = await t.login('nt.out', 'Out@12345');
    expect((await call(outsiderToken, 'GET', `${NOTICE}/publishedNotice?id=${draft.id}`)).statusCode).toBe(404);

    // Published: neither edited, published again nor deleted.
    for (const [url, payload] of [
      [`${NOTICE}/updateNotice`, { ...chosen(), id: draft.id, version: published.version }],
      [`${NOTICE}/publishNotice`, { id: draft.id, version: published.version }],
      [`${NOTICE}/deleteNotice`, { id: draft.id }],
    ] as const) {
      const res = await call(adminToken, 'POST', url, payload);
      expect(res.json(), url).toMatchObject({ code: 9999 });
      expect(res.json().message).toMatch(/^已发布的公告不能/);
    }

    const withdrawn = await ok<NoticeDto>(adminToken, 'POST', `${NOTICE}/withdrawNotice`, {
      id: draft.id,
      version: published.version,
    });
    expect(withdrawn).toMatchObject({ state: 2, version: 4 });
    expect((await call(roleToken, 'GET', `${NOTICE}/publishedNotice?id=${draft.id}`)).statusCode).toBe(404);
    // The messages already sent stay.
    expect(await messagesOf(roleMember.id)).toHaveLength(1);
    expect(await ok(adminToken, 'POST', `${NOTICE}/deleteNotice`, { id: draft.id })).toBeNull();
    expect((await call(adminToken, 'GET', `${NOTICE}/notice?id=${draft.id}`)).statusCode).toBe(404);
  });

  it('publishing to everyone reaches every active user of the tenant and nobody of another', async () => {
    const draft = await create({ title: '全员公告', content: '正文', audienceType: 0 });
    const published = await publish(draft);
    const db = t.database.db;
    const active = await db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantA));
    expect(published.recipientCount).toBe(active.length);
    const sent = await db
      .select()
      .from(messages)
      .where(eq(messages.content, noticeMessage('全员公告')));
    expect(sent.map((m) => m.userId).sort()).toEqual(active.map((u) => u.id).sort());
    expect(sent.every((m) => m.tenantId === tenantA)).toBe(true);
  });

  it('keeps tenants apart: another tenant neither lists, reads, changes nor views the notice', async () => {
    const mine = await publish(await create({ title: '本租户公告', content: '正文', audienceType: 0 }));
    const list = await ok<{ items: NoticeDto[] }>(tenantBToken, 'GET', `${NOTICE}/noticeListPage`);
    expect(list.items).toEqual([]);
    await nothingWritten(async () => {
      for (const [method, url, payload] of [
        ['GET', `${NOTICE}/notice?id=${mine.id}`, undefined],
        ['GET', `${NOTICE}/publishedNotice?id=${mine.id}`, undefined],
        ['POST', `${NOTICE}/withdrawNotice`, { id: mine.id, version: mine.version }],
        ['POST', `${NOTICE}/deleteNotice`, { id: mine.id }],
      ] as const) {
        const res = await call(tenantBToken, method, url, payload);
        expect(res.statusCode, `${url} ${res.body}`).toBe(404);
      }
      // A chosen audience naming another tenant's role is refused.
      const res = await call(tenantBToken, 'POST', `${NOTICE}/createNotice`, chosen({ organizationIds: [] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('参数 roleIds 无效：角色不存在');
    });
    // Row-level security, not only the queries.
    const asB = await withTenant(t.database.db, tenantB.tenantId, (tx) => tx.select().from(notices));
    expect(asB).toEqual([]);
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const draft = await create(chosen());
    await nothingWritten(async () => {
      const cases: Array<[string, unknown, string]> = [
        ['createNotice', chosen({ title: '   ' }), 'title'],
        ['createNotice', chosen({ title: 'x'.repeat(201) }), 'title'],
        ['createNotice', chosen({ content: '' }), 'content'],
        ['createNotice', chosen({ audienceType: 2 }), 'audienceType'],
        ['createNotice', chosen({ roleIds: ['not-a-uuid'] }), 'roleIds.0'],
        ['createNotice', chosen({ roleIds: [], organizationIds: [] }), 'roleIds'],
        ['createNotice', chosen({ roleIds: [crypto.randomUUID()] }), 'roleIds'],
        ['createNotice', chosen({ organizationIds: [crypto.randomUUID()] }), 'organizationIds'],
        ['updateNotice', { ...chosen(), id: draft.id }, 'version'],
        ['updateNotice', { ...chosen(), id: 'x', version: 1 }, 'id'],
        ['publishNotice', { id: draft.id, version: 0 }, 'version'],
        ['withdrawNotice', { id: draft.id }, 'version'],
        ['deleteNotice', {}, 'id'],
      ];
      for (const [name, payload, field] of cases) {
        const res = await call(adminToken, 'POST', `${NOTICE}/${name}`, payload);
        expect(res.statusCode, `${name} ${res.body}`).toBe(400);
        expect(res.json().message.startsWith(`参数 ${field} 无效：`), res.json().message).toBe(true);
      }
      for (const [query, field] of [
        ['state=3', 'state'],
        ['state=x', 'state'],
        ['MaxResultCount=0', 'MaxResultCount'],
      ]) {
        const res = await call(adminToken, 'GET', `${NOTICE}/noticeListPage?${query}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().message.startsWith(`参数 ${field} 无效：`)).toBe(true);
      }
      expect((await call(adminToken, 'GET', `${NOTICE}/notice?id=1`)).statusCode).toBe(400);
    });
  });

  it('answers 403 without the notice point (or without its action), and writes nothing', async () => {
    const draft = await create(chosen());
    await call(noRoleToken, 'GET', `${NOTICE}/noticeListPage`);
    await call(readerToken, 'GET', `${NOTICE}/noticeListPage`);
    await nothingWritten(async () => {
      const calls: Array<['GET' | 'POST', string, unknown]> = [
        ['GET', `${NOTICE}/noticeListPage`, undefined],
        ['GET', `${NOTICE}/notice?id=${draft.id}`, undefined],
        ['POST', `${NOTICE}/createNotice`, chosen()],
        ['POST', `${NOTICE}/updateNotice`, { ...chosen(), id: draft.id, version: draft.version }],
        ['POST', `${NOTICE}/publishNotice`, { id: draft.id, version: draft.version }],
        ['POST', `${NOTICE}/withdrawNotice`, { id: draft.id, version: draft.version }],
        ['POST', `${NOTICE}/deleteNotice`, { id: draft.id }],
      ];
      for (const [method, url, payload] of calls) {
        const res = await call(noRoleToken, method, url, payload);
        expect(res.statusCode, url).toBe(403);
        if (method === 'POST' || url.includes('/notice?')) {
          // The reader holds query only.
          expect((await call(readerToken, method, url, payload)).statusCode, url).toBe(403);
        }
      }
    });
  });

  it('offers the tenant’s roles and organizations as audience options', async () => {
    const options = await ok<{ roles: Array<{ id: string; name: string }>; organizations: Array<{ id: string }> }>(
      adminToken,
      'GET',
      `${NOTICE}/audienceOptions`,
    );
    expect(options.roles.map((r) => r.id)).toContain(roleId);
    expect(options.organizations.map((o) => o.id)).toContain(organizationId);
    expect(options.roles.map((r) => r.id)).not.toContain(tenantB.adminRoleId);
    expect((await call(noRoleToken, 'GET', `${NOTICE}/audienceOptions`)).statusCode).toBe(403);
  });

  it('refuses to publish a notice whose audience has no active user', async () => {
    const emptyRole = await createRole(t.database.db, { tenantId: tenantA, name: '空角色', grants: {} });
    const draft = await create(chosen({ roleIds: [emptyRole], organizationIds: [] }));
    const res = await call(adminToken, 'POST', `${NOTICE}/publishNotice`, { id: draft.id, version: draft.version });
    expect(res.json()).toEqual({ code: 9999, message: '公告的受众中没有在用的用户，无法发布' });
  });
});

describe('mail notification settings', () => {
  it('is off until saved, then keeps what was saved; a stale version gets 409', async () => {
    expect(await ok(tenantBToken, 'GET', `${MAIL}/mailNotification`)).toEqual({
      isEnabled: false,
      moduleCodes: [],
      version: 0,
    });
    const saved = await ok(tenantBToken, 'POST', `${MAIL}/changeMailNotification`, {
      isEnabled: true,
      moduleCodes: [11, 3, 3],
      version: 0,
    });
    expect(saved).toEqual({ isEnabled: true, moduleCodes: [3, 11], version: 1 });
    expect(await ok(tenantBToken, 'GET', `${MAIL}/mailNotification`)).toEqual(saved);
    const stale = await call(tenantBToken, 'POST', `${MAIL}/changeMailNotification`, {
      isEnabled: false,
      moduleCodes: [],
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    // Per tenant: the default tenant's setting is its own.
    expect((await ok<{ version: number }>(adminToken, 'GET', `${MAIL}/mailNotification`)).version).not.toBe(1);
  });

  it('answers bad input with 400 naming the field and 403 without the point, writing nothing', async () => {
    await call(noRoleToken, 'GET', `${MAIL}/mailNotification`);
    await nothingWritten(async () => {
      const cases: Array<[unknown, string]> = [
        [{ isEnabled: true, moduleCodes: [4], version: 0 }, 'moduleCodes.0'],
        [{ isEnabled: 'yes', moduleCodes: [], version: 0 }, 'isEnabled'],
        [{ isEnabled: true, moduleCodes: [11], version: -1 }, 'version'],
        [{ isEnabled: true, version: 0 }, 'moduleCodes'],
      ];
      for (const [payload, field] of cases) {
        const res = await call(adminToken, 'POST', `${MAIL}/changeMailNotification`, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message.startsWith(`参数 ${field} 无效：`), res.json().message).toBe(true);
      }
      const bad = await call(adminToken, 'GET', `${MAIL}/mailHistoryInfosPage?outcome=3`);
      expect(bad.json().message.startsWith('参数 outcome 无效：')).toBe(true);
      for (const [method, url, payload] of [
        ['GET', `${MAIL}/mailNotification`, undefined],
        ['POST', `${MAIL}/changeMailNotification`, { isEnabled: true, moduleCodes: [], version: 0 }],
        ['GET', `${MAIL}/mailHistoryInfosPage`, undefined],
      ] as const) {
        expect((await call(noRoleToken, method, url, payload)).statusCode, url).toBe(403);
      }
    });
  });
});

describe('mail sending and history', () => {
  const history = (query = '', token = adminToken) =>
    ok<{ items: MailHistoryDto[]; totalCount: number }>(token, 'GET', `${MAIL}/mailHistoryInfosPage?${query}`);

  it('mails nothing while mail notification is off or not on for the module', async () => {
    await setMail(false, [11]);
    await publish(await create(chosen({ title: '不发邮件一' })));
    await setMail(true, [3]);
    await publish(await create(chosen({ title: '不发邮件二' })));
    await drainMailDeliveries(t.app.services);
    expect(await t.database.db.select().from(mailHistory)).toEqual([]);
    expect(t.smtp.received).toEqual([]);
  });

  it('mails a message to each recipient with an address over SMTP, after the commit, and records it', async () => {
    await setMail(true, [11]);
    // A mailer that holds every mail until released: the publish answers while the mail is still pending.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    t.app.services.mailer = {
      send: async (message) => {
        await held;
        await realMailer.send(message);
      },
      close: () => {},
    };
    const published = await publish(await create(chosen({ title: '质量月 <邮件>', content: '第一行\n第二行 & 更多' })));
    const [queued] = await t.database.db.select().from(mailHistory);
    expect(queued).toMatchObject({ outcome: MAIL_OUTCOMES.pending, attempts: 0, recipient: 'nt.role@example.com' });
    release();
    await drainMailDeliveries(t.app.services);

    // Only the role member has an address; the organization member gets the message but no mail.
    expect(t.smtp.received).toHaveLength(1);
    const [mail] = t.smtp.received;
    expect(mail?.to).toEqual(['nt.role@example.com']);
    expect(mail?.subject).toBe('【系统公告】质量月 <邮件>');
    expect(mail?.text.trim()).toBe('第一行\n第二行 & 更多');
    expect(published.recipientCount).toBe(2);

    const page = await history();
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({
      recipient: 'nt.role@example.com',
      recipientName: 'nt.role',
      subject: '【系统公告】质量月 <邮件>',
      module: 11,
      outcome: MAIL_OUTCOMES.sent,
      attempts: 1,
      error: null,
    });
    expect(page.items[0]?.sendTime).not.toBeNull();
    // Another tenant sees none of it.
    expect((await history('', tenantBToken)).totalCount).toBe(0);
  });

  it('tries a failing SMTP server three times with back-off and records the failure', async () => {
    await setMail(true, [11]);
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
      });
    });
    t.app.services.mailer = createMailer({
      ...t.app.services.config,
      mail: { ...t.app.services.config.mail, smtpUrl: `smtp://127.0.0.1:${closedPort}` },
    });
    const received = t.smtp.received.length;
    await publish(await create(chosen({ title: '发送失败的公告' })));
    await drainMailDeliveries(t.app.services);
    expect(t.smtp.received).toHaveLength(received);
    const failed = await history('outcome=2');
    expect(failed.totalCount).toBe(1);
    expect(failed.items[0]).toMatchObject({
      subject: '【系统公告】发送失败的公告',
      outcome: MAIL_OUTCOMES.failed,
      attempts: 3,
    });
    expect(failed.items[0]?.error).toMatch(/ECONNREFUSED|connect/i);
    // Filters and paging.
    expect((await history('recipient=nt.role&MaxResultCount=1')).items).toHaveLength(1);
    expect((await history('recipient=nobody')).totalCount).toBe(0);
    expect((await history('outcome=1')).items.every((m) => m.outcome === 1)).toBe(true);
  });

  it('queues nothing when the publish rolls back', async () => {
    await setMail(true, [11]);
    const draft = await create(chosen({ title: '回滚' }));
    const rows = await t.database.db.select().from(mailHistory);
    // A stale version fails the publish after nothing was written.
    const res = await call(adminToken, 'POST', `${NOTICE}/publishNotice`, { id: draft.id, version: 99 });
    expect(res.statusCode).toBe(409);
    await drainMailDeliveries(t.app.services);
    expect(await t.database.db.select().from(mailHistory)).toHaveLength(rows.length);
  });
});

describe('message templates', () => {
  const list = (query = '', token = adminToken) =>
    ok<{ items: MessageTemplateDto[]; totalCount: number }>(token, 'GET', `${TEMPLATE}/messageTemplateList?${query}`);

  it('seeds the workflow templates, whose defaults render exactly what workflow-messages.ts sends', async () => {
    const seeded = await list();
    expect(seeded.items.map((i) => i.code)).toEqual(DEFAULT_MESSAGE_TEMPLATES.map((d) => d.code).sort());
    const base = {
      tenantId: tenantA,
      instanceId: crypto.randomUUID(),
      moduleType: 1003,
      businessKey: 'k',
      title: '变速箱壳体 DFMEA',
      initiatorId: crypto.randomUUID(),
      actorId: null,
    };
    const events: WorkflowEvent[] = [
      ...(['approve', 'handle', 'notify'] as const).map((kind) => ({
        ...base,
        type: 'taskAssigned' as const,
        taskId: crypto.randomUUID(),
        kind,
        nodeId: 'n',
        nodeName: '部门审核',
        assigneeId: crypto.randomUUID(),
      })),
      { ...base, type: 'instanceApproved' },
      { ...base, type: 'instanceRejected', nodeName: '部门审核', comment: '请补充' },
      { ...base, type: 'instanceRejected', nodeName: '部门审核', comment: null },
    ];
    for (const event of events) {
      const template = workflowTemplateOf(event);
      const stored = seeded.items.find((i) => i.code === template?.code);
      expect(stored, event.type).toBeDefined();
      expect(renderTemplate(stored?.body ?? '', template?.values ?? {})).toBe(workflowMessages(event)[0]?.content);
    }
  });

  it('creates, reads, edits and deletes a template; codes are unique per tenant', async () => {
    const created = await ok<MessageTemplateDto>(adminToken, 'POST', `${TEMPLATE}/createMessageTemplate`, {
      code: 'notice.published',
      name: '公告发布',
      subject: '【公告】{title}',
      body: '{userName}，您好：{title}',
      isEnabled: true,
    });
    expect(created).toMatchObject({ code: 'notice.published', version: 1 });
    expect(await ok(adminToken, 'GET', `${TEMPLATE}/messageTemplate?id=${created.id}`)).toEqual(created);
    const dup = await call(adminToken, 'POST', `${TEMPLATE}/createMessageTemplate`, {
      code: 'workflow.instanceApproved',
      name: 'x',
      subject: 's',
      body: 'b',
      isEnabled: true,
    });
    expect(dup.json()).toEqual({ code: 9999, message: '模板编码 workflow.instanceApproved 已存在' });
    const edited = await ok<MessageTemplateDto>(adminToken, 'POST', `${TEMPLATE}/updateMessageTemplate`, {
      ...created,
      body: '新正文 {title}',
      isEnabled: false,
    });
    expect(edited).toMatchObject({ body: '新正文 {title}', isEnabled: false, version: 2 });
    const stale = await call(adminToken, 'POST', `${TEMPLATE}/updateMessageTemplate`, { ...created });
    expect(stale.statusCode).toBe(409);
    expect((await list('keyword=notice.pub')).items.map((i) => i.id)).toEqual([created.id]);
    // The same code in another tenant is another template.
    await ok(tenantBToken, 'POST', `${TEMPLATE}/createMessageTemplate`, {
      code: 'notice.published',
      name: 'B',
      subject: 's',
      body: 'b',
      isEnabled: true,
    });
    expect((await list('', tenantBToken)).items.map((i) => i.name)).toEqual(['B']);
    expect((await call(tenantBToken, 'GET', `${TEMPLATE}/messageTemplate?id=${created.id}`)).statusCode).toBe(404);
    expect((await call(tenantBToken, 'POST', `${TEMPLATE}/deleteMessageTemplate`, { id: created.id })).statusCode).toBe(
      404,
    );
    expect(await ok(adminToken, 'POST', `${TEMPLATE}/deleteMessageTemplate`, { id: created.id })).toBeNull();
    expect((await call(adminToken, 'GET', `${TEMPLATE}/messageTemplate?id=${created.id}`)).statusCode).toBe(404);
  });

  it('answers bad input with 400 naming the field and 403 without the point, writing nothing', async () => {
    const [first] = (await list()).items;
    await call(noRoleToken, 'GET', `${TEMPLATE}/messageTemplateList`);
    await nothingWritten(async () => {
      const valid = { code: 'a.b', name: 'n', subject: 's', body: 'b', isEnabled: true };
      const cases: Array<[string, unknown, string]> = [
        ['createMessageTemplate', { ...valid, code: '1bad' }, 'code'],
        ['createMessageTemplate', { ...valid, code: 'a..b' }, 'code'],
        ['createMessageTemplate', { ...valid, subject: '' }, 'subject'],
        ['createMessageTemplate', { ...valid, body: ' ' }, 'body'],
        ['createMessageTemplate', { ...valid, isEnabled: 1 }, 'isEnabled'],
        ['updateMessageTemplate', { ...first, version: undefined }, 'version'],
      ];
      for (const [name, payload, field] of cases) {
        const res = await call(adminToken, 'POST', `${TEMPLATE}/${name}`, payload);
        expect(res.statusCode, `${name} ${res.body}`).toBe(400);
        expect(res.json().message.startsWith(`参数 ${field} 无效：`), res.json().message).toBe(true);
      }
      for (const [method, url, payload] of [
        ['GET', `${TEMPLATE}/messageTemplateList`, undefined],
        ['GET', `${TEMPLATE}/messageTemplate?id=${first?.id}`, undefined],
        ['POST', `${TEMPLATE}/createMessageTemplate`, valid],
        ['POST', `${TEMPLATE}/updateMessageTemplate`, first],
        ['POST', `${TEMPLATE}/deleteMessageTemplate`, { id: first?.id }],
      ] as const) {
        expect((await call(noRoleToken, method, url, payload)).statusCode, url).toBe(403);
      }
    });
    const ids = (await list()).items.map((i) => i.id);
    expect(ids).toContain(first?.id);
  });
});

describe('workflow mails', () => {
  it('mails a workflow message with the tenant’s enabled template, else with the built-in default', async () => {
    await setMail(true, [11]);
    const initiatorToken = await t.login('zhangwei', 'Quality@123');
    const mailsOf = async (title: string) => {
      await ok(initiatorToken, 'POST', '/qis/api/FlowInstances/start', { title });
      await drainMailDeliveries(t.app.services);
      return t.smtp.received.filter((m) => m.subject.includes(title));
    };
    const [stored] = (
      await ok<{ items: MessageTemplateDto[] }>(
        adminToken,
        'GET',
        `${TEMPLATE}/messageTemplateList?keyword=workflow.taskAssigned.approve`,
      )
    ).items;
    const own = await ok<MessageTemplateDto>(adminToken, 'POST', `${TEMPLATE}/updateMessageTemplate`, {
      ...stored,
      subject: '请审核：{title}',
      body: '{title} 已到 {nodeName}{unknown}',
    });

    const withOwn = await mailsOf('自有模板流程');
    expect(withOwn.map((m) => m.to)).toEqual([['admin@hengxin-precision.example']]);
    expect(withOwn[0]?.subject).toBe('请审核：自有模板流程');
    expect(withOwn[0]?.text.trim()).toMatch(
      /^自有模板流程 已到 [^{]+\{unknown\}\n\n查看：http\S+\/upcomingTrialDetails\?taskId=[0-9a-f-]{36}$/,
    );

    // A disabled template is as good as none: the default's subject and text.
    await ok(adminToken, 'POST', `${TEMPLATE}/updateMessageTemplate`, { ...own, isEnabled: false });
    const withDefault = await mailsOf('默认模板流程');
    expect(withDefault.map((m) => m.subject)).toEqual(['【待审核】默认模板流程']);
    expect(withDefault[0]?.text).toMatch(/^「默认模板流程」等待您审核（[^）]+）\n\n查看：/);
  });
});
