/**
 * `npm run bench:lighthouse`: Lighthouse's performance category on every public route, mobile
 * (its default: simulated slow 4G and a 4× slower CPU) and desktop, the median of several runs
 * each. Writes its section of docs/BENCHMARKS.md.
 *
 * Knobs while developing: BENCH_LIGHTHOUSE_RUNS (default 5), BENCH_LIGHTHOUSE_ROUTES (a comma-
 * separated subset of the routes below), BENCH_LIGHTHOUSE_FORMS (`mobile`, `desktop` or both),
 * BENCH_LIGHTHOUSE_NO_WRITE (print only). Set BENCH_LIGHTHOUSE_TRACE=dir to keep each route's
 * last report (JSON) there, whose trace shows where the time goes.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeBenchmarkSection } from './benchmarksFile';
import { DETAILS, PUBLIC_ROUTES, withLighthouse, type FormFactor } from './lighthouseSession';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 0);
/** Failed Lighthouse runs (a trace without its navigation) tolerated per route. */
const MAX_FAILURES = 3;
const ROUTES = process.env.BENCH_LIGHTHOUSE_ROUTES?.split(',') ?? PUBLIC_ROUTES;
const FORMS = (process.env.BENCH_LIGHTHOUSE_FORMS?.split(',') ?? [
  'mobile',
  'desktop',
]) as FormFactor[];
const TARGET = {
  mobile: { score: 0.95, lcp: 2000, tbt: 150 },
  desktop: { score: 0.99, lcp: Infinity, tbt: Infinity },
};

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

interface Measure extends Run {
  route: string;
  form: FormFactor;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const traceDir = process.env.BENCH_LIGHTHOUSE_TRACE;
  if (traceDir) fs.mkdirSync(traceDir, { recursive: true });
  const results: Measure[] = [];
  await withLighthouse(PORT, 'tims-lighthouse-', async ({ pageOf, audit }) => {
    for (const form of FORMS) {
      for (const route of ROUTES) {
        const url = pageOf(route);
        const runs: Run[] = [];
        for (let run = 0, failures = 0; run < RUNS; run++) {
          const result = await audit(url, form, {
            onlyCategories: ['performance'],
            logLevel: 'error',
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          const { lhr } = result;
          if (lhr.runtimeError) {
            // Now and then Chromium's trace misses the navigation (NO_NAVSTART): run it again.
            if (++failures > MAX_FAILURES) throw new Error(`${url}: ${lhr.runtimeError.message}`);
            console.warn(`${url}: ${lhr.runtimeError.code}, run again`);
            run--;
            continue;
          }
          const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            score: lhr.categories.performance?.score ?? 0,
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            si: metric('speed-index'),
          });
          if (traceDir && run === RUNS - 1) {
            const name = `${form}${route.replace(/[^a-z]+/g, '-')}.json`;
            fs.writeFileSync(path.join(traceDir, name), JSON.stringify(lhr));
          }
        }
        const measure: Measure = {
          route,
          form,
          score: median(runs.map((r) => r.score)),
          fcp: median(runs.map((r) => r.fcp)),
          lcp: median(runs.map((r) => r.lcp)),
          tbt: median(runs.map((r) => r.tbt)),
          cls: median(runs.map((r) => r.cls)),
          si: median(runs.map((r) => r.si)),
        };
        console.log(form, route, JSON.stringify(measure), runs.map((r) => r.score).join(' '));
        results.push(measure);
      }
    }
  });

  const meets = (m: Measure) =>
    m.score >= TARGET[m.form].score && m.lcp <= TARGET[m.form].lcp && m.tbt <= TARGET[m.form].tbt;
  const missed = results.filter((m) => !meets(m));
  const commit = execSync('git rev-parse --short HEAD 2>/dev/null || echo uncommitted')
    .toString()
    .trim();
  const seconds = (ms: number) => (ms / 1000).toFixed(2);
  const rows = results.map(
    (m) =>
      `| \`${m.route === DETAILS ? `${DETAILS}…` : m.route}\` | ${m.form} | ${m.score.toFixed(2)} | ` +
      `${seconds(m.fcp)} | ${seconds(m.lcp)} | ${Math.round(m.tbt)} | ${m.cls.toFixed(3)} | ` +
      `${seconds(m.si)} | ${meets(m) ? 'yes' : 'no'} |`,
  );
  const markdown = [
    '## Lighthouse performance (`npm run bench:lighthouse`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\` on ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Lighthouse 12.8 driving Debian ` +
      `Chromium headless against the built server: the median of ${RUNS} runs per route and ` +
      "form factor, a fresh load each (Lighthouse clears the cache). Mobile is Lighthouse's " +
      'default (simulated slow 4G, 150 ms round trips, 1.6 Mbit/s, a 4× slower CPU, a Moto G ' +
      'Power screen); desktop its desktop config (40 ms, 10 Mbit/s, no CPU slowdown). The ' +
      'simulation scales the tasks this machine ran, so a busy machine scores lower.',
    '',
    `Targets: mobile score ≥ ${TARGET.mobile.score}, LCP ≤ ${seconds(TARGET.mobile.lcp)} s, ` +
      `TBT ≤ ${TARGET.mobile.tbt} ms; desktop score ≥ ${TARGET.desktop.score}.`,
    '',
    '| route | form | score | FCP s | LCP s | TBT ms | CLS | Speed Index s | meets target |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
    missed.length === 0
      ? 'Every route meets its target.'
      : `Missed: ${missed.map((m) => `\`${m.route}\` ${m.form}`).join(', ')}.`,
  ].join('\n');
  if (!process.env.BENCH_LIGHTHOUSE_NO_WRITE) writeBenchmarkSection('bench:lighthouse', markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
