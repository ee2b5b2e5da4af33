import { Worker } from 'node:worker_threads';
import type { SheetJob, SheetJobResult } from './sheet-job';
import { SheetTooLargeError } from './sheet-limits';
import { type SheetRows, UnreadableWorkbookError } from './sheet-reader';

// Uploaded workbooks are read in a worker thread, one worker per file and at most MAX_WORKERS at once, so the event
// loop keeps answering while a large file is read; a worker that runs out of its heap or time ends alone.

const MAX_WORKERS = 2;
const WORKER_HEAP_MB = 1024;
const WORKER_TIMEOUT_MS = 60_000;

/** Reading did not finish: the worker ran out of memory or time. */
export class SheetReadAbortedError extends Error {}

// In the bundle (build.mjs, `npm start`) the worker is dist/sheet-worker.js beside dist/main.js. From source (tsx,
// vitest) a small module registers tsx in the worker and loads sheet-worker.ts.
const WORKER_URL = import.meta.url.endsWith('.ts')
  ? new URL('./sheet-worker-source.mjs', import.meta.url)
  : new URL('./sheet-worker.js', import.meta.url);

let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function runWorker(job: SheetJob): Promise<SheetJobResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      // Nothing inherited: under tsx the parent's loader flags would load the worker's modules twice over.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new SheetReadAbortedError(`timeout after ${WORKER_TIMEOUT_MS} ms`))),
      WORKER_TIMEOUT_MS,
    );
    worker.once('message', (result: SheetJobResult) => settle(() => resolve(result)));
    worker.once('error', (error) => settle(() => reject(new SheetReadAbortedError(error.message))));
    worker.once('exit', (code) => settle(() => reject(new SheetReadAbortedError(`worker exited with ${code}`))));
  });
}

/**
 * readSheets in a worker thread: the sheets, or SheetTooLargeError past the limits, UnreadableWorkbookError for
 * bytes that are no workbook, SheetReadAbortedError when the worker ran out of memory or time.
 */
export async function readSheetsOffThread(job: SheetJob): Promise<SheetRows[]> {
  const release = await slot();
  try {
    const result = await runWorker(job);
    if (result.ok) return result.sheets;
    throw result.tooLarge ? new SheetTooLargeError(result.message) : new UnreadableWorkbookError(result.message);
  } finally {
    release();
  }
}
