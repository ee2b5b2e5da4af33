/** Median-of-runs timing for the engine bench (the machine is shared and noisy: medians, never single runs). */
import { performance } from 'node:perf_hooks';

export interface Timing {
  medianMs: number;
  minMs: number;
  runs: number;
}

export function time(work: () => unknown, runs = 15, warmups = 3): Timing {
  for (let i = 0; i < warmups; i++) work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(runs / 2)] as number, minMs: samples[0] as number, runs };
}
