import { MESSAGE_MODULE_CODES, type MessageDto, type MessageList } from '@qis/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/api-client';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import {
  type CreatedTenant,
  type CreatedUser,
  createTenantWithAdmin,
  createUser,
  tenantIdByName,
} from '../../../test/factories';
import { messages, operationLogs } from '../../db/tables';
import { withTenant } from '../../platform/db/tenant-transaction';
import { type OutgoingMessage, sendMessages } from './index';

let t: TestApp;
let tenantA: string;
let tenantB: CreatedTenant;
let adminToken: string;
let tenantBToken: string;
let reader: CreatedUser; // 20 messages: every third read
let other: CreatedUser; // a few messages of their own
let empty: CreatedUser; // never receives anything
const tokens: Record<string, string> = {};
const tokenOf = (user: CreatedUser) => tokens[user.userName] as string;

const MODULES = Object.values(MESSAGE_MODULE_CODES);

/** Sends through the service in a tenant transaction of its own (no request, so nothing is pushed). */
function send(tenantId: string, list: OutgoingMessage[]) {
  return withTenant(t.database.db, tenantId, (tx) =>
    sendMessages({ tx, tenantId, realtime: t.app.services.realtime }, list),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  reader = await createUser(db, { tenantId: tenantA, userName: 'msg.reader', password: 'Reader@123' });
  other = await createUser(db, { tenantId: tenantA, userName: 'msg.other', password: 'Other@123' });
  empty = await createUser(db, { tenantId: tenantA, userName: 'msg.empty', password: 'Empty@123' });
  tenantB = await createTenantWithAdmin(db, { name: 'msg-b', adminUserName: 'admin', adminPassword: 'MsgB@456' });
  adminToken = await t.login('admin', 'Admin@123');
  tenantBToken = await t.login('admin', 'MsgB@456', 'msg-b');
  for (const user of [reader, other, empty]) tokens[user.userName] = await t.login(user.userName, user.password);
  await send(
    tenantA,
    Array.from({ length: 20 }, (_, i) => ({
      userId: reader.id,
      module: MODULES[i % MODULES.length] as OutgoingMessage['module'],
      content: `第 ${i + 1} 条消息：FMEA 评审提醒`,
      url: i % 2 === 0 ? `/fmeaOverview?n=${i + 1}` : null,
    })),
  );
  await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, reader.id), sql`${messages.serialNumber} % 3 = 0`));
  await send(tenantA, [
    { userId: other.id, module: MESSAGE_MODULE_CODES.qfd, content: '别人的消息一' },
    { userId: other.id, module: MESSAGE_MODULE_CODES.qsd, content: '别人的消息二', url: '/QAMOverview' },
  ]);
  await send(tenantB.tenantId, [
    { userId: tenantB.admin.id, module: MESSAGE_MODULE_CODES.system, content: '另一租户的消息' },
  ]);
});
afterAll(() => t?.close());

const { call, nothingWritten } = apiClient(() => t);
async function list(token: string, query = '', path = '/qis/api/app/message/messageList'): Promise<MessageList> {
  const res = await call(token, 'GET', `${path}${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const serials = (page: MessageList) => page.items.map((m) => m.serialNumber);
const post = (token: string, url: string, payload?: unknown) => call(token, 'POST', url, payload);
const idsOf = async (user: CreatedUser) =>
  (await t.database.db.select().from(messages).where(eq(messages.userId, user.id))).map((m) => m.id);

const READ = [18, 15, 12, 9, 6, 3];
const UNREAD = [20, 19, 17, 16, 14, 13, 11, 10, 8, 7, 5, 4, 2, 1];

describe('the demo seed', () => {
  it('gives the administrator believable messages, some read, some with a url, newest first', async () => {
    const page = await list(adminToken);
    expect(page.totalCount).toBe(5);
    expect([page.readCount, page.unReadCount]).toEqual([2, 3]);
    const [newest] = page.items;
    expect(newest).toMatchObject({ module: MESSAGE_MODULE_CODES.fmea, isRead: false, url: '/upcomingTrial' });
    expect(newest?.content).toContain('DFMEA');
    expect(page.items.some((m) => m.url === null)).toBe(true);
    const times = page.items.map((m) => Date.parse(m.sendDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(serials(page)).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('GET /qis/api/app/message/messageList', () => {
  it('answers the spec’s fields letter for letter', async () => {
    const page = await list(tokenOf(reader));
    expect(Object.keys(page).sort()).toEqual(['items', 'readCount', 'totalCount', 'unReadCount']);
    const item = page.items[0] as MessageDto;
    expect(Object.keys(item).sort()).toEqual(
      ['content', 'dateStr', 'id', 'isRead', 'module', 'sendDate', 'serialNumber', 'url'].sort(),
    );
    expect(item).toMatchObject({ content: '第 20 条消息：FMEA 评审提醒', isRead: false, serialNumber: 20, url: null });
    expect(item.dateStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(new Date(item.sendDate).toISOString()).toBe(item.sendDate);
    expect(page.items[1]?.url).toBe('/fmeaOverview?n=19');
  });

  it('lists all (-1, the default) newest first, 15 to a page, with the counts over every message', async () => {
    const first = await list(tokenOf(reader));
    expect(serials(first)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect([first.totalCount, first.readCount, first.unReadCount]).toEqual([20, 6, 14]);
    const second = await list(tokenOf(reader), 'status=-1&SkipCount=15&MaxResultCount=15');
    expect(serials(second)).toEqual([5, 4, 3, 2, 1]);
    expect([second.totalCount, second.readCount, second.unReadCount]).toEqual([20, 6, 14]);
  });

  it('filters read (1) and unread (0); totalCount counts the filtered list, the others stay whole', async () => {
    const read = await list(tokenOf(reader), 'status=1');
    expect(serials(read)).toEqual(READ);
    expect(read.items.every((m) => m.isRead)).toBe(true);
    expect([read.totalCount, read.readCount, read.unReadCount]).toEqual([6, 6, 14]);
    const unread = await list(tokenOf(reader), 'status=0&MaxResultCount=60');
    expect(serials(unread)).toEqual(UNREAD);
    expect(unread.items.every((m) => !m.isRead)).toBe(true);
    expect([unread.totalCount, unread.readCount, unread.unReadCount]).toEqual([14, 6, 14]);
  });

  it('pages a filtered list', async () => {
    expect(serials(await list(tokenOf(reader), 'status=0&SkipCount=10&MaxResultCount=3'))).toEqual([5, 4, 2]);
    expect(serials(await list(tokenOf(reader), 'status=1&SkipCount=4&MaxResultCount=30'))).toEqual([6, 3]);
    const beyond = await list(tokenOf(reader), 'status=1&SkipCount=30');
    expect([beyond.items.length, beyond.totalCount]).toEqual([0, 6]);
  });

  it('shows a user only their own messages, and an empty list to one who has none', async () => {
    const mine = await list(tokenOf(other));
    expect(mine.items.map((m) => m.content)).toEqual(['别人的消息二', '别人的消息一']);
    expect(await list(tokenOf(empty))).toEqual({ items: [], totalCount: 0, readCount: 0, unReadCount: 0 });
    const b = await list(tenantBToken);
    expect(b.items.map((m) => m.content)).toEqual(['另一租户的消息']);
  });

  it('answers the same on GET /qis/api/app/messageInfor/myMessageList', async () => {
    for (const query of ['', 'status=0&SkipCount=2&MaxResultCount=5', 'status=1']) {
      expect(await list(tokenOf(reader), query, '/qis/api/app/messageInfor/myMessageList')).toEqual(
        await list(tokenOf(reader), query),
      );
    }
  });
});

describe('marking read', () => {
  it('POST readMessages marks the ids read, answers the counts and logs each one', async () => {
    const unread = (await list(tokenOf(other), 'status=0')).items;
    expect(unread).toHaveLength(2);
    const res = await post(tokenOf(other), '/qis/api/app/message/readMessages', [unread[0]?.id]);
    expect(res.json(), res.body).toEqual({
      code: 0,
      message: '',
      data: { totalCount: 2, readCount: 1, unReadCount: 1 },
    });
    const page = await list(tokenOf(other));
    expect(page.items.find((m) => m.id === unread[0]?.id)?.isRead).toBe(true);
    expect(page.items.find((m) => m.id === unread[1]?.id)?.isRead).toBe(false);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, unread[0]?.id as string));
    expect(row?.readAt).toBeInstanceOf(Date);
    const logs = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.userId, other.id), eq(operationLogs.endpoint, 'readMessages')));
    expect(logs).toHaveLength(1);
  });

  it('accepts already read ids, repeats and an empty array', async () => {
    const ids = await idsOf(other);
    const again = await post(tokenOf(other), '/qis/api/app/message/readMessages', [...ids, ...ids]);
    expect(again.json().data).toEqual({ totalCount: 2, readCount: 2, unReadCount: 0 });
    const none = await post(tokenOf(other), '/qis/api/app/message/readMessages', []);
    expect(none.json().data).toEqual({ totalCount: 2, readCount: 2, unReadCount: 0 });
  });

  it('POST messageInfor/readMessage marks one, and reading it again is fine', async () => {
    const target = (await list(tokenOf(reader), 'status=0')).items[0] as MessageDto;
    for (let i = 0; i < 2; i++) {
      const res = await post(tokenOf(reader), '/qis/api/app/messageInfor/readMessage', { id: target.id });
      expect(res.json(), res.body).toEqual({
        code: 0,
        message: '',
        data: { totalCount: 20, readCount: 7, unReadCount: 13 },
      });
    }
    expect((await list(tokenOf(reader), 'status=1')).items[0]?.id).toBe(target.id);
  });

  it('POST readAllMessages marks every message read', async () => {
    const res = await post(tokenOf(reader), '/qis/api/app/message/readAllMessages');
    expect(res.json(), res.body).toEqual({
      code: 0,
      message: '',
      data: { totalCount: 20, readCount: 20, unReadCount: 0 },
    });
    expect((await list(tokenOf(reader), 'status=0')).totalCount).toBe(0);
    // Nobody else's.
    expect((await list(adminToken)).unReadCount).toBe(3);
    expect((await list(tenantBToken)).unReadCount).toBe(1);
  });
});

describe('deleting', () => {
  it('POST message/deleteMessage and messageInfor/deleteMessage each delete one message', async () => {
    const [first, second] = (await list(tokenOf(reader))).items;
    const res = await post(tokenOf(reader), '/qis/api/app/message/deleteMessage', { id: first?.id });
    expect(res.json(), res.body).toEqual({
      code: 0,
      message: '',
      data: { totalCount: 19, readCount: 19, unReadCount: 0 },
    });
    const res2 = await post(tokenOf(reader), '/qis/api/app/messageInfor/deleteMessage', { id: second?.id });
    expect(res2.json().data).toEqual({ totalCount: 18, readCount: 18, unReadCount: 0 });
    const ids = (await list(tokenOf(reader), 'MaxResultCount=60')).items.map((m) => m.id);
    expect(ids).toHaveLength(18);
    expect(ids).not.toContain(first?.id);
    expect(ids).not.toContain(second?.id);
  });

  it('answers a message deleted already with 404', async () => {
    const [gone] = await send(tenantA, [{ userId: reader.id, module: 3, content: '待删除' }]).then((s) => s.messages);
    await post(tokenOf(reader), '/qis/api/app/message/deleteMessage', { id: gone?.id });
    const again = await post(tokenOf(reader), '/qis/api/app/message/deleteMessage', { id: gone?.id });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ code: 404, message: '消息不存在或已被删除' });
  });
});

describe('another user’s message', () => {
  it('is refused with 404 by every call that names it, and nothing changes', async () => {
    const [theirs] = await idsOf(other);
    const [bs] = (await list(tenantBToken)).items.map((m) => m.id);
    const mineUnread = (await send(tenantA, [{ userId: reader.id, module: 2, content: '我的未读' }])).messages[0];
    await post(tokenOf(reader), '/qis/api/app/message/readMessages', []); // warm the principal cache
    await nothingWritten(async () => {
      for (const id of [theirs, bs]) {
        const calls: Array<[string, unknown]> = [
          ['/qis/api/app/message/readMessages', [id]],
          ['/qis/api/app/message/readMessages', [mineUnread?.id, id]],
          ['/qis/api/app/messageInfor/readMessage', { id }],
          ['/qis/api/app/message/deleteMessage', { id }],
          ['/qis/api/app/messageInfor/deleteMessage', { id }],
        ];
        for (const [url, payload] of calls) {
          const res = await post(tokenOf(reader), url, payload);
          expect(res.statusCode, `${url} ${res.body}`).toBe(404);
          expect(res.json()).toEqual({ code: 404, message: '消息不存在或已被删除' });
        }
      }
    });
    expect((await list(tokenOf(reader), 'status=0')).items.map((m) => m.id)).toEqual([mineUnread?.id]);
  });

  it('is kept apart by row-level security, not only by the queries', async () => {
    const db = t.database.db;
    const asB = await withTenant(db, tenantB.tenantId, (tx) => tx.select().from(messages));
    expect(asB.map((m) => m.content)).toEqual(['另一租户的消息']);
    const asA = await withTenant(db, tenantA, (tx) => tx.select().from(messages));
    expect(asA.some((m) => m.tenantId === tenantB.tenantId)).toBe(false);
    const write = withTenant(db, tenantA, (tx) =>
      tx.insert(messages).values({
        tenantId: tenantB.tenantId,
        userId: tenantB.admin.id,
        module: 11,
        content: '越权',
        serialNumber: 99,
      }),
    );
    await expect(write).rejects.toThrow();
  });
});

describe('malformed input', () => {
  it('answers 400 naming the field, and writes nothing', async () => {
    const token = tokenOf(reader);
    await list(token);
    await nothingWritten(async () => {
      const gets: Array<[string, string]> = [
        ['status=2', 'status'],
        ['status=-2', 'status'],
        ['status=abc', 'status'],
        ['status=0.5', 'status'],
        ['MaxResultCount=0', 'MaxResultCount'],
        ['MaxResultCount=1001', 'MaxResultCount'],
        ['SkipCount=-1', 'SkipCount'],
      ];
      for (const path of ['/qis/api/app/message/messageList', '/qis/api/app/messageInfor/myMessageList']) {
        for (const [query, field] of gets) {
          const res = await call(token, 'GET', `${path}?${query}`);
          expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
          expect(res.json().message).toMatch(new RegExp(`^参数 ${field} 无效：`));
        }
      }
      const posts: Array<[string, unknown, string]> = [
        ['/qis/api/app/message/readMessages', { ids: [] }, '请求体'],
        ['/qis/api/app/message/readMessages', ['not-a-uuid'], '0'],
        ['/qis/api/app/message/readMessages', Array.from({ length: 1001 }, () => crypto.randomUUID()), '请求体'],
        ['/qis/api/app/messageInfor/readMessage', { id: 'not-a-uuid' }, 'id'],
        ['/qis/api/app/messageInfor/readMessage', {}, 'id'],
        ['/qis/api/app/message/deleteMessage', { id: 42 }, 'id'],
        ['/qis/api/app/messageInfor/deleteMessage', { ids: [] }, 'id'],
      ];
      for (const [url, payload, field] of posts) {
        const res = await post(token, url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 40)}: ${res.body}`).toBe(400);
        expect(res.json().message.startsWith(`参数 ${field} 无效：`), res.json().message).toBe(true);
      }
    });
  });
});

describe('sendMessages (the service other modules call)', () => {
  it('numbers each recipient’s messages on from their last, in the order sent', async () => {
    const before = (await list(tokenOf(empty))).totalCount;
    expect(before).toBe(0);
    const sent = await send(tenantA, [
      { userId: empty.id, module: 3, content: '一' },
      { userId: other.id, module: 2, content: '二' },
      { userId: empty.id, module: 10, content: '三', url: '/QAMOverview' },
    ]);
    expect(sent.messages.map((m) => [m.userId, m.serialNumber, m.content])).toEqual([
      [empty.id, 1, '一'],
      [other.id, 3, '二'],
      [empty.id, 2, '三'],
    ]);
    const page = await list(tokenOf(empty));
    expect(page.items.map((m) => [m.serialNumber, m.content, m.isRead, m.url])).toEqual([
      [2, '三', false, '/QAMOverview'],
      [1, '一', false, null],
    ]);
  });

  it('numbers concurrent sends to the same user without a gap or a clash', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => send(tenantA, [{ userId: empty.id, module: 11, content: `并发 ${i}` }])),
    );
    const numbers = results.map((r) => r.messages[0]?.serialNumber).sort();
    expect(numbers).toEqual([3, 4, 5, 6, 7]);
  });

  it('refuses a recipient of another tenant, an unknown module, an empty content or an outside url, writing nothing', async () => {
    await nothingWritten(async () => {
      const bad: OutgoingMessage[] = [
        { userId: tenantB.admin.id, module: 3, content: '跨租户' },
        { userId: crypto.randomUUID(), module: 3, content: '没有这个人' },
        { userId: reader.id, module: 4 as OutgoingMessage['module'], content: '未知模块' },
        { userId: reader.id, module: 3, content: '  ' },
        { userId: reader.id, module: 3, content: '外部链接', url: 'https://evil.example/' },
        { userId: reader.id, module: 3, content: '协议相对链接', url: '//evil.example/' },
      ];
      for (const message of bad) await expect(send(tenantA, [message]), message.content).rejects.toThrow();
    });
  });

  it('is refused by the database for a module outside the spec’s codes', async () => {
    const write = t.database.db
      .insert(messages)
      .values({ tenantId: tenantA, userId: reader.id, module: 4, content: 'x', serialNumber: 1000 });
    await expect(write).rejects.toThrow();
  });
});
