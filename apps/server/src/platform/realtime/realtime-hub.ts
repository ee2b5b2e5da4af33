import type { Server as HttpServer, IncomingHttpHeaders } from 'node:http';
import cookie from '@fastify/cookie';
import {
  PRESENCE_TOPICS,
  type PresencePayload,
  type PresenceTarget,
  type PresenceTopic,
  REALTIME_EVENTS,
  REALTIME_HUB_PATH,
  type ReceiveMessagePayload,
} from '@qis/shared';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { ACCESS_TOKEN_COOKIE, principalForToken } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import { AppError } from '../http/app-error';
import type { AppServices } from '../services';

/**
 * The realtime hub of DESIGN.md "Realtime": Socket.IO on the API's own HTTP server. A client connects with its
 * access token, emits InitInUser with its user id and then receives ReceiveMessage `{ Module, Content }` for
 * every message sent to it. It may be present at a module's targets (JoinPresence, e.g. an FMEA project it has
 * open): every socket there is told who is present (Presence) whenever someone joins or leaves. With PostgreSQL the
 * Socket.IO Postgres adapter carries each push to every instance, and the presence lists span them.
 */
export interface RealtimeHub {
  /** Attaches Socket.IO to the HTTP server; the server need not listen yet. Once per hub. */
  attach(server: HttpServer, log: FastifyBaseLogger): void;
  /** Emits ReceiveMessage to every socket of this user (on every instance); does nothing before attach. */
  pushToUser(tenantId: string, userId: string, payload: ReceiveMessagePayload): void;
  /**
   * Disconnects every socket of this user, on every instance (the adapter carries it), whether or not it has joined
   * its room yet: their sessions have ended. The client is told `error` 401 first and does not reconnect by itself.
   */
  disconnectUser(tenantId: string, userId: string): void;
  /** Disconnects every socket opened with this access token (by its id), on every instance: the token was revoked. */
  disconnectToken(tokenId: string): void;
  /**
   * Lets sockets be present at a topic's targets (JoinPresence): `authorize` answers whether the principal may see
   * the target, or throws an AppError (403, 404) that the join is refused with. Once per topic, before clients join.
   */
  registerPresence(topic: PresenceTopic, authorize: PresenceAuthorizer): void;
  /** Disconnects every socket and stops the adapter; the HTTP server itself is Fastify's to close. */
  close(): Promise<void>;
}

export type PresenceAuthorizer = (principal: Principal, id: string) => Promise<boolean>;

export interface RealtimeOptions {
  /** The PostgreSQL database every instance shares; undefined (PGlite) keeps the in-memory adapter. */
  postgresUrl?: string;
}

interface SocketData {
  principal: Principal;
  /** Who the socket is, as presence lists show it (what other instances read of it, through the adapter). */
  present: { userId: string; name: string };
  /** The presence rooms it is in, kept on disconnecting to tell them once it has left. */
  presenceRooms?: string[];
}

interface Refusal {
  code: number;
  message: string;
}

interface ClientToServerEvents {
  InitInUser: (userId: unknown, ack?: (answer: Refusal) => void) => void;
  JoinPresence: (target: unknown, ack?: (answer: Refusal) => void) => void;
  LeavePresence: (target: unknown) => void;
}

interface ServerToClientEvents {
  ReceiveMessage: (payload: ReceiveMessagePayload) => void;
  Presence: (payload: PresencePayload) => void;
  error: (refusal: Refusal) => void;
}

type HubServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const roomOf = (tenantId: string, userId: string) => `user:${tenantId}:${userId.toLowerCase()}`;
/** Every authenticated socket joins these at once (the user room above only after InitInUser). */
const sessionRoomOf = (tenantId: string, userId: string) => `session:${tenantId}:${userId.toLowerCase()}`;
const tokenRoomOf = (tokenId: string) => `token:${tokenId}`;
/** A presence room: the tenant's, so a target is only ever shared within its tenant. */
const presenceRoomOf = (tenantId: string, { topic, id }: PresenceTarget) => `presence:${tenantId}:${topic}:${id}`;
const PRESENCE_PREFIX = 'presence:';

/** A presence target as a client sent it, or null when it is not one (a known topic, an id of at most 100 chars). */
function presenceTarget(value: unknown): PresenceTarget | null {
  const { topic, id } = (value ?? {}) as { topic?: unknown; id?: unknown };
  if (!PRESENCE_TOPICS.includes(topic as PresenceTopic)) return null;
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) return null;
  return { topic: topic as PresenceTopic, id };
}
const SESSION_ENDED: Refusal = { code: 401, message: '登录已失效，请重新登录' };

/** Longest a timer may wait (about 24.8 days); a token's lifetime is 7 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Where a handshake's token comes from: the `auth` payload, the `access_token` query parameter or the cookie. */
export function handshakeToken(handshake: Socket['handshake']): { token?: string; fromCookie: boolean } {
  const fromAuth = (handshake.auth as { token?: unknown } | undefined)?.token;
  const fromQuery = handshake.query.access_token;
  const explicit = typeof fromAuth === 'string' && fromAuth ? fromAuth : typeof fromQuery === 'string' ? fromQuery : '';
  if (explicit) return { token: explicit.replace(/^Bearer\s+/i, '').trim() || undefined, fromCookie: false };
  const cookieHeader = handshake.headers.cookie;
  const fromCookie = cookieHeader ? cookie.parse(cookieHeader)[ACCESS_TOKEN_COOKIE] : undefined;
  return { token: fromCookie || undefined, fromCookie: true };
}

/**
 * A browser attaches cookies to a WebSocket handshake whatever page opened it, so a token read from the cookie
 * counts only when the page is of this very origin (its Origin names the host the request was sent to, or the
 * configured public URL; X-Forwarded-Host behind a proxy). A token passed explicitly proves itself.
 */
function sameOrigin(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  if (!origin) return true; // not a browser
  try {
    const { host } = new URL(origin);
    const forwardedHost = String(headers['x-forwarded-host'] ?? '')
      .split(',')[0]
      ?.trim();
    return host === headers.host || host === forwardedHost || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}

export function createRealtimeHub(services: AppServices, options: RealtimeOptions = {}): RealtimeHub {
  let io: HubServer | undefined;
  let pool: pg.Pool | undefined;
  let log: FastifyBaseLogger | undefined;
  const authorizers = new Map<PresenceTopic, PresenceAuthorizer>();

  const refuse = (message: string, code: number) => Object.assign(new Error(message), { data: { code, message } });

  async function authenticateHandshake(socket: HubSocket, next: (err?: Error) => void) {
    try {
      const { token, fromCookie } = handshakeToken(socket.handshake);
      if (token && fromCookie && !sameOrigin(socket.handshake.headers, services.config.publicUrl))
        return next(refuse('跨站连接不接受 Cookie 中的登录凭证', 403));
      socket.data.principal = await principalForToken(services, token);
      next();
    } catch (error) {
      if (error instanceof AppError) return next(refuse(error.message, error.code));
      log?.error({ err: error }, 'realtime handshake failed');
      next(refuse('实时连接失败，请稍后再试', 500));
    }
  }

  function onConnection(socket: HubSocket) {
    const { principal } = socket.data;
    // A socket lives no longer than its token.
    const expiry = setTimeout(
      () => {
        socket.emit(REALTIME_EVENTS.error, SESSION_ENDED);
        socket.disconnect();
      },
      Math.min(Math.max(principal.tokenExpiresAt.getTime() - Date.now(), 0), MAX_TIMER_MS),
    ).unref();
    socket.on('disconnect', () => clearTimeout(expiry));
    socket.join([sessionRoomOf(principal.tenantId, principal.userId), tokenRoomOf(principal.tokenId)]);
    socket.on(REALTIME_EVENTS.initInUser, (userId, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      if (typeof userId !== 'string' || userId.toLowerCase() !== principal.userId.toLowerCase()) {
        const refusal: Refusal = { code: 403, message: '用户与登录凭证不符，实时连接已断开' };
        socket.emit(REALTIME_EVENTS.error, refusal);
        reply(refusal);
        // A namespace-level disconnect: the client is told, and does not reconnect by itself.
        socket.disconnect();
        return;
      }
      socket.join(roomOf(principal.tenantId, principal.userId));
      reply({ code: 0, message: '' });
    });
    socket.data.present = { userId: principal.userId, name: principal.name };
    socket.on(REALTIME_EVENTS.joinPresence, (value, ack) => {
      const reply = typeof ack === 'function' ? ack : () => {};
      void joinPresence(socket, value).then(reply);
    });
    socket.on(REALTIME_EVENTS.leavePresence, (value) => {
      const target = presenceTarget(value);
      if (!target) return;
      const room = presenceRoomOf(principal.tenantId, target);
      if (!socket.rooms.has(room)) return;
      void Promise.resolve(socket.leave(room)).then(() => announcePresence(room, target));
    });
    socket.on('disconnecting', () => {
      socket.data.presenceRooms = [...socket.rooms].filter((room) => room.startsWith(PRESENCE_PREFIX));
    });
    socket.on('disconnect', () => {
      for (const room of socket.data.presenceRooms ?? []) {
        const [, , topic, ...id] = room.split(':');
        void announcePresence(room, { topic: topic as PresenceTopic, id: id.join(':') });
      }
    });
  }

  /** JoinPresence: the target checked and authorized for the socket's principal, then joined and announced. */
  async function joinPresence(socket: HubSocket, value: unknown): Promise<Refusal> {
    const target = presenceTarget(value);
    const authorize = target && authorizers.get(target.topic);
    if (!target || !authorize) return { code: 400, message: '在线状态的对象不正确' };
    const { principal } = socket.data;
    try {
      if (!(await authorize(principal, target.id))) return { code: 404, message: '对象不存在或无权查看' };
    } catch (error) {
      if (error instanceof AppError) return { code: error.code, message: error.message };
      log?.error({ err: error }, 'realtime presence check failed');
      return { code: 500, message: '实时连接失败，请稍后再试' };
    }
    if (!socket.connected) return { code: 410, message: '连接已断开' };
    const room = presenceRoomOf(principal.tenantId, target);
    await socket.join(room);
    await announcePresence(room, target);
    return { code: 0, message: '' };
  }

  /**
   * Announcements in flight per room. Reading who is there is asynchronous (with PostgreSQL it asks every instance),
   * so two changes close together (a tab leaving while another disconnects) could answer out of order and leave a
   * stale list as the last one heard: a room's announcements run one at a time, and changes meanwhile are answered
   * by one more round after it, read once they have all happened.
   */
  const announcing = new Map<string, { again: boolean; done: Promise<void> }>();

  /** Tells everyone present at a target who is there now, after every change so far. */
  function announcePresence(room: string, target: PresenceTarget): Promise<void> {
    const running = announcing.get(room);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: false, done: Promise.resolve() };
    announcing.set(room, state);
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await announceNow(room, target);
        } while (state.again);
      } finally {
        announcing.delete(room);
      }
    })();
    return state.done;
  }

  /** Microseconds since the epoch, increasing on every call: when a presence list was read. */
  let lastReadAt = 0;
  const readAtNow = () => {
    lastReadAt = Math.max(lastReadAt + 1, Date.now() * 1000);
    return lastReadAt;
  };

  /** Reads who is present at a target (every instance's sockets, through the adapter) and tells them. */
  async function announceNow(room: string, target: PresenceTarget) {
    if (!io) return;
    try {
      const sockets = await io.in(room).fetchSockets();
      const readAt = readAtNow();
      const users = new Map<string, { userId: string; name: string }>();
      for (const present of sockets) {
        const who = present.data.present;
        if (who && !users.has(who.userId)) users.set(who.userId, { userId: who.userId, name: who.name });
      }
      io.to(room).emit(REALTIME_EVENTS.presence, { ...target, users: [...users.values()], readAt });
    } catch (error) {
      log?.warn({ err: error }, 'realtime presence announcement failed');
    }
  }

  /** Tells the room's sockets why, then closes them (server-side: the clients do not reconnect by themselves). */
  function endRoom(room: string) {
    if (!io) return;
    io.in(room).emit(REALTIME_EVENTS.error, SESSION_ENDED);
    io.in(room).disconnectSockets();
  }

  return {
    attach(server, logger) {
      if (io) throw new Error('the realtime hub is already attached');
      log = logger;
      io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>(server, {
        path: REALTIME_HUB_PATH,
        transports: ['polling', 'websocket'],
        serveClient: false,
        // Same origin only: no CORS headers are sent.
      });
      if (options.postgresUrl) {
        pool = new pg.Pool({ connectionString: options.postgresUrl, max: 3 });
        pool.on('error', (err) => logger.warn({ err }, 'realtime adapter connection failed'));
        // The adapter's listening connection is checked out of the pool for good, where the pool's handler does
        // not cover it; one still opening when close() gives up on it must not end the process either.
        pool.on('connect', (client) =>
          client.on('error', (err) => logger.warn({ err }, 'realtime adapter connection failed')),
        );
        io.adapter(createAdapter(pool, { errorHandler: (err) => logger.warn({ err }, 'realtime adapter error') }));
      }
      io.use((socket, next) => void authenticateHandshake(socket, next));
      io.on('connection', onConnection);
    },

    pushToUser(tenantId, userId, payload) {
      io?.to(roomOf(tenantId, userId)).emit(REALTIME_EVENTS.receiveMessage, payload);
    },

    disconnectUser(tenantId, userId) {
      endRoom(sessionRoomOf(tenantId, userId));
    },

    disconnectToken(tokenId) {
      endRoom(tokenRoomOf(tokenId));
    },

    registerPresence(topic, authorize) {
      if (authorizers.has(topic)) throw new Error(`presence of ${topic} is already registered`);
      authorizers.set(topic, authorize);
    },

    async close() {
      const server = io;
      if (!server) return;
      io = undefined;
      // What Server.close() does, except closing the HTTP server, which Fastify closes after this. Connections are
      // dropped, not disconnected by the server: clients then reconnect by themselves (to this instance once it is
      // back, or to another one).
      server.engine.close();
      await server.of('/').adapter.close();
      if (pool) {
        const ending = pool.end();
        // The adapter takes its listening connection asynchronously; one still being opened would hold end().
        const timeout = new Promise((resolve) => setTimeout(resolve, 2000).unref());
        await Promise.race([ending, timeout]);
        pool = undefined;
      }
    },
  };
}
