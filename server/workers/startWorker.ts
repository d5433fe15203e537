import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread running the module `file` (a path without extension, next to the
 * caller's `__filename`). The compiled server runs the `.js` file; under tsx and jest the
 * sources are TypeScript, so the worker first registers tsx's loader (a development
 * dependency, present wherever `.ts` files run).
 */
export function startWorker(
  callerFile: string,
  file: string,
  options: Omit<WorkerOptions, 'eval'> = {},
): Worker {
  const typescript = callerFile.endsWith('.ts');
  const path = `${file}${typescript ? '.ts' : '.js'}`;
  if (!typescript) return new Worker(path, options);
  return new Worker(`require('tsx/cjs'); require(${JSON.stringify(path)});`, {
    ...options,
    eval: true,
  });
}
