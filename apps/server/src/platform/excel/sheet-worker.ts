import { parentPort, workerData } from 'node:worker_threads';
import type { SheetJob, SheetJobResult } from './sheet-job';
import { SheetTooLargeError } from './sheet-limits';
import { readSheets } from './sheet-reader';

// Worker entry (bundled as dist/sheet-worker.js): reads one uploaded workbook off the server's main thread and
// answers its rows or why it could not.

async function run(job: SheetJob): Promise<SheetJobResult> {
  try {
    return { ok: true, sheets: await readSheets(Buffer.from(job.bytes), job.extension, job.count, job.limits) };
  } catch (error) {
    return { ok: false, tooLarge: error instanceof SheetTooLargeError };
  }
}

parentPort?.postMessage(await run(workerData as SheetJob));
