// npm run bench, the FMEA part (issue 15; `npx tsx bench/fmea.ts` runs it alone after a build): a DFMEA of 2,000
// structure elements and 10,000 FM–FC chains (packages/shared/bench/fmea-net.ts), written straight into a data
// folder the server's `--init-data` seeded, then through the running server: the form-sheet data (the net the web
// draws it from, ProjectAppServicecs/dFMEANet, unchanged and right after a change; and FailureMode/RiskAnalysisInfo,
// the rows ready-made), one rating edit's round trip (RelationMeasure/OrEditRelationMeasure, sequential, as a
// user types), and the .xlsx export. With BENCH_DATABASE_URL (an empty PostgreSQL database) it runs there too.
// Figures are printed, never asserted: a benchmark is not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ChainRisk } from '@qis/shared';
import { writeLargeFmea } from './fmea-seed';
import { initBenchData, login, startServer } from './harness';
import { getSeries, median, rawGet as rawGetAs } from './http-timing';

const FORM_SHEET_RUNS = 15;
const COLD_RUNS = 7;
const EDITS = 200;
const EXPORT_RUNS = 3;
const TARGETS = { formSheetMs: 200, editP99Ms: 100, exportMs: 5000 };

const percentile = (sorted: number[], share: number) =>
  sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] as number;

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-bench-fmea-'));
  try {
    initBenchData(dataDir, databaseUrl);
    const { projectId, net, writeMs } = await writeLargeFmea('dfmea', databaseUrl, dataDir);
    const risks = net.risks;
    if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
    const server = await startServer(dataDir);
    delete process.env.DATABASE_URL;
    try {
      const token = await login(server.base, 'zhangwei', 'Quality@123');
      const headers = {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-encoding': 'br, gzip',
      };
      const api = `${server.base}/qis/api/app`;
      const timed = async (request: () => Promise<Response>) => {
        const start = performance.now();
        const res = await request();
        const body = await res.arrayBuffer();
        if (!res.ok) throw new Error(`HTTP ${res.status}: ${new TextDecoder().decode(body).slice(0, 200)}`);
        return {
          ms: performance.now() - start,
          bytes: body.byteLength,
          json: () => JSON.parse(new TextDecoder().decode(body)),
        };
      };

      // One rating edit as a user makes it; answers the round trip in ms.
      const versions = new Map<string, number>();
      let editCount = 0;
      const edit = async () => {
        const i = editCount++;
        const risk = risks[(i * 37) % risks.length] as ChainRisk;
        const key = `${risk.modeId}:${risk.causeId}`;
        const version = versions.get(key) ?? 1;
        const answer = await timed(() =>
          fetch(`${api}/RelationMeasure/OrEditRelationMeasure`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              projectId,
              modeId: risk.modeId,
              causeId: risk.causeId,
              version,
              preventionControls: risk.preventionControls,
              occurrence: 1 + (i % 10),
              detectionControls: risk.detectionControls,
              detection: risk.detection,
            }),
          }),
        );
        versions.set(key, answer.json().data.version);
        return answer.ms;
      };

      const rawGet = (url: string) => rawGetAs(url, headers);

      // The web draws the form sheet from the net (domain formSheetRows in the browser); RiskAnalysisInfo answers
      // the rows ready-made, for API clients. The net is read as it is most of the time (unchanged since the last
      // read: the server keeps its serialized answer) and right after a rating edit (the chain risks read and
      // serialized anew, the answer put together with the other parts kept and compressed anew: what the other team
      // members' screens load after a notice).
      const series = (url: string) => getSeries(url, headers, FORM_SHEET_RUNS);
      const netUrl = `${api}/ProjectAppServicecs/dFMEANet?projectId=${projectId}`;
      const netAnswer = await series(netUrl);
      const cold: number[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        await edit();
        cold.push((await rawGet(netUrl)).ms);
      }
      const rowsAnswer = await series(`${api}/FailureMode/RiskAnalysisInfo?projectId=${projectId}`);
      // The views over the whole net, read as users page and filter them: the analysis check, and step 6's work list
      // (first page unfiltered, then AP H with a keyword), each right after a change and then unchanged.
      const checkCold: number[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        await edit();
        checkCold.push((await rawGet(`${api}/FailureMode/FailureAnalyse?projectId=${projectId}`)).ms);
      }
      const checkAnswer = await series(`${api}/FailureMode/FailureAnalyse?projectId=${projectId}`);
      const workList = async (body: Record<string, unknown>) =>
        (
          await timed(() =>
            fetch(`${api}/FailureMode/Optimization`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ projectId, pageSize: 50, ...body }),
            }),
          )
        ).ms;
      const workListCold: number[] = [];
      for (let i = 0; i < COLD_RUNS; i++) {
        await edit();
        workListCold.push(await workList({}));
      }
      const workListWarm: number[] = [];
      for (let i = 0; i < FORM_SHEET_RUNS; i++)
        workListWarm.push(await workList({ page: 1 + (i % 5), ap: ['H'], keyword: '1' }));

      const edits: number[] = [];
      for (let i = 0; i < EDITS; i++) edits.push(await edit());
      edits.sort((a, b) => a - b);

      const exports: number[] = [];
      let workbookBytes = 0;
      for (let i = 0; i < EXPORT_RUNS; i++) {
        const answer = await timed(() =>
          fetch(`${api}/FailureMode/ExportRiskAnalysis?projectId=${projectId}`, { headers }),
        );
        exports.push(answer.ms);
        workbookBytes = Math.round((answer.json().data.contentBase64.length * 3) / 4);
      }

      const cells = [
        [
          `form-sheet data: the net the web draws it from (dFMEANet, ${netAnswer.size}), median of ${FORM_SHEET_RUNS}`,
          netAnswer.ms,
          TARGETS.formSheetMs,
        ],
        [
          `the same right after a rating edit (the risks re-read, the answer made anew), median of ${COLD_RUNS}`,
          median(cold),
          TARGETS.formSheetMs,
        ],
        [
          `the rows ready-made (RiskAnalysisInfo, ${rowsAnswer.size}), median of ${FORM_SHEET_RUNS}`,
          rowsAnswer.ms,
          TARGETS.formSheetMs,
        ],
        [
          `analysis check (FailureAnalyse, ${checkAnswer.size}) right after a rating edit, median of ${COLD_RUNS}`,
          median(checkCold),
          TARGETS.formSheetMs,
        ],
        [`the same unchanged, median of ${FORM_SHEET_RUNS}`, checkAnswer.ms, TARGETS.formSheetMs],
        [
          `step 6 work list, 50 chains a page (FailureMode/Optimization) right after a rating edit, median of ${COLD_RUNS}`,
          median(workListCold),
          TARGETS.formSheetMs,
        ],
        [
          `the same unchanged, AP H and a keyword, pages 1–5, median of ${FORM_SHEET_RUNS}`,
          median(workListWarm),
          TARGETS.formSheetMs,
        ],
        [
          `one rating edit round trip (OrEditRelationMeasure), p50 of ${EDITS}`,
          percentile(edits, 0.5),
          TARGETS.editP99Ms,
        ],
        [`one rating edit round trip, p99 of ${EDITS}`, percentile(edits, 0.99), TARGETS.editP99Ms],
        [
          `.xlsx export (ExportRiskAnalysis, ${(workbookBytes / 1e6).toFixed(2)} MB), median of ${EXPORT_RUNS}`,
          median(exports),
          TARGETS.exportMs,
        ],
      ] as const;
      console.log(
        `\nFMEA bench on ${label}: 2,001 structure elements, 10,000 chains (written in ${Math.round(writeMs)} ms)\n`,
      );
      console.log('measure | ms | target ms | met');
      console.log('--- | ---: | ---: | ---');
      for (const [name, value, target] of cells)
        console.log(`${name} | ${Math.round(value)} | ${target} | ${value <= target ? 'yes' : 'NO'}`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('embedded PGlite', undefined);
if (process.env.BENCH_DATABASE_URL) await run('PostgreSQL', process.env.BENCH_DATABASE_URL);
else console.log('\n(PostgreSQL not measured: set BENCH_DATABASE_URL to an empty database to compare)');
