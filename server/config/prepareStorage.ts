import { accessSync, constants, mkdirSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { ConfigError, type Config } from './config';

const DATA_DIR_EXPECTED = 'must be a folder TIMS can create and write';

/**
 * Creates `DATA_DIR` and the SQLite file's folder when missing and checks that TIMS may write
 * them, before anything else touches the disk; a problem is a `ConfigError` naming the setting
 * and the folder (one line at start).
 *
 * Each missing folder is created on its own, never with `mkdirSync(…, { recursive: true })`:
 * Node 20's recursive mkdir loops forever at 100 % CPU where mkdir answers ENOENT under a folder
 * that exists (`/proc/forbidden`), and its errors name no folder.
 */
export function prepareStorage({ dataDir, database }: Pick<Config, 'dataDir' | 'database'>): void {
  writableFolder(
    dataDir,
    (detail) => new ConfigError('DATA_DIR', `${DATA_DIR_EXPECTED} (${detail})`),
  );
  if (database.dialect !== 'sqlite' || database.file === ':memory:') return;
  const { file } = database;
  writableFolder(
    dirname(file),
    (detail) =>
      new ConfigError(
        'DATABASE_URL',
        `must be a SQLite file in a folder TIMS can create and write (${detail})`,
      ),
  );
  const stats = statOrNull(file);
  if (!stats) return;
  const refuse = (detail: string) =>
    new ConfigError('DATABASE_URL', `must be a SQLite file TIMS can read and write (${detail})`);
  if (stats.isDirectory()) throw refuse(`${file} is a folder`);
  try {
    accessSync(file, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw refuse(`${file} is not writable: ${reason(error)}`);
  }
}

function writableFolder(folder: string, refuse: (detail: string) => ConfigError): void {
  const missing: string[] = [];
  let current = folder;
  let stats = statOrNull(current);
  while (!stats) {
    missing.unshift(current);
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
    stats = statOrNull(current);
  }
  if (stats && !stats.isDirectory()) throw refuse(`${current} is a file`);
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (error) {
      // Another process may have made it in the meantime.
      if (!statOrNull(level)?.isDirectory())
        throw refuse(`cannot create ${level}: ${reason(error)}`);
    }
  }
  try {
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw refuse(`${folder} is not writable: ${reason(error)}`);
  }
}

function statOrNull(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** `no such file or directory, ENOENT` from Node's `ENOENT: no such file or directory, mkdir '…'`. */
function reason(error: unknown): string {
  // Duck-typed: errors from another realm (a test runner's sandbox) fail `instanceof Error`.
  const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
  if (typeof message !== 'string') return String(error);
  const text = /^[A-Z]+: ([^,]+)/.exec(message)?.[1] ?? message;
  return typeof code === 'string' ? `${text}, ${code}` : text;
}
