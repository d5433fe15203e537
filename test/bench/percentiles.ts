/** Latency figures of a set of timings in milliseconds. */
export interface Latency {
  runs: number;
  p50: number;
  p99: number;
  mean: number;
}

export function latencyOf(timings: number[]): Latency {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    runs: sorted.length,
    p50: at(0.5),
    p99: at(0.99),
    mean: sorted.reduce((sum, t) => sum + t, 0) / sorted.length,
  };
}

/** Runs `task` once per input, timing each run with the high-resolution clock. */
export async function timeEach<T>(
  inputs: T[],
  task: (input: T) => Promise<unknown>,
): Promise<Latency> {
  const timings: number[] = [];
  for (const input of inputs) {
    const started = process.hrtime.bigint();
    await task(input);
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return latencyOf(timings);
}

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));
