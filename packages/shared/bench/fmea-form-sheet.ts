/**
 * How long the form sheet takes to derive from a large DFMEA net (issue 15: 2,000 elements, 10,000 chains): the
 * server answers RiskAnalysisInfo from it and the web recomputes it as ratings change. Median of 15 runs.
 */
import { performance } from 'node:perf_hooks';
import { formSheetRows } from '../src/domain/fmea';
import { largeDfmeaNet } from './fmea-net';

const net = largeDfmeaNet();
const times: number[] = [];
let rows = 0;
for (let run = 0; run < 18; run++) {
  const start = performance.now();
  rows = formSheetRows(0, net).length;
  if (run >= 3) times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `FMEA form sheet from the net: ${net.elements.length.toLocaleString('en')} elements, ${rows.toLocaleString('en')} rows: median ${times[7]?.toFixed(1)} ms`,
);
