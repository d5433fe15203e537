import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');

/**
 * Lends the modules being imported a page origin. The API modules read it when they load
 * (`apiBaseUrl()` in src/lib/absoluteUrl.ts, evaluated by src/services/api/timsApi.ts) and Node
 * has no page; it is taken back afterwards. A replay never fetches, so it is never used.
 */
export async function loadInNode<T>(load: () => Promise<T>): Promise<T> {
  const global = globalThis as { window?: unknown };
  const lent = global.window === undefined;
  if (lent) global.window = { location: { origin: 'http://localhost' } };
  try {
    return await load();
  } finally {
    if (lent) delete global.window;
  }
}

/** Every module of src/ that injects RTK Query endpoints (features add theirs as they load). */
function endpointModules(directory = SRC): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return endpointModules(file);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      fs.readFileSync(file, 'utf8').includes('.injectEndpoints(')
      ? [file]
      : [];
  });
}

export type LogReducer = (state: unknown, action: { type: string }) => unknown;

/**
 * The app's root reducer in Node, with every endpoint of the app injected: RTK Query's reducer
 * looks an action's endpoint up (a recorded `executeQuery/pending` of an endpoint no module
 * injected fails), and in Node only what is imported is injected.
 */
export async function nodeRootReducer(): Promise<LogReducer> {
  return loadInNode(async () => {
    for (const file of endpointModules()) await import(file);
    const { replayReducer } = await import('../../src/app/replayReducer');
    return replayReducer as LogReducer;
  });
}
