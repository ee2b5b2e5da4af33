import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGE_MODULE_CODES, REALTIME_HUB_PATH, type ReceiveMessagePayload } from '@qis/shared';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../../../test/build-app';
import { type CreatedUser, createUser, tenantIdByName } from '../../../test/factories';
import { buildApp } from '../../app';
import { sendMessages } from '../../modules/messages';
import { loadConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { withTenant } from '../db/tenant-transaction';

// Logout, disabling a user and a password change (own, by an administrator, by e-mail code) end sessions: the tokens
// are refused on the next request and the realtime sockets are disconnected at once (on every instance), and
// re-enabling a user revives no old token.

let t: TestApp & { baseUrl: string };
let tenantId: string;
let adminToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  tenantId = await tenantIdByName(t.database.db);
  adminToken = await t.login('admin', 'Admin@123');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t?.close());

let counter = 0;
async function newUser(): Promise<CreatedUser & { emailAddress: string }> {
  counter += 1;
  const emailAddress = `session.user${counter}@example.com`;
  const user = await createUser(t.database.db, {
    tenantId,
    userName: `session.user${counter}`,
    password: 'Session@123',
    emailAddress,
  });
  return { ...user, emailAddress };
}

const me = (token: string) => t.app.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(token) });
const post = (token: string, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A socket signed in with the token that joined its user's room; it records what it receives and its end. */
async function joinedSocket(user: CreatedUser, token: string, baseUrl = t.baseUrl) {
  const socket = connect(baseUrl, {
    path: REALTIME_HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await socket.emitWithAck('InitInUser', user.id)).toEqual({ code: 0, message: '' });
  const received: ReceiveMessagePayload[] = [];
  socket.on('ReceiveMessage', (payload: ReceiveMessagePayload) => received.push(payload));
  const ended = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, received, ended };
}

/**
 * Resolves with the disconnect reason, or "still connected" after `ms`: a hang guard sized for this loaded machine,
 * not a latency target (before, the socket stayed connected until its token expired, 7 days on).
 */
const within = (ended: Promise<string>, ms = 15_000) =>
  Promise.race([ended, new Promise<string>((resolve) => setTimeout(() => resolve('still connected'), ms))]);

async function push(user: CreatedUser, content: string) {
  const sent = await withTenant(t.database.db, tenantId, (tx) =>
    sendMessages({ tx, tenantId, realtime: t.app.services.realtime }, [
      { userId: user.id, module: MESSAGE_MODULE_CODES.system, content },
    ]),
  );
  sent.push();
  await new Promise((resolve) => setTimeout(resolve, 500));
}

describe('sessions end when they should', () => {
  it('logout refuses the token and disconnects its sockets at once; the user’s other session goes on', async () => {
    const user = await newUser();
    const token = await t.login(user.userName, user.password);
    const other = await t.login(user.userName, user.password);
    const session = await joinedSocket(user, token);
    const otherSession = await joinedSocket(user, other);

    expect((await post(token, '/identity/api/Account/SsoLogout')).json().code).toBe(0);
    expect(await within(session.ended)).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);

    await push(user, '退出后的消息');
    expect(session.received).toEqual([]);
    expect(otherSession.socket.connected).toBe(true);
    expect(otherSession.received).toHaveLength(1);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('disabling a user ends every session at once, and enabling the user again revives no old token', async () => {
    const user = await newUser();
    const token = await t.login(user.userName, user.password);
    const session = await joinedSocket(user, token);

    const disabled = await post(adminToken, '/qis/api/app/user/userIsStop', { id: user.id });
    expect(disabled.json().code).toBe(0);
    expect(await within(session.ended)).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
    await push(user, '停用后的消息');
    expect(session.received).toEqual([]);

    const enabled = await post(adminToken, '/qis/api/app/user/changeUserActive', { id: user.id });
    expect(enabled.json().code).toBe(0);
    expect((await me(token)).statusCode).toBe(401);
    // The old token cannot open a socket either; a fresh sign-in works.
    await expect(joinedSocket(user, token)).rejects.toThrow();
    expect((await me(await t.login(user.userName, user.password))).statusCode).toBe(200);
  });

  it('changing one’s own password ends every session of the user, this one included', async () => {
    const user = await newUser();
    const token = await t.login(user.userName, user.password);
    const other = await t.login(user.userName, user.password);
    const session = await joinedSocket(user, other);

    const changed = await post(token, '/qis/api/app/user/changePassWord', {
      password: user.password,
      newPassword: 'Changed@456',
      againPassword: 'Changed@456',
    });
    expect(changed.json().code).toBe(0);
    expect(await within(session.ended)).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(await t.login(user.userName, 'Changed@456'))).statusCode).toBe(200);
  });

  it('an administrator’s password reset ends every session of the user', async () => {
    const user = await newUser();
    const token = await t.login(user.userName, user.password);
    const session = await joinedSocket(user, token);

    const reset = await post(adminToken, '/qis/api/app/user/changeUserPsw', { id: user.id, password: 'Reset@7890' });
    expect(reset.json().code).toBe(0);
    expect(await within(session.ended)).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(adminToken)).statusCode).toBe(200);
  });

  it('a new password set with an e-mailed code ends every session of the user', async () => {
    const user = await newUser();
    const token = await t.login(user.userName, user.password);
    const session = await joinedSocket(user, token);

    const account = (name: string, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/qis/api/app/account/${name}`, payload });
    expect((await account('sendEmail', { emailAddress: user.emailAddress })).json().code).toBe(0);
    const mail = t.smtp.received.filter((m) => m.to.includes(user.emailAddress)).at(-1);
    const code = /(?<!\d)(\d{6})(?!\d)/.exec(mail?.text ?? '')?.[1] as string;
    const reset = await account('retrievePassword', {
      emailAddress: user.emailAddress,
      code,
      newPassword: 'Mailed@2468',
      againPassword: 'Mailed@2468',
    });
    expect(reset.json().code).toBe(0);
    expect(await within(session.ended)).toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(await t.login(user.userName, 'Mailed@2468'))).statusCode).toBe(200);
  });
});

describe.runIf(process.env.QIS_TEST_DATABASE_URL)('several instances on one PostgreSQL database', () => {
  let second: FastifyInstance | undefined;
  let database: DatabaseHandle | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-session-'));
  afterAll(async () => {
    await second?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('disabling a user through one instance disconnects the user’s socket on another at once', async () => {
    database = await openDatabase({ kind: 'postgres', url: t.database.url as string });
    const config = loadConfig({ PUBLIC_URL: t.baseUrl, LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    second = await buildApp({ config, database, logger: false });
    const address = await second.listen({ port: 0, host: '127.0.0.1' });
    const user = await newUser();
    const token = await t.login(user.userName, user.password);
    const session = await joinedSocket(user, token, address);
    // Give the second instance's adapter time to LISTEN (generous: a message sent before that is lost).
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const disabled = await post(adminToken, '/qis/api/app/user/userIsStop', { id: user.id });
    expect(disabled.json().code).toBe(0);
    expect(await within(session.ended)).toBe('io server disconnect');
    expect((await second.inject({ url: '/qis/api/app/user/currentUserInfo', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});
