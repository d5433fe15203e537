import cluster from 'node:cluster';
import {
  isMessage,
  type GuardCalls,
  type GuardMethod,
  type ToPrimary,
  type ToWorker,
} from './messages';

/** How long a worker waits for the primary's answer before the call fails. */
export const CALL_TIMEOUT_MS = 5_000;

type Listener = (message: ToWorker) => void;

const listeners = new Set<Listener>();
const pending = new Map<
  number,
  { resolve: (result: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }
>();
let nextId = 1;
let installed = false;

/** Whether this process is a worker of a TIMS cluster (its primary holds the shared state). */
export function inClusterWorker(): boolean {
  return cluster.isWorker && typeof process.send === 'function';
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('message', (message: unknown) => {
    if (!isMessage<ToWorker>(message)) return;
    if (message.tims === 'guard-answer') {
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      clearTimeout(call.timer);
      if (message.error !== undefined) call.reject(new Error(message.error));
      else call.resolve(message.result);
      return;
    }
    for (const listener of listeners) listener(message);
  });
}

/** Sends to the primary; a primary that has gone is not an error here (the worker exits soon). */
export function sendToPrimary(message: ToPrimary): void {
  install();
  if (process.connected) process.send!(message);
}

/** Called with every message of the primary but the answers to `callGuard`. */
export function onPrimaryMessage(listener: Listener): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls the sign-in guard the primary holds for every worker. */
export function callGuard<M extends GuardMethod>(
  method: M,
  ...args: GuardCalls[M]['args']
): Promise<GuardCalls[M]['result']> {
  install();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(
        new Error(`The cluster's primary did not answer ${method} within ${CALL_TIMEOUT_MS} ms`),
      );
    }, CALL_TIMEOUT_MS);
    timer.unref();
    pending.set(id, { resolve: resolve as (result: unknown) => void, reject, timer });
    sendToPrimary({ tims: 'guard-call', id, method, args });
  });
}
