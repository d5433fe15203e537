import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  origin: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** A port of 127.0.0.1 that nothing listens on now, for a server to be given. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until the server's drawing of the standard maps has finished: the gallery is whole, and
 * the drawing (one core for about a minute from the server's start) no longer competes with what
 * a benchmark measures.
 */
export async function standardMapsDrawn(origin: string) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const answer = (await (await fetch(`${origin}/tims/api/standard-maps/generation`)).json()) as {
      job: { status: string; done: number; total: number } | null;
    };
    if (answer.job && answer.job.status !== 'running') return;
    if (Date.now() > deadline) throw new Error('The standard maps were not drawn within 10 min');
    if (answer.job)
      console.log(`drawing the standard maps: ${answer.job.done} of ${answer.job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/**
 * Starts the built TIMS server on `requestedPort` (0, the default: a free one) and waits until it
 * is healthy: on a throw-away data directory, deleted at stop, unless `dataDir` names one to keep
 * (a benchmark's prepared database).
 */
export async function startBuiltServer(
  requestedPort = 0,
  env: NodeJS.ProcessEnv = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const entry = path.resolve(__dirname, '../../build/server/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('No server build: run `npm run build` first.');
  const port = requestedPort || (await freePort());
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tims-bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (let healthy = false; !healthy;) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Server at ${origin} not healthy after 60 s`);
    }
    try {
      healthy = (await fetch(`${origin}/tims/api/health`)).ok;
    } catch {
      // not listening yet
    }
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
