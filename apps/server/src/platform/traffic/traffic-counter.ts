import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { and, between, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantTrafficDays } from '../../db/tables';
import type { Database } from '../db/database';

/** How often the counted bytes are written to tenant_traffic_days; a crash loses at most this much of the count. */
export const TRAFFIC_FLUSH_INTERVAL_MS = 5000;

/** YYYY-MM-DD of a time in the server's time zone. */
export function localDay(time: Date): string {
  const month = String(time.getMonth() + 1).padStart(2, '0');
  const day = String(time.getDate()).padStart(2, '0');
  return `${time.getFullYear()}-${month}-${day}`;
}

/** Bytes per tenant id. */
type TenantBytes = Map<string, number>;

function addBytes(into: TenantBytes, tenantId: string, bytes: number) {
  into.set(tenantId, (into.get(tenantId) ?? 0) + bytes);
}

/**
 * Counts the bytes of every response body sent to a signed-in request in memory, per tenant and day, and adds them to
 * tenant_traffic_days in one upsert every few seconds, so the hot path does no I/O. Writes and reads of the table run
 * one at a time, so a read never sees bytes both in the table and still in memory.
 */
export class TrafficCounter {
  private day = '';
  private dayEnd = 0;
  /** Bytes of `day` not yet written. */
  private today: TenantBytes = new Map();
  /** Bytes of earlier days (or of a failed write) not yet written, by day. */
  private readonly unwritten = new Map<string, TenantBytes>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {
    this.startDay(Date.now());
  }

  /** Called once per signed-in response: a clock read, a comparison and a map update. */
  add(tenantId: string, bytes: number) {
    this.rollOver();
    addBytes(this.today, tenantId, bytes);
  }

  /** Starts the periodic write; the timer never keeps the process alive. */
  start(onError: (error: unknown) => void, intervalMs = TRAFFIC_FLUSH_INTERVAL_MS) {
    if (this.timer) return;
    this.timer = setInterval(() => this.flush().catch(onError), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left. */
  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Writes every counted byte to tenant_traffic_days now (one statement, no transaction of its own). */
  flush(): Promise<void> {
    return this.serially(() => this.write());
  }

  /** One tenant's bytes per day from `from` to `to` (YYYY-MM-DD, inclusive): written ones plus those in memory. */
  bytesByDay(tenantId: string, from: string, to: string): Promise<Map<string, number>> {
    return this.serially(async () => {
      const rows = await this.db
        .select({ day: tenantTrafficDays.day, bytes: tenantTrafficDays.bytes })
        .from(tenantTrafficDays)
        .where(and(eq(tenantTrafficDays.tenantId, tenantId), between(tenantTrafficDays.day, from, to)));
      const result = new Map(rows.map((row) => [row.day, row.bytes]));
      const addPending = (day: string, counts: TenantBytes) => {
        const bytes = counts.get(tenantId) ?? 0;
        if (day >= from && day <= to && bytes > 0) result.set(day, (result.get(day) ?? 0) + bytes);
      };
      for (const [day, counts] of this.unwritten) addPending(day, counts);
      addPending(this.day, this.today);
      return result;
    });
  }

  /** Moves today's count to the unwritten ones when midnight has passed. */
  private rollOver() {
    const now = Date.now();
    if (now >= this.dayEnd) this.startDay(now);
  }

  private startDay(now: number) {
    if (this.today.size > 0) this.keepUnwritten(this.day, this.today);
    this.today = new Map();
    const today = new Date(now);
    this.day = localDay(today);
    this.dayEnd = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime();
  }

  private keepUnwritten(day: string, counts: TenantBytes) {
    const kept = this.unwritten.get(day);
    if (!kept) this.unwritten.set(day, counts);
    else for (const [tenantId, bytes] of counts) addBytes(kept, tenantId, bytes);
  }

  private async write() {
    this.rollOver();
    const batch = new Map(this.unwritten);
    this.unwritten.clear();
    if (this.today.size > 0) batch.set(this.day, this.today);
    this.today = new Map();
    const rows = [...batch].flatMap(([day, counts]) =>
      [...counts].map(([tenantId, bytes]) => ({ tenantId, day, bytes })),
    );
    if (rows.length === 0) return;
    try {
      await this.db
        .insert(tenantTrafficDays)
        .values(rows)
        .onConflictDoUpdate({
          target: [tenantTrafficDays.tenantId, tenantTrafficDays.day],
          set: { bytes: sql`${tenantTrafficDays.bytes} + excluded.bytes` },
        });
    } catch (error) {
      for (const [day, counts] of batch) this.keepUnwritten(day, counts);
      throw error;
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** Bytes of a body streamed into the response without a content-length (compressed answers, see compression.ts). */
const streamedBytes = new WeakMap<ServerResponse, number>();

/** Counts what a stream piped into the response hands over: fastify pipes a stream payload into it. */
function countPipedBody(response: ServerResponse, source: Readable) {
  streamedBytes.set(response, 0);
  source.on('data', (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    streamedBytes.set(response, (streamedBytes.get(response) ?? 0) + bytes);
  });
}

/**
 * Counts every response sent to a signed-in request (API answers, files) as sent: by its content-length, or for a
 * body streamed without one by the bytes piped into it; for the tenant of its principal. Writes the count
 * periodically and on close. Responses to nobody signed in (the sign-in pages, the web app's assets, the API
 * description) are no tenant's traffic. HEAD responses carry a length but no body.
 */
export function countTraffic(app: FastifyInstance, counter: TrafficCounter) {
  const logError = (error: unknown) => app.log.error({ err: error }, 'writing tenant_traffic_days failed');
  counter.start(logError);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.principal && payload !== null && payload !== undefined) {
      reply.raw.once('pipe', (source: Readable) => countPipedBody(reply.raw, source));
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const tenantId = request.principal?.tenantId;
    const length = reply.getHeader('content-length');
    const bytes = length === undefined ? (streamedBytes.get(reply.raw) ?? 0) : Number(length);
    if (tenantId !== undefined && bytes > 0 && request.method !== 'HEAD') counter.add(tenantId, bytes);
    done();
  });
  app.addHook('onClose', async () => {
    await counter.stop().catch(logError);
  });
}
