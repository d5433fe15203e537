/**
 * `npm run replay -- FILE`: replays a TIMS action log (a downloaded session log, or one attached
 * to a support request) with the app's reducers only — no middleware, sagas or requests — and
 * says whether it reproduces the recorded final state. Exit status: 0 it does, 1 it does not
 * (the differences are listed: path, recorded, replayed), 2 the file cannot be read or is not an
 * action log.
 */
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ActionLogError, parseActionLog } from '../../contracts/actionLogFile';
import { replayActionLog } from '../../src/lib/actionLog/replayActionLog';
import { nodeRootReducer } from './nodeRootReducer';

const EXIT_DIFFERENT = 1;
const EXIT_UNREADABLE = 2;

const show = (value: unknown) => {
  const text = value === undefined ? '(absent)' : JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
};

function period(from: string, to: string): string {
  const seconds = Math.round((Date.parse(to) - Date.parse(from)) / 1000);
  const length =
    seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${from} to ${to} (${length})`;
}

async function main(args: string[]): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    console.error('Usage: npm run replay -- FILE');
    return EXIT_UNREADABLE;
  }
  let text: string;
  try {
    // `npm run` starts scripts in the project's folder; a relative path is the caller's.
    text = fs.readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return EXIT_UNREADABLE;
  }
  const reducer = await nodeRootReducer();
  const started = performance.now();
  let log;
  try {
    log = parseActionLog(text);
  } catch (error) {
    if (!(error instanceof ActionLogError)) throw error;
    console.error(`${file} is not an action log TIMS can replay: ${error.message}`);
    return EXIT_UNREADABLE;
  }
  const parsed = performance.now();
  const result = replayActionLog(log, reducer);
  const replayed = performance.now();

  const { meta } = log;
  console.log(`Action log ${file}`);
  console.log(
    `  recorded by TIMS ${meta.appVersion}, ${period(meta.recordedFrom, meta.recordedTo)}`,
  );
  const dropped =
    meta.dropped > 0 ? ` (${meta.dropped.toLocaleString('en-US')} earlier ones not kept)` : '';
  console.log(`  ${meta.actions.toLocaleString('en-US')} actions${dropped}`);
  console.log(
    `  replayed in ${(replayed - parsed).toFixed(1)} ms (reading the file ${(parsed - started).toFixed(1)} ms)`,
  );
  if (result.matches) {
    console.log('Replay reproduces the recorded final state.');
    return 0;
  }
  const more = result.differences.length >= 50 ? ' (the first 50)' : '';
  console.log(`Replay does not reproduce the recorded final state. Differences${more}:`);
  for (const { path, expected, actual } of result.differences) {
    console.log(`  ${path}\n    recorded: ${show(expected)}\n    replayed: ${show(actual)}`);
  }
  return EXIT_DIFFERENT;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = EXIT_UNREADABLE;
  },
);
