import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { and, between, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantTrafficDays, trafficDays } from '../../db/tables';
import type { Database } from '../db/database';

/** How often the counted bytes are written to traffic_days; a crash loses at most this much of the count. */
export const TRAFFIC_FLUSH_INTERVAL_MS = 5000;

/** YYYY-MM-DD of a time in the server's time zone. */
export function localDay(time: Date): string {
  const month = String(time.getMonth() + 1).padStart(2, '0');
  const day = String(time.getDate()).padStart(2, '0');
  return `${time.getFullYear()}-${month}-${day}`;
}

/** One day's count: every response, and the signed-in ones per tenant. */
interface DayCount {
  total: number;
  tenants: Map<string, number>;
}

const emptyCount = (): DayCount => ({ total: 0, tenants: new Map() });

function addInto(into: DayCount, from: DayCount) {
  into.total += from.total;
  for (const [tenant, bytes] of from.tenants) into.tenants.set(tenant, (into.tenants.get(tenant) ?? 0) + bytes);
}

/**
 * Counts the bytes of every response body in memory per day, in total and per tenant of the signed-in request, and
 * adds them to traffic_days and tenant_traffic_days in one transaction every few seconds, so the hot path does no
 * I/O. Writes and reads of the tables run one at a time, so a read never sees bytes both in a table and still in
 * memory.
 */
export class TrafficCounter {
  private day = '';
  private dayEnd = 0;
  /** Bytes of `day` not yet written. */
  private today: DayCount = emptyCount();
  /** Bytes of earlier days (or of a failed write) not yet written. */
  private readonly unwritten = new Map<string, DayCount>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {
    this.startDay(Date.now());
  }

  /** Called once per response: a clock read, a comparison, an addition and, signed in, a map update. */
  add(bytes: number, tenantId?: string) {
    const now = Date.now();
    if (now >= this.dayEnd) this.startDay(now);
    this.today.total += bytes;
    if (tenantId !== undefined) this.today.tenants.set(tenantId, (this.today.tenants.get(tenantId) ?? 0) + bytes);
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

  /** Writes every counted byte to the tables now (one transaction). */
  flush(): Promise<void> {
    return this.serially(() => this.write());
  }

  /**
   * Bytes served per day from `from` to `to` (YYYY-MM-DD, inclusive): written ones plus those still in memory. With
   * a tenant, only that tenant's signed-in requests; without, every response of the platform.
   */
  bytesByDay(from: string, to: string, tenantId?: string): Promise<Map<string, number>> {
    return this.serially(async () => {
      const rows =
        tenantId === undefined
          ? await this.db
              .select()
              .from(trafficDays)
              .where(between(trafficDays.day, from, to))
          : await this.db
              .select({ day: tenantTrafficDays.day, bytes: tenantTrafficDays.bytes })
              .from(tenantTrafficDays)
              .where(and(eq(tenantTrafficDays.tenantId, tenantId), between(tenantTrafficDays.day, from, to)));
      const result = new Map(rows.map((row) => [row.day, row.bytes]));
      const addPending = (day: string, count: DayCount) => {
        const bytes = tenantId === undefined ? count.total : (count.tenants.get(tenantId) ?? 0);
        if (day >= from && day <= to && bytes > 0) result.set(day, (result.get(day) ?? 0) + bytes);
      };
      for (const [day, count] of this.unwritten) addPending(day, count);
      addPending(this.day, this.today);
      return result;
    });
  }

  private startDay(now: number) {
    if (this.today.total > 0) this.keepUnwritten(this.day, this.today);
    this.today = emptyCount();
    const today = new Date(now);
    this.day = localDay(today);
    this.dayEnd = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime();
  }

  private keepUnwritten(day: string, count: DayCount) {
    const kept = this.unwritten.get(day);
    if (kept) addInto(kept, count);
    else this.unwritten.set(day, count);
  }

  private async write() {
    this.add(0); // moves the count to a new day first when midnight has passed
    const batch = new Map(this.unwritten);
    this.unwritten.clear();
    if (this.today.total > 0) batch.set(this.day, this.today);
    this.today = emptyCount();
    if (batch.size === 0) return;
    const days = [...batch].map(([day, count]) => ({ day, bytes: count.total }));
    const tenantDays = [...batch].flatMap(([day, count]) =>
      [...count.tenants].map(([tenantId, bytes]) => ({ tenantId, day, bytes })),
    );
    try {
      await this.db.transaction(async (tx) => {
        await tx
          .insert(trafficDays)
          .values(days)
          .onConflictDoUpdate({ target: trafficDays.day, set: { bytes: sql`${trafficDays.bytes} + excluded.bytes` } });
        if (tenantDays.length === 0) return;
        await tx
          .insert(tenantTrafficDays)
          .values(tenantDays)
          .onConflictDoUpdate({
            target: [tenantTrafficDays.tenantId, tenantTrafficDays.day],
            set: { bytes: sql`${tenantTrafficDays.bytes} + excluded.bytes` },
          });
      });
    } catch (error) {
      for (const [day, count] of batch) this.keepUnwritten(day, count);
      throw error;
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/** Bytes of a body streamed into the response; a compressed answer is streamed without a content-length. */
const streamedBytes = new WeakMap<ServerResponse, number>();

/** Counts what a stream piped into the response hands over (fastify pipes a stream payload into it). */
function countPipedBody(this: ServerResponse, source: Readable) {
  streamedBytes.set(this, 0);
  source.on('data', (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length;
    streamedBytes.set(this, (streamedBytes.get(this) ?? 0) + bytes);
  });
}

/**
 * Counts every response the app sends (API, web assets, files) as sent: by its content-length, or for a body
 * streamed without one (compressed answers over the plugin's synchronous size) by the bytes piped into it; to the
 * signed-in request's tenant too. Writes the count periodically and on close. HEAD responses carry a length but
 * no body.
 */
export function countTraffic(app: FastifyInstance, counter: TrafficCounter) {
  const logError = (error: unknown) => app.log.error({ err: error }, 'writing traffic_days failed');
  counter.start(logError);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (payload !== null && payload !== undefined) reply.raw.once('pipe', countPipedBody);
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const length = reply.getHeader('content-length');
    const bytes = length === undefined ? (streamedBytes.get(reply.raw) ?? 0) : Number(length);
    if (bytes > 0 && request.method !== 'HEAD') counter.add(bytes, request.principal?.tenantId);
    done();
  });
  app.addHook('onClose', async () => {
    await counter.stop().catch(logError);
  });
}
