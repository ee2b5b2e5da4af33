import { parentPort } from 'node:worker_threads';
import { formSheetRows } from '@qis/shared';
import { formSheetLayout } from './form-sheet-layout';
import { formSheetPdf } from './form-sheet-pdf';
import type { FormSheetPdfJob, FormSheetPdfResult } from './form-sheet-pdf-job';

// Worker entry (bundled as dist/form-sheet-pdf-worker.js): renders form sheets as PDF off the server's main thread,
// one message at a time (10,000 chains take seconds of CPU).

async function run(job: FormSheetPdfJob): Promise<FormSheetPdfResult> {
  try {
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

parentPort?.on('message', (job: FormSheetPdfJob) => {
  void run(job).then((result) => parentPort?.postMessage(result));
});
