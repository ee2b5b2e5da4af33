/**
 * npm run bench (engine part): the analyses of issue 6 on 1,000,000 values and the seven-tools computations of issue 7
 * (each on the size its target names), single thread, median of 15 runs after 3 warm-ups, against their targets; and, where R is installed, R on the same data: its median time, the ratio, and
 * the significant digits on which the two agree.
 */
import { ENGINE_CASES, type EngineCase } from './engine-cases';
import { agreeingDigits, rAvailable, runR } from './r-compare';
import { SEVEN_TOOLS_CASES } from './seven-tools-cases';
import { time } from './timing';

const N = 1_000_000;
const withR = rAvailable() && process.env.BENCH_SKIP_R !== '1';

function runCase(benchCase: EngineCase) {
  const data = benchCase.data(benchCase.values ?? N);
  let result: Record<string, number> = {};
  const timing = time(() => {
    result = benchCase.run(data);
  });
  const r = withR ? runR(data, benchCase.r) : undefined;
  const digits = r
    ? Math.min(...Object.entries(result).map(([key, value]) => agreeingDigits(value, r.values[key] ?? Number.NaN)))
    : undefined;
  return { benchCase, timing, r, digits };
}

console.log(
  `\nQIS statistics engine bench: ${N.toLocaleString('en')} values unless the analysis names its size, single thread, median of 15 runs\n`,
);
console.log(
  withR
    ? 'analysis | engine median ms | target ms | met | R median ms | R / engine | digits agreeing with R'
    : 'analysis | engine median ms | target ms | met   (R not installed: apt-get install r-base-core to compare)',
);
console.log(withR ? '--- | ---: | ---: | --- | ---: | ---: | ---:' : '--- | ---: | ---: | ---');
let missed = 0;
for (const benchCase of [...ENGINE_CASES, ...SEVEN_TOOLS_CASES]) {
  const { timing, r, digits } = runCase(benchCase);
  const met = timing.medianMs <= benchCase.targetMs;
  if (!met) missed++;
  const cells = [benchCase.name, timing.medianMs.toFixed(1), String(benchCase.targetMs), met ? 'yes' : 'NO'];
  if (r) cells.push(r.medianMs.toFixed(1), (r.medianMs / timing.medianMs).toFixed(1), (digits ?? 0).toFixed(1));
  console.log(cells.join(' | '));
}
if (missed > 0)
  console.log(`\n${missed} target(s) missed on this run (the machine is shared: compare medians over runs)`);
