import { Worker } from 'node:worker_threads';
import type { SheetJob, SheetJobResult } from './sheet-job';
import { SheetTooLargeError } from './sheet-limits';
import { type SheetRows, UnreadableWorkbookError } from './sheet-reader';

// Uploaded workbooks are read in worker threads, at most MAX_WORKERS files at once, so the event loop keeps answering
// while a large file is read. A worker serves one file after another and ends when idle for IDLE_MS; one that runs
// out of its heap or time is ended alone and the next file gets a new one.

const MAX_WORKERS = 2;
const WORKER_HEAP_MB = 1024;
const WORKER_TIMEOUT_MS = 60_000;
const IDLE_MS = 60_000;

/** Reading did not finish: the worker ran out of memory or time. */
export class SheetReadAbortedError extends Error {}

// In the bundle (build.mjs, `npm start`) the worker is dist/sheet-worker.js beside dist/main.js. From source (tsx,
// vitest) a small module registers tsx in the worker and loads sheet-worker.ts.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./sheet-worker-source.mjs', import.meta.url)
  : new URL('./sheet-worker.js', import.meta.url);

interface PooledWorker {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

const idle: PooledWorker[] = [];
let started = 0;
const waiting: Array<() => void> = [];

function startWorker(): PooledWorker {
  const worker = new Worker(WORKER_URL, {
    // Nothing inherited: under tsx the parent's loader flags would load the worker's modules twice over.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    stdout: false,
    stderr: false,
  });
  // An idle worker never keeps the process alive.
  worker.unref();
  started++;
  const pooled: PooledWorker = { worker };
  worker.once('exit', () => {
    started--;
    const at = idle.indexOf(pooled);
    if (at >= 0) idle.splice(at, 1);
    waiting.shift()?.();
  });
  return pooled;
}

async function acquire(): Promise<PooledWorker> {
  for (;;) {
    const pooled = idle.pop();
    if (pooled) {
      clearTimeout(pooled.idleTimer);
      return pooled;
    }
    if (started < MAX_WORKERS) return startWorker();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
}

function release(pooled: PooledWorker) {
  pooled.idleTimer = setTimeout(() => void pooled.worker.terminate(), IDLE_MS).unref();
  idle.push(pooled);
  waiting.shift()?.();
}

function run(pooled: PooledWorker, job: SheetJob): Promise<SheetJobResult> {
  const { worker } = pooled;
  return new Promise((resolve, reject) => {
    const finish = (action: () => void, keep: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (keep) release(pooled);
      else void worker.terminate();
      action();
    };
    const onMessage = (result: SheetJobResult) => finish(() => resolve(result), true);
    const onError = (error: Error) => finish(() => reject(new SheetReadAbortedError(error.message)), false);
    const onExit = (code: number) =>
      finish(() => reject(new SheetReadAbortedError(`worker exited with ${code}`)), false);
    const timer = setTimeout(
      () => finish(() => reject(new SheetReadAbortedError(`timeout after ${WORKER_TIMEOUT_MS} ms`)), false),
      WORKER_TIMEOUT_MS,
    );
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage(job);
  });
}

/**
 * readSheets in a worker thread: the sheets, or SheetTooLargeError past the limits, UnreadableWorkbookError for
 * bytes that are no workbook, SheetReadAbortedError when the worker ran out of memory or time.
 */
export async function readSheetsOffThread(job: SheetJob): Promise<SheetRows[]> {
  const result = await run(await acquire(), job);
  if (result.ok) return result.sheets;
  throw result.tooLarge ? new SheetTooLargeError(result.message) : new UnreadableWorkbookError(result.message);
}
