import { parentPort } from 'node:worker_threads';
import type { SheetJob, SheetJobResult } from './sheet-job';
import { SheetTooLargeError } from './sheet-limits';
import { readSheets } from './sheet-reader';

// Worker entry (bundled as dist/sheet-worker.js): reads uploaded workbooks off the server's main thread, one message
// at a time, and answers each one's rows or why it could not.

async function run(job: SheetJob): Promise<SheetJobResult> {
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
    return { ok: true, sheets: await readSheets(bytes, job.extension, job.count, job.limits) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, tooLarge: error instanceof SheetTooLargeError, message };
  }
}

parentPort?.on('message', (job: SheetJob) => {
  void run(job).then((result) => parentPort?.postMessage(result));
});
