/**
 * `npm run bench:load`: many users at once (DESIGN.md §6, reliability). The built server on a
 * free port (loadServer.ts, stopped by its pid), its demo projects, and autocannon with 200
 * connections on each of: the PID search of the issue (`?pid=1`: a prefix matching a ninth of
 * the projects, a full page), the search for a whole PID (a different one each request), and a
 * project's details, 60 s each, every connection asking again as soon as it is answered; the
 * whole set once with one server process and once with the default `WORKERS` (one per core).
 * Targets: no errors, p99 ≤ 50 ms. Writes its section of docs/BENCHMARKS.md.
 * `BENCH_CONNECTIONS` and `BENCH_SECONDS` change the load; `source` as an argument runs the
 * sources instead of the build.
 */
import { execSync, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import BetterSqlite3 from 'better-sqlite3';
import { writeBenchmarkSection } from './benchmarksFile';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARM_UP_SECONDS = 5;
/** Server processes of each run: one, and the default (one per core). `BENCH_WORKERS=1,2`. */
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? `1,${os.availableParallelism()}`)
  .split(',')
  .map(Number)
  .filter((count, index, all) => count >= 1 && all.indexOf(count) === index);
const TARGET_P99_MS = 50;
/** The server's limit per address, far above the load: it runs and counts, but refuses none. */
const RATE_LIMIT_PER_MINUTE = 100_000_000;

interface RunningServer {
  origin: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

interface Scenario {
  name: string;
  nextPath: () => string;
}

interface Result {
  name: string;
  workers: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

async function startServer(mode: 'build' | 'source', workers: number): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tims-load-'));
  // The server logs as in production (LOG_LEVEL info), to a file as a service manager would.
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'w');
  const child = fork(path.join(__dirname, 'loadServer.ts'), [mode], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
      WORKERS: String(workers),
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { origin: string }).origin));
    child.once('exit', (code) =>
      reject(new Error(`The server exited (${code}); see ${dataDir}/server.log`)),
    );
  });
  const pid = child.pid!;
  return {
    origin,
    pid,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.closeSync(log);
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        process.kill(pid, 'SIGTERM');
      }),
  };
}

function projectPids(dataDir: string): string[] {
  const sqlite = new BetterSqlite3(path.join(dataDir, 'tims.db'), { readonly: true });
  try {
    return (sqlite.prepare('select pid from projects').all() as { pid: string }[]).map(
      (row) => row.pid,
    );
  } finally {
    sqlite.close();
  }
}

async function run(
  origin: string,
  scenario: Scenario,
  connections: number,
  seconds: number,
  workers: number,
): Promise<Result> {
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [
      { method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.nextPath() }) },
    ],
  });
  return {
    name: scenario.name,
    workers,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const mode = process.argv[2] === 'source' ? 'source' : 'build';
  const loadBefore = os.loadavg()[0]!;
  const results: Result[] = [];
  for (const workers of WORKER_COUNTS) {
    const server = await startServer(mode, workers);
    console.log(`Server pid ${server.pid} (${workers} workers) at ${server.origin}`);
    try {
      const pids = projectPids(server.dataDir);
      const pick = () => pids[Math.floor(Math.random() * pids.length)]!;
      const scenarios: Scenario[] = [
        { name: '`GET /projects?pid=1` (the issue’s)', nextPath: () => '/tims/api/projects?pid=1' },
        {
          name: '`GET /projects?pid=…` (a whole PID)',
          nextPath: () => `/tims/api/projects?pid=${pick()}`,
        },
        { name: '`GET /projects/{pid}` (details)', nextPath: () => `/tims/api/projects/${pick()}` },
      ];
      for (const scenario of scenarios) {
        await run(server.origin, scenario, 10, WARM_UP_SECONDS, workers);
        const result = await run(server.origin, scenario, CONNECTIONS, SECONDS, workers);
        console.log(JSON.stringify(result));
        results.push(result);
      }
    } finally {
      await server.stop();
    }
  }

  const commit = describeCommit();
  const cpu = os.cpus();
  const failures = (r: Result) => r.errors + r.non2xx;
  const errorFree = results.every((r) => failures(r) === 0);
  const most = Math.max(...WORKER_COUNTS);
  const atMost = results.filter((r) => r.workers === most);
  const fastEnough = atMost.every((r) => r.p99 <= TARGET_P99_MS);
  const slowest = Math.max(...atMost.map((r) => r.p99));
  const markdown = [
    '## Many users at once (`npm run bench:load`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit ${commit} on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}; load average ${loadBefore.toFixed(1)} before the run (other work on the machine shares its cores).`,
    `The ${mode === 'build' ? 'built' : 'source'} server with its demo projects (SQLite), in 1 and in ${most} processes (\`WORKERS\`: ${most} is the number of cores, the default), logging at \`info\` to a file, rate limit on (at ${RATE_LIMIT_PER_MINUTE.toLocaleString('en-US')} a minute, so it counts but refuses none), started on a free port and stopped by its pid.`,
    `Autocannon on the same machine, after ${WARM_UP_SECONDS} s at 10 connections: ${CONNECTIONS} connections opened at once, each sending its next request as soon as the last is answered, for ${SECONDS} s per row. A request unanswered after 10 s counts as an error.`,
    '',
    '| requests | workers | total | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.workers} | ${r.requests.toLocaleString('en-US')} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${failures(r)} |`,
    ),
    '',
    `Targets: no errors — ${errorFree ? 'met' : 'missed'}; p99 ≤ ${TARGET_P99_MS} ms with the default ${most} workers — ${fastEnough ? 'met' : `missed (up to ${slowest} ms)`}. ` +
      `With every connection asking again as soon as it is answered, requests wait their turn at the server: the latency is about ${CONNECTIONS} ÷ the requests a second it answers, so p99 ≤ ${TARGET_P99_MS} ms at ${CONNECTIONS} connections takes about ${Math.round(CONNECTIONS / (TARGET_P99_MS / 1000)).toLocaleString('en-US')} answers a second.`,
  ].join('\n');
  writeBenchmarkSection('bench:load', markdown);
  console.log(markdown);
}

/** `abc1234`, or `abc1234` with the files changed since, when the tree is not clean. */
function describeCommit(): string {
  const git = (command: string) => execSync(`git ${command}`).toString().trimEnd();
  try {
    const commit = `\`${git('rev-parse --short HEAD')}\``;
    const changed = git('status --porcelain --untracked-files=no')
      .split('\n')
      .map((line) => line.slice(3))
      .filter((file) => file && file !== 'docs/BENCHMARKS.md');
    return changed.length > 0 ? `${commit} with changes to ${changed.join(', ')}` : commit;
  } catch {
    return 'an unknown commit';
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
