/**
 * `npm run bench:search`: project search on a million projects (DESIGN.md §6). In process, the
 * repository's PID, prefix, word and by-PID latency; over HTTP on loopback, autocannon at 10 and
 * 50 connections against the built server and, in the same run, a bare Fastify hello-world for
 * the ratio. Writes its section of docs/BENCHMARKS.md. `BENCH_COUNT` sets the size (default
 * 1,000,000), `BENCH_SECONDS` the length of each load run (default 10).
 */
import { execSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '../../server/db/createDatabase';
import { projectsRepository } from '../../server/repositories/projects/projectsRepository';
import { writeBenchmarkSection } from './benchmarksFile';
import { load, type LoadResult } from './load';
import { ms, timeEach, type Latency } from './percentiles';
import { projectsDatabase } from './searchDatabase';
import { startBuiltServer } from './serverProcess';

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8292);
const HELLO_PORT = PORT + 1;
const TARGET_P99_MS = 5;
const TARGET_RATIO = 0.3;

const WORDS = [
  'resurfacing',
  'bridge',
  'us-23',
  'franklin',
  'signal',
  'sr-4',
  'culvert',
  'delaware',
];

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

async function inProcess(dataDir: string, pids: string[]) {
  const db = createDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'tims.db') });
  const repository = projectsRepository(db);
  const sorting = { sort: 'pid' as const, order: 'asc' as const };
  const page = { offset: 0, limit: 50 };
  const sample = (n: number) => Array.from({ length: n }, () => pick(pids));
  try {
    const results: [string, Latency][] = [
      [
        'PID, six digits (`pid=123456`)',
        await timeEach(sample(2000), (pid) => repository.search({ pid }, sorting, page)),
      ],
      [
        'PID prefix, three digits (`pid=123`)',
        await timeEach(
          sample(500).map((pid) => pid.slice(0, 3)),
          (pid) => repository.search({ pid }, sorting, page),
        ),
      ],
      [
        'Words (`q=resurfacing`, …)',
        await timeEach(
          Array.from({ length: 24 }, (_, i) => WORDS[i % WORDS.length]!),
          (q) => repository.search({ q }, sorting, page),
        ),
      ],
      ['Project by PID (`get`)', await timeEach(sample(2000), (pid) => repository.get(pid))],
    ];
    return results;
  } finally {
    await db.destroy();
  }
}

async function startHello(): Promise<() => void> {
  const child = fork(path.join(__dirname, 'helloServer.ts'), [String(HELLO_PORT)], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return () => child.kill('SIGTERM');
}

async function overHttp(dataDir: string, pids: string[]): Promise<LoadResult[]> {
  const server = await startBuiltServer(
    PORT,
    { RATE_LIMIT_PER_MINUTE: '0', LOG_LEVEL: 'warn' },
    { dataDir },
  );
  const stopHello = await startHello();
  const hello = `http://127.0.0.1:${HELLO_PORT}`;
  const scenarios: [string, string, () => string][] = [
    ['Fastify hello-world', hello, () => '/hello'],
    ['`GET /projects?pid=…`', server.origin, () => `/tims/api/projects?pid=${pick(pids)}`],
    ['`GET /projects/{pid}`', server.origin, () => `/tims/api/projects/${pick(pids)}`],
  ];
  const results: LoadResult[] = [];
  try {
    for (const [name, origin, nextPath] of scenarios) {
      await load(name, origin, nextPath, 10, 2); // warm-up: JIT, page cache
      for (const connections of [10, 50]) {
        const result = await load(name, origin, nextPath, connections, SECONDS);
        console.log(name, connections, Math.round(result.requestsPerSecond), 'req/s');
        results.push(result);
      }
    }
  } finally {
    stopHello();
    await server.stop();
  }
  return results;
}

async function main() {
  const dataDir = await projectsDatabase(COUNT);
  const db = createDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'tims.db') });
  const pids = (
    await db
      .selectFrom('projects')
      .select('pid')
      .orderBy(({ fn }) => fn('random'))
      .limit(5000)
      .execute()
  ).map((row) => row.pid);
  await db.destroy();

  const local = await inProcess(dataDir, pids);
  const http = await overHttp(dataDir, pids);

  const rate = (name: string, connections: number) =>
    http.find((r) => r.name.includes(name) && r.connections === connections)!;
  const searchAt10 = rate('?pid=', 10);
  const ratio = (connections: number) =>
    rate('?pid=', connections).requestsPerSecond / rate('hello', connections).requestsPerSecond;
  const commit = execSync('git rev-parse --short HEAD 2>/dev/null || echo uncommitted')
    .toString()
    .trim();
  const cpu = os.cpus();
  const markdown = [
    '## Project search on a million projects (`npm run bench:search`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\` on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, the embedded SQLite database holding ${COUNT.toLocaleString('en-US')} demo projects.`,
    'Every request asks for a different random PID of the database (5,000 drawn at random).',
    '',
    '### In process (the repository, no HTTP)',
    '',
    '| search | runs | p50 ms | p99 ms | mean ms |',
    '|---|---:|---:|---:|---:|',
    ...local.map(
      ([name, l]) => `| ${name} | ${l.runs} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.mean)} |`,
    ),
    '',
    `### Over HTTP on loopback (autocannon, ${SECONDS} s per run, after a 2 s warm-up)`,
    '',
    '| endpoint | connections | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...http.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
    ),
    '',
    `Targets: PID search p99 ≤ ${TARGET_P99_MS} ms at 10 connections — measured ${searchAt10.p99} ms, ${searchAt10.p99 <= TARGET_P99_MS ? 'met' : 'missed'}; ` +
      `search throughput ≥ ${TARGET_RATIO * 100} % of hello-world — measured ${(ratio(10) * 100).toFixed(0)} % at 10 and ${(ratio(50) * 100).toFixed(0)} % at 50 connections, ${ratio(10) >= TARGET_RATIO ? 'met' : 'missed'}.`,
  ].join('\n');
  writeBenchmarkSection('bench:search', markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
