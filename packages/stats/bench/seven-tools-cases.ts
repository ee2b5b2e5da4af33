/** The timed seven-tools computations (issue 7), with the same arithmetic in bare R for the comparison. */
import { xbarRChart } from '../src';
import { normalValues } from './data';
import type { EngineCase } from './engine-cases';

const SUBGROUPS = 100_000;
const SIZE = 5;

const views = new WeakMap<Float64Array, Float64Array[]>();

/** Subgroups as views of one typed array, as a data sheet's rows arrive; made once, in the warm-up runs. */
function subgroupsOf(x: Float64Array): Float64Array[] {
  let subgroups = views.get(x);
  if (!subgroups) {
    subgroups = Array.from({ length: SUBGROUPS }, (_, i) => x.subarray(i * SIZE, (i + 1) * SIZE));
    views.set(x, subgroups);
  }
  return subgroups;
}

const xbarR: EngineCase = {
  name: `X̄-R chart, ${SUBGROUPS.toLocaleString('en')} subgroups of ${SIZE} (limits, beyond limits, runs, WE and Nelson rules)`,
  targetMs: 100,
  values: SUBGROUPS * SIZE,
  data: (n) => ({ x: normalValues(n, 10, 0.1, 7) }),
  run: (data) => {
    const { xbar, parameters } = xbarRChart({ subgroups: subgroupsOf(data.x as Float64Array) });
    return {
      center: parameters.center,
      r_bar: parameters.rBar,
      ucl: xbar.ucl as number,
      beyond: xbar.beyondLimits.length,
    };
  },
  r: `m <- matrix(x, ncol = ${SIZE}, byrow = TRUE)
work <- function() {
  xbar <- rowMeans(m)
  r <- do.call(pmax, as.data.frame(m)) - do.call(pmin, as.data.frame(m))
  center <- mean(xbar); rbar <- mean(r); half <- 3 * rbar / 2.326 / sqrt(${SIZE})
  c(center = center, r_bar = rbar, ucl = center + half, beyond = sum(xbar > center + half | xbar < center - half))
}`,
};

export const SEVEN_TOOLS_CASES: readonly EngineCase[] = [xbarR];
