import { WorkerPool } from '../../../platform/workers/worker-pool';
import type { ControlPlanDocument } from '../control-plan/control-plan-layout';
import type { FmeaPdfJob, FormSheetPdfJob, FormSheetPdfResult } from './form-sheet-pdf-job';

// One PDF at a time: rendering is all CPU, and the server has other requests to answer on its other core.
const pool = new WorkerPool<FmeaPdfJob, FormSheetPdfResult>({
  url: import.meta.url.endsWith('.ts')
    ? new URL('./form-sheet-pdf-worker-source.mjs', import.meta.url)
    : new URL('./form-sheet-pdf-worker.js', import.meta.url),
  maxWorkers: 1,
  heapMb: 1024,
  timeoutMs: 120_000,
  idleMs: 60_000,
});

/** The form sheet as PDF, rendered in a worker thread; WorkerJobAbortedError when it ran out of memory or time. */
export async function formSheetPdfOffThread(job: FormSheetPdfJob): Promise<Buffer> {
  const result = await pool.run(job);
  if (!result.ok) throw new Error(`form sheet PDF: ${result.message}`);
  return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
}

/** A PFMEA's control plan as PDF, rendered by the same worker. */
export async function controlPlanPdfOffThread(controlPlan: ControlPlanDocument): Promise<Buffer> {
  const result = await pool.run({ controlPlan });
  if (!result.ok) throw new Error(`control plan PDF: ${result.message}`);
  return Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength);
}
