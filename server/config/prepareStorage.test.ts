import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, type Config } from './config';
import { prepareStorage } from './prepareStorage';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tims-storage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

type Storage = Pick<Config, 'dataDir' | 'database'>;
const sqliteIn = (dataDir: string): Storage => ({
  dataDir,
  database: { dialect: 'sqlite', file: join(dataDir, 'tims.db') },
});

function errorOf(storage: Storage): ConfigError {
  try {
    prepareStorage(storage);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('prepareStorage did not throw');
}

describe('prepareStorage', () => {
  it('creates DATA_DIR and the SQLite file’s folder, however deep', () => {
    const database = join(dir, 'db', 'nested', 'tims.db');
    prepareStorage({
      dataDir: join(dir, 'a', 'b', 'c'),
      database: { dialect: 'sqlite', file: database },
    });
    expect(statSync(join(dir, 'a', 'b', 'c')).isDirectory()).toBe(true);
    expect(statSync(join(dir, 'db', 'nested')).isDirectory()).toBe(true);
    expect(existsSync(database)).toBe(false);
  });

  it('accepts folders that exist, PostgreSQL and an in-memory database', () => {
    prepareStorage(sqliteIn(dir));
    prepareStorage({
      dataDir: dir,
      database: { dialect: 'postgres', connectionString: 'postgres://h/db' },
    });
    prepareStorage({ dataDir: dir, database: { dialect: 'sqlite', file: ':memory:' } });
  });

  it('refuses a DATA_DIR that cannot be created at once, without spinning', () => {
    const started = Date.now();
    const error = errorOf(sqliteIn('/proc/forbidden'));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.setting).toBe('DATA_DIR');
    expect(error.message).toBe(
      'Invalid configuration: DATA_DIR must be a folder TIMS can create and write (cannot create /proc/forbidden: no such file or directory, ENOENT)',
    );
    expect(errorOf(sqliteIn('/proc/forbidden/deeper/still')).message).toContain(
      'cannot create /proc/forbidden:',
    );
  });

  it('refuses a DATA_DIR that is a file or lies under one', () => {
    writeFileSync(join(dir, 'file'), '');
    expect(errorOf(sqliteIn(join(dir, 'file'))).message).toBe(
      `Invalid configuration: DATA_DIR must be a folder TIMS can create and write (${join(dir, 'file')} is a file)`,
    );
    expect(errorOf(sqliteIn(join(dir, 'file', 'data'))).message).toBe(
      `Invalid configuration: DATA_DIR must be a folder TIMS can create and write (${join(dir, 'file')} is a file)`,
    );
  });

  it('refuses a SQLite file that cannot be created or is a folder, naming DATABASE_URL', () => {
    const cannot = errorOf({
      dataDir: dir,
      database: { dialect: 'sqlite', file: '/proc/forbidden/tims.db' },
    });
    expect(cannot.setting).toBe('DATABASE_URL');
    expect(cannot.message).toBe(
      'Invalid configuration: DATABASE_URL must be a SQLite file in a folder TIMS can create and write (cannot create /proc/forbidden: no such file or directory, ENOENT)',
    );
    mkdirSync(join(dir, 'tims.db'));
    expect(errorOf(sqliteIn(dir)).message).toBe(
      `Invalid configuration: DATABASE_URL must be a SQLite file TIMS can read and write (${join(dir, 'tims.db')} is a folder)`,
    );
  });

  it('refuses a DATA_DIR it may not write', () => {
    chmodSync(dir, 0o755);
    const readOnly = join(dir, 'read-only');
    mkdirSync(readOnly, { mode: 0o555 });
    expect(messageAsUser(sqliteIn(readOnly))).toBe(
      `Invalid configuration: DATA_DIR must be a folder TIMS can create and write (${readOnly} is not writable: permission denied, EACCES)`,
    );
    expect(messageAsUser(sqliteIn(join(readOnly, 'data')))).toBe(
      `Invalid configuration: DATA_DIR must be a folder TIMS can create and write (cannot create ${join(readOnly, 'data')}: permission denied, EACCES)`,
    );
  });
});

/**
 * The error message of `prepareStorage`, as a user other than root when the tests run as root
 * (root may write anywhere): in a child process that drops to `nobody` first.
 */
function messageAsUser(storage: Storage): string {
  if (process.getuid?.() !== 0) return errorOf(storage).message;
  const script = [
    'process.setuid(65534);',
    `const { prepareStorage } = require(${JSON.stringify(join(__dirname, 'prepareStorage.ts'))});`,
    'try { prepareStorage(JSON.parse(process.argv[1])); } catch (error) { console.log(error.message); }',
  ].join('\n');
  const child = spawnSync(
    process.execPath,
    ['--import', pathToFileURL(require.resolve('tsx')).href, '-e', script, JSON.stringify(storage)],
    {
      encoding: 'utf8',
      timeout: 30_000,
    },
  );
  return child.stdout.trim();
}
