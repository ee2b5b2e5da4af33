import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import {
  defineEndpoint,
  MESSAGE_MODULE_CODES,
  type MessageDto,
  REALTIME_HUB_PATH,
  type ReceiveMessagePayload,
} from '@qis/shared';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { io as connect, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { type CreatedUser, createUser, tenantIdByName } from '../../../test/factories';
import { buildApp } from '../../app';
import { messages } from '../../db/tables';
import { loadConfig } from '../../platform/config';
import { type DatabaseHandle, openDatabase } from '../../platform/db/database';
import { withTenant } from '../../platform/db/tenant-transaction';
import { businessError } from '../../platform/http/app-error';
import { installErrorHandler } from '../../platform/http/error-handler';
import { registerEndpoint } from '../../platform/http/register-endpoint';
import { sendMessages } from './index';

let t: TestApp & { baseUrl: string };
let tenantA: string;
let alice: CreatedUser;
let bob: CreatedUser;
const tokens: Record<string, string> = {};
const tokenOf = (user: CreatedUser) => tokens[user.userName] as string;
/** A small app of its own whose one endpoint sends a message through registerEndpoint, then maybe fails. */
let probe: FastifyInstance;
const sockets: Socket[] = [];

const probeSend = defineEndpoint({
  name: 'probeSend',
  method: 'POST',
  base: 'qis',
  path: '/test/probeSend',
  summary: 'test only',
  access: 'user',
  body: z.object({ userId: z.uuid(), content: z.string(), fail: z.boolean() }),
  data: z.null(),
});

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  const db = t.database.db;
  tenantA = await tenantIdByName(db);
  alice = await createUser(db, { tenantId: tenantA, userName: 'rt.alice', password: 'Alice@123' });
  bob = await createUser(db, { tenantId: tenantA, userName: 'rt.bob', password: 'Bob@1234' });
  for (const user of [alice, bob]) tokens[user.userName] = await t.login(user.userName, user.password);

  probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorate('services', t.app.services);
  await probe.register(cookie);
  installErrorHandler(probe);
  registerEndpoint(probe, probeSend, async ({ body }, ctx) => {
    await sendMessages(ctx, [{ userId: body.userId, module: MESSAGE_MODULE_CODES.fmea, content: body.content }]);
    if (body.fail) throw businessError('发送后失败，事务回滚');
    return null;
  });
  await probe.ready();
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await probe?.close();
  await t?.close();
});

type Options = Partial<ManagerOptions & SocketOptions>;

function open(options: Options = {}, baseUrl = t.baseUrl): Socket {
  const socket = connect(baseUrl, {
    path: REALTIME_HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...options,
  });
  sockets.push(socket);
  return socket;
}

/** Resolves once connected, or rejects with the connect_error the server answered. */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });

async function joined(user: CreatedUser, options: Options = {}, baseUrl?: string): Promise<Socket> {
  const socket = open({ auth: { token: tokenOf(user) }, ...options }, baseUrl);
  await connected(socket);
  const answer = await socket.emitWithAck('InitInUser', user.id);
  expect(answer).toEqual({ code: 0, message: '' });
  return socket;
}

/** Every ReceiveMessage the socket gets from now on. */
function received(socket: Socket): ReceiveMessagePayload[] {
  const got: ReceiveMessagePayload[] = [];
  socket.on('ReceiveMessage', (payload: ReceiveMessagePayload) => got.push(payload));
  return got;
}

// A hang guard, not a latency target: this shared machine is at times many times slower than usual.
const nextMessage = (socket: Socket, withinMs = 30_000) =>
  new Promise<ReceiveMessagePayload>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ReceiveMessage within ${withinMs} ms`)), withinMs);
    socket.once('ReceiveMessage', (payload: ReceiveMessagePayload) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sendThroughService(user: CreatedUser, content: string) {
  const sent = await withTenant(t.database.db, tenantA, (tx) =>
    sendMessages({ tx, tenantId: tenantA, realtime: t.app.services.realtime }, [
      { userId: user.id, module: MESSAGE_MODULE_CODES.qfd, content, url: '/QFDOverview' },
    ]),
  );
  sent.push();
  return sent;
}

const probeCall = (user: CreatedUser, content: string, fail: boolean) =>
  probe.inject({
    method: 'POST',
    url: '/qis/test/probeSend',
    headers: bearer(tokenOf(user)),
    payload: { userId: user.id, content, fail },
  });

describe('connecting to /qis/signalr-hubs/chat', () => {
  it('accepts the access token in the auth payload, the access_token query parameter or the cookie', async () => {
    await joined(alice);
    await joined(alice, { auth: {}, query: { access_token: tokenOf(alice) } });
    await joined(alice, { auth: {}, extraHeaders: { cookie: `Access-Tokens=${encodeURIComponent(tokenOf(alice))}` } });
  });

  it('works over long-polling as well as WebSocket', async () => {
    const socket = await joined(alice, { transports: ['polling'] });
    expect(socket.io.engine.transport.name).toBe('polling');
    const next = nextMessage(socket);
    await sendThroughService(alice, '长轮询也能收到');
    expect(JSON.parse((await next).Content).content).toBe('长轮询也能收到');
  });

  it('refuses a connection without a token, with a garbage one or with a revoked one', async () => {
    const revoked = await t.login(bob.userName, bob.password);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/identity/api/Account/SsoLogout',
      headers: bearer(revoked),
    });
    expect(logout.json().code).toBe(0);
    for (const auth of [{}, { token: 'garbage' }, { token: revoked }]) {
      const socket = open({ auth });
      const error = await connected(socket).then(
        () => undefined,
        (e: Error & { data?: unknown }) => e,
      );
      expect(error?.message, JSON.stringify(auth)).toMatch(/\p{Script=Han}/u);
      expect(error?.data).toMatchObject({ code: 401 });
      expect(socket.connected).toBe(false);
    }
  });

  it('refuses the cookie of a page of another origin, but not an explicit token from there', async () => {
    const cookieHeader = `Access-Tokens=${encodeURIComponent(tokenOf(alice))}`;
    const foreign = open({ auth: {}, extraHeaders: { cookie: cookieHeader, origin: 'https://evil.example' } });
    await expect(connected(foreign)).rejects.toMatchObject({ data: { code: 403 } });
    await joined(alice, { extraHeaders: { origin: 'https://evil.example' } });
  });

  it('refuses InitInUser with someone else’s id: an error, then the server disconnects', async () => {
    const socket = open({ auth: { token: tokenOf(alice) } });
    await connected(socket);
    const error = new Promise((resolve) => socket.once('error', resolve));
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const answer = await socket.timeout(1000).emitWithAck('InitInUser', bob.id);
    expect(answer).toEqual({ code: 403, message: expect.stringMatching(/\p{Script=Han}/u) });
    expect(await error).toEqual(answer);
    expect(await disconnected).toBe('io server disconnect');
  });
});

describe('ReceiveMessage', () => {
  it('reaches the recipient as { Module, Content }, Content the message as JSON', async () => {
    const socket = await joined(alice);
    const next = nextMessage(socket);
    const sent = await sendThroughService(alice, '《电机端盖 QFD》第二阶段已审批通过');
    const payload = await next;
    expect(Object.keys(payload).sort()).toEqual(['Content', 'Module']);
    expect(payload.Module).toBe(MESSAGE_MODULE_CODES.qfd);
    expect(typeof payload.Content).toBe('string');
    const content = JSON.parse(payload.Content) as MessageDto;
    expect(content).toEqual({
      id: sent.messages[0]?.id,
      content: '《电机端盖 QFD》第二阶段已审批通过',
      module: MESSAGE_MODULE_CODES.qfd,
      dateStr: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      sendDate: expect.any(String),
      isRead: false,
      url: '/QFDOverview',
      serialNumber: sent.messages[0]?.serialNumber,
    });
    // The very message the list shows.
    const list = await t.app.inject({ url: '/qis/api/app/message/messageList', headers: bearer(tokenOf(alice)) });
    expect(list.json().data.items[0]).toEqual(content);
  });

  it('reaches every socket of the recipient, and no one else’s, nor a socket that did not InitInUser', async () => {
    const [first, second, bobs] = [await joined(alice), await joined(alice), await joined(bob)];
    const silent = open({ auth: { token: tokenOf(alice) } });
    await connected(silent);
    const got = [first, second, bobs, silent].map(received);
    await sendThroughService(alice, '只给 Alice');
    await sleep(300);
    expect(got.map((g) => g.length)).toEqual([1, 1, 0, 0]);
  });

  it('is pushed by a request once its transaction has committed: the pushed message is already listed', async () => {
    const socket = await joined(alice);
    const got = received(socket);
    // What another connection lists the moment the push arrives.
    const listedOnArrival = new Promise<string[]>((resolve) =>
      socket.once('ReceiveMessage', () => {
        void t.app
          .inject({ url: '/qis/api/app/message/messageList?status=0', headers: bearer(tokenOf(alice)) })
          .then((res) => resolve(res.json().data.items.map((m: MessageDto) => m.content)));
      }),
    );
    const res = await probeCall(alice, '请求提交后推送', false);
    expect(res.json(), res.body).toEqual({ code: 0, message: '', data: null });
    expect(await listedOnArrival).toContain('请求提交后推送');
    await sleep(200);
    expect(got.map((g) => JSON.parse(g.Content).content)).toEqual(['请求提交后推送']);
  });

  it('is not pushed when the request’s transaction rolls back, and no row remains', async () => {
    const socket = await joined(alice);
    const got = received(socket);
    const res = await probeCall(alice, '回滚的消息', true);
    expect(res.json()).toEqual({ code: 9999, message: '发送后失败，事务回滚' });
    await sleep(500);
    expect(got).toEqual([]);
    expect(await t.database.db.select().from(messages).where(eq(messages.content, '回滚的消息'))).toEqual([]);
  });

  it('is not pushed by sendMessages outside a request when the transaction rolls back', async () => {
    const socket = await joined(alice);
    const got = received(socket);
    let push: (() => void) | undefined;
    const rolledBack = withTenant(t.database.db, tenantA, async (tx) => {
      const sent = await sendMessages(
        {
          tx,
          tenantId: tenantA,
          realtime: t.app.services.realtime,
          afterCommit: (work: () => void) => {
            push = work;
          },
        },
        [{ userId: alice.id, module: MESSAGE_MODULE_CODES.system, content: '不会送达' }],
      );
      expect(sent.messages).toHaveLength(1);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    // The caller runs after-commit work only after a commit; this one never came.
    await sleep(300);
    expect(push).toBeTypeOf('function');
    expect(got).toEqual([]);
  });
});

describe.runIf(process.env.QIS_TEST_DATABASE_URL)('several instances on one PostgreSQL database', () => {
  let second: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-rt-'));
  afterAll(async () => {
    await second?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a message sent through one instance to a socket of another', async () => {
    expect(t.database.kind).toBe('postgres');
    database = await openDatabase({ kind: 'postgres', url: t.database.url as string });
    // The same public URL: the tokens' issuer is the platform's, not one instance's.
    const config = loadConfig({ PUBLIC_URL: t.baseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    second = await buildApp({ config, database, logger: false });
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const socket = await joined(alice, {}, address);
    // Give the second instance's adapter time to LISTEN (generous: a push sent before that is lost).
    await sleep(3000);
    const next = nextMessage(socket);
    await sendThroughService(alice, '跨实例送达');
    expect(JSON.parse((await next).Content).content).toBe('跨实例送达');
    // Over PostgreSQL's 8000-byte NOTIFY limit the adapter passes the push through socket_io_attachments.
    const long = '质'.repeat(4000);
    const nextLong = nextMessage(socket);
    await sendThroughService(alice, long);
    expect(JSON.parse((await nextLong).Content).content).toBe(long);
  });
});
