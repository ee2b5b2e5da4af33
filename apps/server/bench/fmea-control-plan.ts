// npm run bench, the PFMEA control plan part (issue 16; `npx tsx bench/fmea-control-plan.ts` runs it alone after a
// build): a PFMEA of 300 process steps and 10,000 FM–FC chains (bench/control-plan-net.ts) written straight into a
// data folder the server's `--init-data` seeded, then through the running server: the control plan's first
// generation (every line inserted), a regeneration with nothing changed, one after a requirement changed, the plan
// read, and the .xlsx export; then its form sheet's data (pFMEANet unchanged and right after a rating edit,
// RiskAnalysisInfo) against the DFMEA's target. The domain's generation alone is timed too. Figures are printed, never
// asserted.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type ChainRisk, controlPlanSources, planRegeneration } from '@qis/shared';
import { writeLargeFmea } from './fmea-seed';
import { initBenchData, login, startServer } from './harness';
import { getSeries, median, rawGet, rawRequest } from './http-timing';

const RUNS = 7;
const TICK_MS = 10; // USER_HZ = 100 on Linux

/** The CPU time (user + system) the server process has used so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}
const TARGET_MS = 500;
/** The form sheet's server target, as the DFMEA's (issue 15). */
const FORM_SHEET_TARGET_MS = 200;
const FORM_SHEET_RUNS = 15;

const writePfmea = (dataDir: string, space = 0) => writeLargeFmea('pfmea', undefined, dataDir, space);

const dataDir = mkdtempSync(path.join(tmpdir(), 'qis-bench-cp-'));
try {
  initBenchData(dataDir);
  const { projectId, net } = await writePfmea(dataDir);
  // A second project of the same net: its first generation runs on a server the first one warmed up.
  const { projectId: secondId } = await writePfmea(dataDir, 1);

  // The domain alone: the sources from the net, and the plan of a regeneration against them.
  const domain: number[] = [];
  let lineCount = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const sources = controlPlanSources(net);
    planRegeneration([], sources);
    domain.push(performance.now() - start);
    lineCount = sources.length;
  }

  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there, to see what the requests spend their time on.
  const profile = process.env.BENCH_CPU_PROF;
  const server = await startServer(dataDir, profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []);
  try {
    const token = await login(server.base, 'zhangwei', 'Quality@123');
    const headers = { authorization: `Bearer ${token}` };
    const api = `${server.base}/qis/api/app/pFControlPlan`;
    const pid = server.child.pid as number;
    // Timed to the answer's last byte as sent, as the DFMEA's bench times the net (http-timing.ts).
    const timed = async (url: string, body?: unknown) => {
      const cpu = cpuMs(pid);
      const answer = await rawRequest(url, headers, body);
      const after = cpuMs(pid);
      const json = JSON.parse(answer.text()) as { code: number; message: string; data: unknown };
      if (json.code !== 0) throw new Error(`${url}: ${json.message}`);
      return { ms: answer.ms, cpu: after - cpu, data: json.data };
    };
    const generate = () => timed(`${api}/GenerateControlPlan`, { projectId });
    const first = await generate();
    const firstWarm = await timed(`${api}/GenerateControlPlan`, { projectId: secondId });
    const unchanged: number[] = [];
    const unchangedCpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const answer = await generate();
      unchanged.push(answer.ms);
      unchangedCpu.push(answer.cpu);
    }
    // One requirement changed in the PFMEA: the regeneration updates its line.
    const changedFn = net.functions.find((f) => f.specialCharacteristic === 'CC');
    if (!changedFn) throw new Error('the net has a CC characteristic');
    await timed(`${server.base}/qis/api/app/pFFunctionRelationAppServices/OrEditFunction`, {
      projectId,
      id: changedFn.id,
      elementId: changedFn.elementId,
      name: changedFn.name,
      requirement: `${changedFn.requirement}（修订）`,
      specialCharacteristic: 'CC',
      version: changedFn.version,
    });
    const afterChange = await generate();
    const reads: number[] = [];
    const readsCpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const answer = await timed(`${api}/ControlPlan?projectId=${projectId}`);
      reads.push(answer.ms);
      readsCpu.push(answer.cpu);
    }
    const exports: number[] = [];
    for (let i = 0; i < 3; i++) exports.push((await timed(`${api}/ExportControlPlan?projectId=${projectId}`)).ms);

    // The PFMEA's form sheet, measured as the DFMEA's is (bench/fmea.ts): the net the web draws it from, unchanged and
    // right after a rating edit, and the rows ready-made (RiskAnalysisInfo).
    const app = `${server.base}/qis/api/app`;
    const netUrl = `${app}/Project/pFMEANet?projectId=${projectId}`;
    const netAnswer = await getSeries(netUrl, headers, FORM_SHEET_RUNS);
    const afterEdit: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const risk = net.risks[(i * 37) % net.risks.length] as ChainRisk;
      const saved = await timed(`${app}/pFRelationMeasure/OrEditRelationMeasure`, {
        projectId,
        modeId: risk.modeId,
        causeId: risk.causeId,
        version: risk.version,
        preventionControls: risk.preventionControls,
        occurrence: 1 + (i % 10),
        detectionControls: risk.detectionControls,
        detection: risk.detection,
      });
      risk.version = (saved.data as { version: number }).version;
      afterEdit.push((await rawGet(netUrl, headers)).ms);
    }
    const rowsAnswer = await getSeries(
      `${app}/pFFailureMode/RiskAnalysisInfo?projectId=${projectId}`,
      headers,
      FORM_SHEET_RUNS,
    );

    // Wall-clock time, and the server process's CPU time for the request (what it costs on an idle machine: the
    // shared 2-core machine is often loaded several times over by other work).
    const rows: Array<[string, number, number | null, number | null]> = [
      [
        `domain: controlPlanSources + planRegeneration (${lineCount} lines), median of ${RUNS}`,
        median(domain),
        null,
        null,
      ],
      [
        `GenerateControlPlan, first generation (inserts ${lineCount} lines), cold server`,
        first.ms,
        first.cpu,
        TARGET_MS,
      ],
      ['the same for a second project, warm server', firstWarm.ms, firstWarm.cpu, TARGET_MS],
      [`GenerateControlPlan, PFMEA unchanged, median of ${RUNS}`, median(unchanged), median(unchangedCpu), TARGET_MS],
      [
        'GenerateControlPlan after one requirement changed (updates 1 line)',
        afterChange.ms,
        afterChange.cpu,
        TARGET_MS,
      ],
      [`ControlPlan (read the plan), median of ${RUNS}`, median(reads), median(readsCpu), null],
      ['ExportControlPlan (.xlsx), median of 3', median(exports), null, null],
      [
        `form sheet: the net the web draws it from (pFMEANet, ${netAnswer.size}), unchanged, median of ${FORM_SHEET_RUNS}`,
        netAnswer.ms,
        null,
        FORM_SHEET_TARGET_MS,
      ],
      [
        `form sheet: pFMEANet right after a rating edit, median of ${RUNS}`,
        median(afterEdit),
        null,
        FORM_SHEET_TARGET_MS,
      ],
      [
        `form sheet: the rows ready-made (RiskAnalysisInfo, ${rowsAnswer.size}), median of ${FORM_SHEET_RUNS}`,
        rowsAnswer.ms,
        null,
        FORM_SHEET_TARGET_MS,
      ],
    ];
    console.log(
      `\nPFMEA control plan and form sheet: 300 process steps, 10,000 chains (PGlite; load average ${loadavg()[0]?.toFixed(1)})`,
    );
    for (const [label, ms, cpu, target] of rows) {
      const mark = target === null ? '' : ms <= target ? `  ≤ ${target} ms ✓` : `  > ${target} ms ✗`;
      const server = cpu === null ? '' : ` (server CPU ${cpu.toFixed(0)} ms)`;
      console.log(`  ${label}: ${ms.toFixed(0)} ms${server}${mark}`);
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
