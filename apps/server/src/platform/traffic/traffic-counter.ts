import { between, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trafficDays } from '../../db/tables';
import type { Database } from '../db/database';

/** How often the counted bytes are written to traffic_days; a crash loses at most this much of the count. */
export const TRAFFIC_FLUSH_INTERVAL_MS = 5000;

/** YYYY-MM-DD of a time in the server's time zone. */
export function localDay(time: Date): string {
  const month = String(time.getMonth() + 1).padStart(2, '0');
  const day = String(time.getDate()).padStart(2, '0');
  return `${time.getFullYear()}-${month}-${day}`;
}

/**
 * Counts the bytes of every response body in memory per day and adds them to traffic_days in one upsert every
 * few seconds, so the hot path does no I/O. Writes and reads of the table run one at a time, so a read never
 * sees bytes both in the table and still in memory.
 */
export class TrafficCounter {
  private day = '';
  private dayEnd = 0;
  /** Bytes of `day` not yet written. */
  private bytes = 0;
  /** Bytes of earlier days (or of a failed write) not yet written. */
  private readonly unwritten = new Map<string, number>();
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Database) {
    this.startDay(Date.now());
  }

  /** Called once per response: a clock read, a comparison and an addition. */
  add(bytes: number) {
    const now = Date.now();
    if (now >= this.dayEnd) this.startDay(now);
    this.bytes += bytes;
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

  /** Writes every counted byte to traffic_days now (one statement, no transaction of its own). */
  flush(): Promise<void> {
    return this.serially(() => this.write());
  }

  /** Bytes served per day from `from` to `to` (YYYY-MM-DD, inclusive): written ones plus those still in memory. */
  bytesByDay(from: string, to: string): Promise<Map<string, number>> {
    return this.serially(async () => {
      const rows = await this.db
        .select()
        .from(trafficDays)
        .where(between(trafficDays.day, from, to));
      const result = new Map(rows.map((row) => [row.day, row.bytes]));
      const addPending = (day: string, bytes: number) => {
        if (day >= from && day <= to) result.set(day, (result.get(day) ?? 0) + bytes);
      };
      for (const [day, bytes] of this.unwritten) addPending(day, bytes);
      addPending(this.day, this.bytes);
      return result;
    });
  }

  private startDay(now: number) {
    if (this.bytes > 0) this.keepUnwritten(this.day, this.bytes);
    this.bytes = 0;
    const today = new Date(now);
    this.day = localDay(today);
    this.dayEnd = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime();
  }

  private keepUnwritten(day: string, bytes: number) {
    this.unwritten.set(day, (this.unwritten.get(day) ?? 0) + bytes);
  }

  private async write() {
    this.add(0); // moves the count to a new day first when midnight has passed
    const batch = [...this.unwritten].map(([day, bytes]) => ({ day, bytes }));
    this.unwritten.clear();
    if (this.bytes > 0) batch.push({ day: this.day, bytes: this.bytes });
    this.bytes = 0;
    if (batch.length === 0) return;
    try {
      await this.db
        .insert(trafficDays)
        .values(batch)
        .onConflictDoUpdate({ target: trafficDays.day, set: { bytes: sql`${trafficDays.bytes} + excluded.bytes` } });
    } catch (error) {
      for (const { day, bytes } of batch) this.keepUnwritten(day, bytes);
      throw error;
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

/**
 * Counts every response the app sends (API, web assets, files) by its content-length, and writes the count
 * periodically and on close. HEAD responses carry a length but no body.
 */
export function countTraffic(app: FastifyInstance, counter: TrafficCounter) {
  const logError = (error: unknown) => app.log.error({ err: error }, 'writing traffic_days failed');
  counter.start(logError);
  app.addHook('onResponse', (request, reply, done) => {
    const bytes = Number(reply.getHeader('content-length'));
    if (bytes > 0 && request.method !== 'HEAD') counter.add(bytes);
    done();
  });
  app.addHook('onClose', async () => {
    await counter.stop().catch(logError);
  });
}
