/** The timed analyses of the engine bench, each with the same computation in R for the comparison. */
import { linearRegression, oneWayAnova, processCapability } from '../src';
import { normalValues, uniformSource } from './data';

export interface EngineCase {
  name: string;
  /** The target, engine only, single thread. */
  targetMs: number;
  /** How many values the case times; 1,000,000 when not given. */
  values?: number;
  data(n: number): Record<string, Float64Array>;
  /** Runs the engine and answers the figures compared with R. */
  run(data: Record<string, Float64Array>): Record<string, number>;
  /** R code defining `work()`, answering the same figures by name. */
  r: string;
}

const vector = (data: Record<string, Float64Array>, name: string) => data[name] as Float64Array;

const capability: EngineCase = {
  name: 'process capability, individuals (two-sided)',
  targetMs: 200,
  data: (n) => ({ x: normalValues(n, 10, 0.1, 1) }),
  run: (data) => {
    const result = processCapability({ values: vector(data, 'x'), lsl: 9.7, usl: 10.3 });
    return { cpk: result.cpk, ppk: result.ppk, ppm_overall: result.expectedPpmOverall.total };
  },
  r: `work <- function() {
  m <- mean(x); s <- sd(x); sw <- mean(abs(diff(x))) / 1.128
  c(cpk = min((10.3 - m) / (3 * sw), (m - 9.7) / (3 * sw)), ppk = min((10.3 - m) / (3 * s), (m - 9.7) / (3 * s)),
    ppm_overall = (pnorm((9.7 - m) / s) + pnorm((10.3 - m) / s, lower.tail = FALSE)) * 1e6)
}`,
};

const regression: EngineCase = {
  name: 'linear regression with intercept (fit, tests, ANOVA, bands, residuals, leverage)',
  targetMs: 150,
  data: (n) => {
    const uniform = uniformSource(3);
    const noise = normalValues(n, 0, 1, 4);
    const x = Float64Array.from({ length: n }, () => 10 * uniform());
    return { x, y: Float64Array.from(x, (value, i) => 2 + 3 * value + (noise[i] as number)) };
  },
  run: (data) => {
    const result = linearRegression(vector(data, 'x'), vector(data, 'y'));
    return { slope: result.slope.estimate, slope_se: result.slope.standardError, r_squared: result.rSquared };
  },
  r: `work <- function() {
  fit <- summary(lm(y ~ x))
  c(slope = coef(fit)[2, 1], slope_se = coef(fit)[2, 2], r_squared = fit$r.squared)
}`,
};

const GROUPS = 10;

const anova: EngineCase = {
  name: 'one-way ANOVA, 10 groups (table, group intervals, Tukey comparisons)',
  targetMs: 200,
  data: (n) => {
    const y = normalValues(n, 10, 1, 5);
    const size = n / GROUPS;
    for (let i = 0; i < n; i++) y[i] = (y[i] as number) + 0.01 * Math.floor(i / size);
    return { y };
  },
  run: (data) => {
    const y = vector(data, 'y');
    const size = y.length / GROUPS;
    const groups = Array.from({ length: GROUPS }, (_, g) => ({
      label: String(g + 1),
      values: y.subarray(g * size, (g + 1) * size),
    }));
    const result = oneWayAnova(groups);
    return { f: result.between.f, ss_between: result.between.ss, ss_within: result.within.ss };
  },
  r: `g <- factor(rep(seq_len(${GROUPS}), each = length(y) / ${GROUPS}))
work <- function() {
  table <- summary(aov(y ~ g))[[1]]
  c(f = table[1, 'F value'], ss_between = table[1, 'Sum Sq'], ss_within = table[2, 'Sum Sq'])
}`,
};

export const ENGINE_CASES: readonly EngineCase[] = [capability, anova, regression];
