import { parentPort, workerData } from 'node:worker_threads';
import type { SheetJob, SheetJobResult } from './sheet-job';
import { SheetTooLargeError } from './sheet-limits';
import { readSheets } from './sheet-reader';

// Worker entry (bundled as dist/sheet-worker.js): reads one uploaded workbook off the server's main thread and
// answers its rows or why it could not.

async function run(job: SheetJob): Promise<SheetJobResult> {
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    return { ok: true, sheets: await readSheets(bytes, job.extension, job.count, job.limits) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, tooLarge: error instanceof SheetTooLargeError, message };
  }
}

parentPort?.postMessage(await run(workerData as SheetJob));
