/**
 * The same computation in R, when R is installed (`apt-get install r-base-core`): the data go over as raw doubles,
 * R times its own work (median of runs) and prints the figures it computed, so the bench can show the speed ratio
 * and how many digits agree.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function rAvailable(): boolean {
  return spawnSync('Rscript', ['--version'], { stdio: 'ignore' }).status === 0;
}

export interface RResult {
  medianMs: number;
  values: Record<string, number>;
}

/**
 * Runs `body` in R with each named vector loaded from a raw double file. `body` must set `work`, a function without
 * arguments returning a named numeric vector; R runs it `runs` times and reports the median time and the last result.
 */
export function runR(vectors: Record<string, Float64Array>, body: string, runs = 5): RResult {
  const dir = mkdtempSync(join(tmpdir(), 'qis-bench-r-'));
  try {
    const loads = Object.entries(vectors).map(([name, values]) => {
      const file = join(dir, `${name}.bin`);
      writeFileSync(file, Buffer.from(values.buffer, values.byteOffset, values.byteLength));
      return `${name} <- readBin('${file}', 'double', ${values.length}, size = 8, endian = 'little')`;
    });
    const script = [
      ...loads,
      body,
      `times <- numeric(${runs}); for (i in seq_len(${runs})) times[i] <- system.time(result <- work())[['elapsed']]`,
      `cat(sprintf('time %.17g\\n', median(times) * 1000))`,
      `for (k in names(result)) cat(sprintf('%s %.17g\\n', k, result[[k]]))`,
    ].join('\n');
    const scriptFile = join(dir, 'bench.R');
    writeFileSync(scriptFile, script);
    const output = execFileSync('Rscript', ['--vanilla', scriptFile], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const values: Record<string, number> = {};
    let medianMs = Number.NaN;
    for (const line of output.trim().split('\n')) {
      const [key, value] = line.trim().split(/\s+/);
      if (key === 'time') medianMs = Number(value);
      else if (key) values[key] = Number(value);
    }
    return { medianMs, values };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Significant digits two numbers share: −log10 of their relative difference, capped at 15. */
export function agreeingDigits(a: number, b: number): number {
  if (a === b) return 15;
  const relative = Math.abs(a - b) / Math.max(Math.abs(a), Math.abs(b));
  return Math.min(15, Math.max(0, -Math.log10(relative)));
}
