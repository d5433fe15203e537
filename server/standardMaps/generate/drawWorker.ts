import { parentPort, workerData } from 'node:worker_threads';
import type { MapSpec } from '../draw/mapInput';
import { drawMapFiles } from './drawMapFiles';
import { buildMapContext, type ContextInput } from './mapContext';

/** A map to draw into a folder. */
export interface DrawRequest {
  spec: MapSpec;
  dir: string;
}

export type DrawReply =
  { ok: true; result: Awaited<ReturnType<typeof drawMapFiles>> } | { ok: false; message: string };

// A worker thread of the drawing pool: builds the context once, then draws what it is sent,
// one map at a time.
if (parentPort) {
  const port = parentPort;
  const context = buildMapContext(workerData as ContextInput);
  port.on('message', (request: DrawRequest) => {
    drawMapFiles(request.spec, context, request.dir).then(
      (result) => port.postMessage({ ok: true, result } satisfies DrawReply),
      (error: unknown) =>
        port.postMessage({
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        } satisfies DrawReply),
    );
  });
}
