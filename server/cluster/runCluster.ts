import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import type { ToWorker } from './messages';
import { PrimaryState } from './primaryState';

/** A worker asked to shut down that has not exited by then is killed. */
export const WORKER_SHUTDOWN_MS = 12_000;
/** More unexpected exits than this within `CRASH_WINDOW_MS` stop the server: it cannot run. */
export const MAX_CRASHES = 5;
export const CRASH_WINDOW_MS = 60_000;
/** A crashed worker is replaced after this long, so a crash loop does not spin a core. */
export const REPLACE_DELAY_MS = 1_000;

/** The environment variable telling a worker its place (0 … WORKERS − 1); 0 does the chores. */
export const WORKER_INDEX_ENV = 'TIMS_WORKER_INDEX';

export interface ClusterOptions {
  workers: number;
  log: Logger;
  /** Called once, when every first worker listens, with the address they share. */
  onListening(address: { address: string; port: number }): void;
}

export interface RunningCluster {
  /** Replaces the workers one at a time; each leaves only once its replacement listens. */
  restart(): Promise<void>;
  /** Every worker finishes its requests and exits; then the primary may exit. */
  shutDown(): Promise<void>;
}

/**
 * The primary of a TIMS cluster: runs `workers` server processes on one port (node:cluster
 * hands each new connection to the next worker in turn), holds what they share
 * (`PrimaryState`), replaces a worker that dies, restarts them one by one on SIGHUP (graceful
 * restart: there is always a worker listening) and shuts them down on SIGTERM or SIGINT.
 */
export function runCluster({ workers, log, onListening }: ClusterOptions): RunningCluster {
  const state = new PrimaryState();
  /** The worker holding each place. */
  const places = new Map<number, Worker>();
  /** Workers asked to leave: their exit is expected. */
  const leaving = new Set<Worker>();
  const crashes: number[] = [];
  let stopping = false;
  let announced = false;

  function start(index: number): Worker {
    const worker = cluster.fork({ [WORKER_INDEX_ENV]: String(index) });
    worker.on('message', (message: unknown) => state.receive(worker, message));
    worker.once('exit', (code, signal) => exited(worker, index, code, signal));
    return worker;
  }

  function exited(worker: Worker, index: number, code: number | null, signal: string | null) {
    const expected = leaving.delete(worker) || stopping;
    if (places.get(index) === worker) places.delete(index);
    if (expected) return;
    // Judged a moment later: a signal to the whole process group (Ctrl-C, a service manager's
    // stop) may reach a worker before the primary has begun its own shutdown.
    setTimeout(() => {
      if (stopping || places.has(index)) return;
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && crashes[0]! <= now - CRASH_WINDOW_MS) crashes.shift();
      log.error(
        { worker: worker.process.pid, code, signal },
        `Server process ${worker.process.pid} exited unexpectedly; starting another`,
      );
      if (crashes.length > MAX_CRASHES) {
        log.fatal(`${crashes.length} server processes exited within a minute; stopping`);
        void shutDown().then(() => process.exit(1));
        return;
      }
      places.set(index, start(index));
    }, REPLACE_DELAY_MS);
  }

  function leave(worker: Worker): Promise<void> {
    if (worker.isDead()) return Promise.resolve();
    leaving.add(worker);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        log.error(`Server process ${worker.process.pid} did not finish in time; killing it`);
        worker.kill('SIGKILL');
      }, WORKER_SHUTDOWN_MS);
      worker.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      const message: ToWorker = { tims: 'shut-down' };
      if (worker.isConnected()) worker.send(message);
      else worker.kill('SIGTERM');
    });
  }

  function listening(worker: Worker): Promise<{ address: string; port: number }> {
    return new Promise((resolve, reject) => {
      const onListening = (address: { address: string; port: number }) => {
        worker.off('exit', onExit);
        resolve(address);
      };
      const onExit = (code: number | null) => {
        worker.off('listening', onListening);
        reject(new Error(`Server process ${worker.process.pid} exited (${code}) before listening`));
      };
      worker.once('listening', onListening);
      worker.once('exit', onExit);
    });
  }

  let restarting: Promise<void> | undefined;

  /** One restart at a time: a second SIGHUP during a restart waits for it, then does nothing. */
  function restart(): Promise<void> {
    restarting ??= restartEach().finally(() => (restarting = undefined));
    return restarting;
  }

  async function restartEach(): Promise<void> {
    log.info(`Restarting ${places.size} server processes one at a time`);
    for (const [index, old] of [...places]) {
      if (stopping) return;
      const next = start(index);
      try {
        await listening(next);
      } catch (error) {
        log.error({ err: error }, 'Restart stopped: the new server process did not start');
        return;
      }
      places.set(index, next);
      await leave(old);
    }
    log.info('Restart done');
  }

  async function shutDown(): Promise<void> {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(workers.map(leave));
    state.close();
  }

  const first = Array.from({ length: workers }, (_, index) => {
    const worker = start(index);
    places.set(index, worker);
    return listening(worker);
  });
  Promise.all(first).then(
    ([address]) => {
      if (announced || !address) return;
      announced = true;
      onListening(address);
    },
    (error: unknown) => {
      log.fatal({ err: error }, 'Start failed');
      void shutDown().then(() => process.exit(1));
    },
  );

  return { restart, shutDown };
}
