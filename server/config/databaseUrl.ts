import { isAbsolute, join, resolve } from 'node:path';
import { ConfigError, type DatabaseConfig } from './config';

/** The end of every refusal: the value may hold a password, so it is never repeated. */
const NOT_SHOWN = '(got a value not shown as it may hold a password)';

export const DATABASE_URL_EXPECTED =
  'a postgres:// or postgresql:// URL, or a SQLite file (a path starting with /, ./ or ../, ' +
  'a file name ending in .db, .sqlite or .sqlite3, or sqlite:path)';

const POSTGRES = /^postgres(ql)?:/i;
const SQLITE = /^sqlite:(\/\/)?/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SQLITE_FILE = /\.(db|sqlite3?)$/i;
const PATH = /^\.{0,2}\//;

/**
 * `DATABASE_URL` as a database: unset, the SQLite file `DATA_DIR/tims.db`; `postgres://…` or
 * `postgresql://…`, PostgreSQL; a path that reads as a SQLite file (starting with `/`, `./` or
 * `../`, or ending in `.db`, `.sqlite` or `.sqlite3`) or `sqlite:path`, that file. Anything else
 * is a mistake (a typo, a URL missing a slash, another database's URL) and is refused with a
 * `ConfigError` that never repeats the value, rather than becoming a new SQLite file (or
 * folders named with a password) under the current directory.
 */
export function parseDatabaseUrl(
  url: string | undefined,
  dataDir: string,
  cwd: string,
): DatabaseConfig {
  if (!url) return { dialect: 'sqlite', file: join(dataDir, 'tims.db') };
  if (POSTGRES.test(url)) return { dialect: 'postgres', connectionString: postgresUrl(url) };

  const sqlite = SQLITE.exec(url);
  const file = sqlite ? url.slice(sqlite[0].length) : url;
  const scheme = sqlite ? null : SCHEME.exec(url);
  if (scheme && file !== ':memory:') {
    refuse(
      `names the scheme ${scheme[1]!.toLowerCase()}:, which TIMS does not support: ` +
        'use postgres://, postgresql:// or a SQLite file',
      false,
    );
  }
  if (!file) refuse('must name a SQLite file after sqlite:');
  if (file === ':memory:') return { dialect: 'sqlite', file };
  // Control characters come only from a broken config file; no file system wants them.
  if (/\p{Cc}/u.test(file)) refuse(`must be ${DATABASE_URL_EXPECTED}`);
  if (file.startsWith('~')) {
    refuse('must not start with ~ (the shell would expand it, TIMS does not)');
  }
  if (/[/\\]$/.test(file)) refuse('must name a SQLite file, not a folder');
  if (!sqlite && !PATH.test(file) && !SQLITE_FILE.test(file)) {
    refuse(`must be ${DATABASE_URL_EXPECTED}`);
  }
  return { dialect: 'sqlite', file: isAbsolute(file) ? file : resolve(cwd, file) };
}

function postgresUrl(url: string): string {
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    refuse('must start with postgres:// or postgresql:// (two slashes) for PostgreSQL');
  }
  try {
    new URL(url);
  } catch {
    refuse('must be a valid PostgreSQL URL, e.g. postgres://user:password@host:5432/tims');
  }
  return url;
}

function refuse(problem: string, withNotShown = true): never {
  throw new ConfigError('DATABASE_URL', withNotShown ? `${problem} ${NOT_SHOWN}` : problem);
}
