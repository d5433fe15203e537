/**
 * `npm run bench:search`: project search on a million projects (DESIGN.md §6), on the embedded
 * SQLite database and, when `BENCH_DATABASE_URL` names an empty PostgreSQL database of its own
 * (it is filled with the same projects the first time), on PostgreSQL. In process, the
 * repository's PID, prefix, word and by-PID latency; over HTTP on loopback, autocannon at 10
 * and 50 connections against the built server and, in the same run, a bare Fastify
 * hello-world for the ratio, with one server process (`WORKERS=1`) and, for the PID searches on
 * SQLite, one per core. Writes its section of docs/BENCHMARKS.md. `BENCH_COUNT` sets the
 * size (default 1,000,000), `BENCH_SECONDS` the length of each load run (default 10),
 * `BENCH_RUNS` the searches per in-process row (default 2,000; words a tenth of it).
 */
import { execSync, fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { SEARCH_COUNT_CAP } from '../../contracts/projects';
import type { DatabaseConfig } from '../../server/config/config';
import { createDatabase } from '../../server/db/createDatabase';
import {
  projectsRepository,
  type Sorting,
} from '../../server/repositories/projects/projectsRepository';
import { writeBenchmarkSection } from './benchmarksFile';
import { load, type LoadResult } from './load';
import { ms, timeEach, type Latency } from './percentiles';
import { postgresProjectsDatabase, projectsDatabase } from './searchDatabase';
import { freePort, startBuiltServer } from './serverProcess';

const COUNT = Number(process.env.BENCH_COUNT ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 0);
const RUNS = Number(process.env.BENCH_RUNS ?? 2000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL?.trim();
const TARGET_P99_MS = 5;
const TARGET_RATIO = 0.3;
const TARGET_WORDS_P99_MS = 20;

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

interface Engine {
  name: 'SQLite' | 'PostgreSQL';
  database: DatabaseConfig;
  serverEnv: NodeJS.ProcessEnv;
}

type Rows = [string, Latency][];

async function inProcess(engine: Engine, pids: string[]): Promise<Rows> {
  const db = createDatabase(engine.database);
  const repository = projectsRepository(db);
  const byPid: Sorting = { sort: 'pid', order: 'asc' };
  const relevance: Sorting = { sort: 'relevance', order: 'asc' };
  const page = { offset: 0, limit: 50 };
  const sample = (n: number) => Array.from({ length: n }, () => pick(pids));
  const words = Array.from(
    { length: Math.max(WORDS.length, RUNS / 10) },
    (_, i) => WORDS[i % WORDS.length]!,
  );
  try {
    // Warm-up: the page cache and the JIT, as a server that has been answering a while.
    await timeEach(words.slice(0, WORDS.length * 2), (q) =>
      repository.search({ q }, relevance, page),
    );
    await timeEach(sample(200), (pid) => repository.search({ pid }, byPid, page));
    const rows: Rows = [
      [
        'PID, six digits (`pid=123456`)',
        await timeEach(sample(RUNS), (pid) => repository.search({ pid }, byPid, page)),
      ],
      [
        'PID prefix, three digits (`pid=123`)',
        await timeEach(
          sample(RUNS / 4).map((pid) => pid.slice(0, 3)),
          (pid) => repository.search({ pid }, byPid, page),
        ),
      ],
      [
        'PID prefix, one digit (`pid=1`: 50 rows and the count)',
        await timeEach(
          sample(RUNS / 4).map((pid) => pid.slice(0, 1)),
          (pid) => repository.search({ pid }, byPid, page),
        ),
      ],
      [
        `Words by relevance (q = ${WORDS.map((word) => `\`${word}\``).join(', ')}, in turn)`,
        await timeEach(words, (q) => repository.search({ q }, relevance, page)),
      ],
      [
        'Words by relevance, second page (`offset=50`)',
        await timeEach(words, (q) =>
          repository.search({ q }, relevance, { offset: 50, limit: 50 }),
        ),
      ],
      [
        'Words and a district (`q=…&district=6`)',
        await timeEach(words, (q) => repository.search({ q, district: [6] }, relevance, page)),
      ],
      ['Project by PID (`get`)', await timeEach(sample(RUNS), (pid) => repository.get(pid))],
    ];
    for (const word of WORDS) {
      rows.push([
        `… \`q=${word}\` alone`,
        await timeEach(
          words.filter((q) => q === word),
          (q) => repository.search({ q }, relevance, page),
        ),
      ]);
    }
    return rows;
  } finally {
    await db.destroy();
  }
}

/** The hello-world server on a free port: its origin, and how to stop it. */
async function startHello(): Promise<{ origin: string; stop(): void }> {
  const port = await freePort();
  const child = fork(path.join(__dirname, 'helloServer.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

async function overHttp(
  engine: Engine,
  dataDir: string,
  pids: string[],
  workers: number,
  withHello: boolean,
  only?: string[],
): Promise<LoadResult[]> {
  const server = await startBuiltServer(
    PORT,
    {
      RATE_LIMIT_PER_MINUTE: '0',
      LOG_LEVEL: 'warn',
      WORKERS: String(workers),
      // Drawing the missing standard maps would take a core from the requests being measured.
      DRAW_STANDARD_MAPS_AT_START: 'false',
      ...engine.serverEnv,
    },
    { dataDir },
  );
  const hello = withHello ? await startHello() : undefined;
  type Scenario = [string, string, () => string];
  const api = (name: string, nextPath: () => string): Scenario => [
    `${engine.name}, WORKERS=${workers}: ${name}`,
    server.origin,
    () => `/tims/api${nextPath()}`,
  ];
  const scenarios: Scenario[] = [
    ...(hello ? [['Fastify hello-world', hello.origin, () => '/hello'] as Scenario] : []),
    ...[
      api('`GET /projects?pid=…`', () => `/projects?pid=${pick(pids)}`),
      api('`GET /projects?pid=1`', () => '/projects?pid=1'),
      api('`GET /projects?q=…`', () => `/projects?q=${encodeURIComponent(pick(WORDS))}`),
      api('`GET /projects/{pid}`', () => `/projects/${pick(pids)}`),
    ].filter(([name]) => !only || only.some((endpoint) => name.includes(endpoint))),
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
    hello?.stop();
    await server.stop();
  }
  return results;
}

async function main() {
  const dataDir = await projectsDatabase(COUNT);
  const file = path.join(dataDir, 'tims.db');
  const engines: Engine[] = [
    { name: 'SQLite', database: { dialect: 'sqlite', file }, serverEnv: {} },
  ];
  if (POSTGRES_URL) {
    await postgresProjectsDatabase(COUNT, POSTGRES_URL);
    engines.push({
      name: 'PostgreSQL',
      database: { dialect: 'postgres', connectionString: POSTGRES_URL },
      serverEnv: { DATABASE_URL: POSTGRES_URL },
    });
  }
  const db = createDatabase({ dialect: 'sqlite', file });
  const pids = (
    await db
      .selectFrom('projects')
      .select('pid')
      .orderBy(({ fn }) => fn('random'))
      .limit(5000)
      .execute()
  ).map((row) => row.pid);
  await db.destroy();

  const local: [Engine, Rows][] = [];
  for (const engine of engines) local.push([engine, await inProcess(engine, pids)]);
  // One server process, as before WORKERS; then one per core of this machine on SQLite (the
  // PID searches only, to keep the run short).
  const http: LoadResult[] = [];
  for (const [i, engine] of engines.entries()) {
    http.push(...(await overHttp(engine, dataDir, pids, 1, i === 0)));
  }
  const cores = os.availableParallelism();
  if (cores > 1) {
    http.push(...(await overHttp(engines[0]!, dataDir, pids, cores, false, ['?pid='])));
  }

  const rate = (name: string, connections: number) =>
    http.find((r) => r.name.includes(name) && r.connections === connections)!;
  const searchAt10 = rate('SQLite, WORKERS=1: `GET /projects?pid=…', 10);
  const ratio = (connections: number) =>
    rate('SQLite, WORKERS=1: `GET /projects?pid=…', connections).requestsPerSecond /
    rate('hello', connections).requestsPerSecond;
  const wordsP99 = local.map(
    ([engine, rows]) =>
      [engine.name, rows.find(([name]) => name.startsWith('Words by'))![1].p99] as const,
  );
  const commit = execSync('git rev-parse --short HEAD 2>/dev/null || echo uncommitted')
    .toString()
    .trim();
  const cpu = os.cpus();
  const markdown = [
    '## Project search on a million projects (`npm run bench:search`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\` on ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}, ${COUNT.toLocaleString('en-US')} demo projects in ${engines.map((engine) => (engine.name === 'SQLite' ? 'the embedded SQLite database' : 'PostgreSQL (the same projects, copied, vacuumed and analysed)')).join(' and in ')}.`,
    `Every PID request asks for a different random PID of the database (5,000 drawn at random); word searches take the words below in turn, ranked by relevance (the default when \`q\` has words), a page of 50 and the count of the matches up to ${SEARCH_COUNT_CAP.toLocaleString('en-US')} (\`totalIsCapped\` past it); PID and filter searches count every match. The server is started with \`DRAW_STANDARD_MAPS_AT_START=false\`: no drawing of standard maps competes with the requests measured.`,
    '',
    ...local.flatMap(([engine, rows]) => [
      `### In process, ${engine.name} (the repository, no HTTP)`,
      '',
      '| search | runs | p50 ms | p99 ms | mean ms |',
      '|---|---:|---:|---:|---:|',
      ...rows.map(
        ([name, l]) => `| ${name} | ${l.runs} | ${ms(l.p50)} | ${ms(l.p99)} | ${ms(l.mean)} |`,
      ),
      '',
    ]),
    `### Over HTTP on loopback (autocannon, ${SECONDS} s per run, after a 2 s warm-up)`,
    '',
    '| endpoint | connections | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|',
    ...http.map(
      (r) =>
        `| ${r.name} | ${r.connections} | ${Math.round(r.requestsPerSecond).toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
    ),
    '',
    `Targets: PID search p99 ≤ ${TARGET_P99_MS} ms at 10 connections (SQLite) — measured ${searchAt10.p99} ms, ${searchAt10.p99 <= TARGET_P99_MS ? 'met' : 'missed'}; ` +
      `search throughput ≥ ${TARGET_RATIO * 100} % of hello-world — measured ${(ratio(10) * 100).toFixed(0)} % at 10 and ${(ratio(50) * 100).toFixed(0)} % at 50 connections, ${ratio(10) >= TARGET_RATIO ? 'met' : 'missed'}; ` +
      `word search p99 ≤ ${TARGET_WORDS_P99_MS} ms in process — ${wordsP99.map(([name, p99]) => `${name} ${ms(p99)} ms, ${p99 <= TARGET_WORDS_P99_MS ? 'met' : 'missed'}`).join('; ')}.`,
    ...(cores > 1
      ? [
          '',
          `With \`WORKERS=${cores}\` (one process per core; the hello-world stays one process): ` +
            [10, 50]
              .map((connections) => {
                const r = rate(`WORKERS=${cores}: \`GET /projects?pid=…`, connections);
                const share = r.requestsPerSecond / rate('hello', connections).requestsPerSecond;
                return `${Math.round(r.requestsPerSecond).toLocaleString('en-US')} PID searches a second at ${connections} connections (${(share * 100).toFixed(0)} % of the hello-world's), p99 ${r.p99} ms`;
              })
              .join('; ') +
            '.',
        ]
      : []),
  ].join('\n');
  writeBenchmarkSection('bench:search', markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
