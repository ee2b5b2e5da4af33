import {
  FMEA_MESSAGES,
  type FmeaProjectDto,
  isNewerPresence,
  type PresencePayload,
  REALTIME_HUB_PATH,
} from '@qis/shared';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app';
import { createUser, tenantIdByName } from '../../../test/factories';
import { type FmeaUsers, fmeaClient, signInFmeaUsers } from './fmea-test-kit';

// Presence at an FMEA project over the realtime hub: a screen of the project joins its presence ('fmea', the project's
// id), and every socket present hears who is there whenever someone joins or leaves. Only who may read the project
// may join, as the API decides it.

let t: TestApp & { baseUrl: string };
let u: FmeaUsers;
let stranger: string;
let project: FmeaProjectDto;
const c = fmeaClient(() => t);
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { listen: true });
  u = await signInFmeaUsers(t, 'pp');
  // A user of the tenant without any FMEA permission point.
  const tenantId = await tenantIdByName(t.database.db);
  await createUser(t.database.db, { tenantId, userName: 'pp.stranger', password: 'Stranger@123', name: '路人' });
  stranger = await t.login('pp.stranger', 'Stranger@123');
  project = await c.createProject(u.owner, u);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => t?.close());

/** A connected socket of the token's user; every Presence it hears is kept in `heard`. */
async function client(token: string) {
  const socket = connect(t.baseUrl, {
    path: REALTIME_HUB_PATH,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
  });
  sockets.push(socket);
  const heard: PresencePayload[] = [];
  socket.on('Presence', (payload: PresencePayload) => heard.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, heard };
}

const join = (socket: Socket, id = project.id, topic = 'fmea') => socket.emitWithAck('JoinPresence', { topic, id });

/**
 * Waits (a hang guard, not a latency target) until the Presence read last of those heard (as a client keeps it,
 * isNewerPresence) names exactly these users.
 */
async function hears(heard: PresencePayload[], userIds: string[], withinMs = 30_000) {
  const expected = [...userIds].sort();
  const started = Date.now();
  for (;;) {
    const last = heard.reduce<PresencePayload | undefined>(
      (held, payload) => (isNewerPresence(payload, held?.readAt) ? payload : held),
      undefined,
    );
    const names = last ? last.users.map((user) => user.userId).sort() : null;
    if (names && JSON.stringify(names) === JSON.stringify(expected)) return last as PresencePayload;
    if (Date.now() - started > withinMs)
      throw new Error(`heard ${JSON.stringify(names)}, expected ${JSON.stringify(expected)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('presence at an FMEA project', () => {
  it('tells everyone present who joins and who leaves, each user once', async () => {
    const owner = await client(u.owner);
    expect(await join(owner.socket)).toEqual({ code: 0, message: '' });
    const first = await hears(owner.heard, [u.ids.owner]);
    expect(first).toMatchObject({ topic: 'fmea', id: project.id, users: [{ userId: u.ids.owner, name: 'ppowner' }] });

    const editor = await client(u.editor);
    await join(editor.socket);
    await hears(owner.heard, [u.ids.owner, u.ids.editor]);
    await hears(editor.heard, [u.ids.owner, u.ids.editor]);
    // The editor's second tab: still one editor.
    const editorTab = await client(u.editor);
    await join(editorTab.socket);
    await hears(editorTab.heard, [u.ids.owner, u.ids.editor]);
    expect((await hears(owner.heard, [u.ids.owner, u.ids.editor])).users).toHaveLength(2);

    // A reader of the team who has not opened the project hears nothing of it.
    const reader = await client(u.reader);
    // Leaving (navigating away) and disconnecting both count; the editor is gone once both tabs are.
    editor.socket.emit('LeavePresence', { topic: 'fmea', id: project.id });
    editorTab.socket.disconnect();
    await hears(owner.heard, [u.ids.owner]);
    await join(reader.socket);
    await hears(owner.heard, [u.ids.owner, u.ids.reader]);
    reader.socket.disconnect();
    await hears(owner.heard, [u.ids.owner]);
  });

  it('lets only who may read the project join, as the API answers', async () => {
    const outsider = await client(u.outsider);
    expect(await join(outsider.socket)).toEqual({ code: 403, message: FMEA_MESSAGES.noReadRight });
    const noPoint = await client(stranger);
    expect((await join(noPoint.socket)).code).toBe(403);
    const otherTenant = await client(u.otherTenant);
    expect((await join(otherTenant.socket)).code).toBe(404);
    expect((await join(otherTenant.socket, 'not-a-uuid')).code).toBe(404);
    expect((await join(otherTenant.socket, project.id, 'qfd')).code).toBe(400);

    // None of them is present: the owner joining hears only itself.
    const owner = await client(u.owner);
    await join(owner.socket);
    await hears(owner.heard, [u.ids.owner]);
    expect(outsider.heard).toEqual([]);
    expect(otherTenant.heard).toEqual([]);
  });
});
