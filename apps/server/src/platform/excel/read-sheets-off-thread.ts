import { WorkerPool } from '../workers/worker-pool';
import type { SheetJob, SheetJobResult } from './sheet-job';
import { SheetTooLargeError } from './sheet-limits';
import { type SheetRows, UnreadableWorkbookError } from './sheet-reader';

export { WorkerJobAbortedError as SheetReadAbortedError } from '../workers/worker-pool';

// Uploaded workbooks are read in worker threads, at most two files at once. In the bundle (build.mjs, `npm start`)
// the worker is dist/sheet-worker.js beside dist/main.js; from source (tsx, vitest) a small module registers tsx in
// the worker and loads sheet-worker.ts.
const pool = new WorkerPool<SheetJob, SheetJobResult>({
  url: import.meta.url.endsWith('.ts')
    ? new URL('./sheet-worker-source.mjs', import.meta.url)
    : new URL('./sheet-worker.js', import.meta.url),
  maxWorkers: 2,
  heapMb: 1024,
  timeoutMs: 60_000,
  idleMs: 60_000,
});

/**
 * readSheets in a worker thread: the sheets, or SheetTooLargeError past the limits, UnreadableWorkbookError for
 * bytes that are no workbook, SheetReadAbortedError when the worker ran out of memory or time.
 */
export async function readSheetsOffThread(job: SheetJob): Promise<SheetRows[]> {
  const result = await pool.run(job);
  if (result.ok) return result.sheets;
  throw result.tooLarge ? new SheetTooLargeError(result.message) : new UnreadableWorkbookError(result.message);
}
