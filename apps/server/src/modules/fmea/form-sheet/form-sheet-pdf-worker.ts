import { parentPort } from 'node:worker_threads';
import { formSheetRows } from '@qis/shared';
import { controlPlanPdf } from '../control-plan/control-plan-pdf';
import { formSheetLayout } from './form-sheet-layout';
import { formSheetPdf } from './form-sheet-pdf';
import type { FmeaPdfJob, FormSheetPdfResult } from './form-sheet-pdf-job';

// Worker entry (bundled as dist/form-sheet-pdf-worker.js): renders form sheets, and PFMEA control plans, as PDF off
// the server's main thread, one message at a time (10,000 chains take seconds of CPU).

async function run(job: FmeaPdfJob): Promise<FormSheetPdfResult> {
  try {
    if ('controlPlan' in job) return { ok: true, bytes: await controlPlanPdf(job.controlPlan) };
    const rows = formSheetRows(job.kind, job.net);
    return {
      ok: true,
      bytes: await formSheetPdf({
        layout: formSheetLayout(job.kind),
        header: job.header,
        rows,
        net: job.net,
        userNames: job.userNames,
      }),
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: FmeaPdfJob) => {
  void run(job).then((result) => parentPort?.postMessage(result));
});
