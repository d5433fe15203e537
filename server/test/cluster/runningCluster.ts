import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** tsx by its full address (the child runs `server/main.ts` from the sources). */
const TSX = pathToFileURL(require.resolve('tsx')).href;
const MAIN = join(__dirname, '..', '..', 'main.ts');
/** Loading the server's code takes seconds per process on a busy two-core machine. */
export const START_MS = 90_000;
const REQUEST_TIMEOUT_MS = 15_000;

export interface LogLine {
  pid: number;
  msg: string;
  [key: string]: unknown;
}

export interface RunningCluster {
  origin: string;
  primary: ChildProcess;
  /** Every log line so far, parsed. */
  lines(): LogLine[];
  /** Resolves with the first log line (from now on or already written) that matches. */
  waitForLine(test: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  stop(): Promise<void>;
}

/**
 * `server/main.ts` started as an operator would, with `WORKERS` server processes, on a free port
 * (PORT=0) and a data folder of its own, logging at info to its stdout. Stopped by its pid.
 */
export async function startCluster(env: Record<string, string>): Promise<RunningCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tims-cluster-'));
  const primary = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const parsed: LogLine[] = [];
  const waiters = new Set<() => void>();
  let stdout = '';
  let stderr = '';
  let buffer = '';
  primary.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    buffer += chunk.toString();
    const complete = buffer.split('\n');
    buffer = complete.pop() ?? '';
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      parsed.push(JSON.parse(text) as LogLine);
    }
    for (const waiter of waiters) waiter();
  });
  primary.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => primary.once('exit', () => resolve()));

  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No start in time:\n${stdout}\n${stderr}`)),
      START_MS,
    );
    const check = () => {
      const match = /TIMS is running at (http:\/\/[^/\s]+)\/tims\//.exec(stdout);
      if (!match) return;
      clearTimeout(timer);
      waiters.delete(check);
      resolve(match[1]!);
    };
    waiters.add(check);
    primary.once('exit', (code) => reject(new Error(`Exited (${code}):\n${stdout}\n${stderr}`)));
  });

  return {
    origin,
    primary,
    lines: () => [...parsed],
    waitForLine(test, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const found = () => parsed.find(test);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No such log line in ${timeoutMs} ms:\n${stdout.slice(-3000)}`));
        }, timeoutMs);
        const check = () => {
          const line = found();
          if (!line) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(line);
        };
        waiters.add(check);
        check();
      });
    },
    async stop() {
      if (primary.exitCode === null) primary.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request on a connection of its own (no keep-alive), so the cluster hands each to the next
 * worker in turn, as it does with many users' connections.
 */
export function request(
  origin: string,
  path: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${path}`,
      { method: options.method ?? 'GET', agent: false, headers: options.headers },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      },
    );
    req.on('error', reject);
    // A request must never hang a test: unanswered, it fails.
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`No answer to ${path}`)));
    req.end(options.body);
  });
}
