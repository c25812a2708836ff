import { performance } from 'node:perf_hooks';

export interface Percentiles {
  p50: number;
  p95: number;
  mean: number;
}

export function percentiles(samples: number[]): Percentiles {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), mean: samples.reduce((sum, s) => sum + s, 0) / samples.length };
}

/** Runs `run` a few times to warm caches and JIT, then times `rounds` runs one after another. */
export async function sample(rounds: number, run: () => Promise<unknown>, warmup = 10): Promise<Percentiles> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return percentiles(samples);
}

/** How long `run` takes, in milliseconds. */
export async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

export const ms = (n: number) => `${n.toFixed(2).padStart(8)} ms`;
