import { ConfigError } from './config';
import { parseDatabaseUrl } from './databaseUrl';

const parse = (url: string | undefined) => parseDatabaseUrl(url, '/srv/tims/data', '/srv/tims');

function messageOf(url: string): string {
  try {
    parse(url);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    expect(error.setting).toBe('DATABASE_URL');
    return error.message;
  }
  throw new Error(`${url} was accepted`);
}

describe('parseDatabaseUrl', () => {
  it('uses DATA_DIR/tims.db when unset', () => {
    expect(parse(undefined)).toEqual({ dialect: 'sqlite', file: '/srv/tims/data/tims.db' });
  });

  it.each([
    ['postgres://tims:pw@db:5432/tims', 'postgres://tims:pw@db:5432/tims'],
    ['postgresql://tims:pw@db/tims', 'postgresql://tims:pw@db/tims'],
    ['POSTGRES://tims@db/tims', 'POSTGRES://tims@db/tims'],
    ['postgres:///tims?host=/var/run/postgresql', 'postgres:///tims?host=/var/run/postgresql'],
  ])('reads %s as PostgreSQL', (url, connectionString) => {
    expect(parse(url)).toEqual({ dialect: 'postgres', connectionString });
  });

  it.each([
    ['/var/lib/tims/tims.db', '/var/lib/tims/tims.db'],
    ['./other.db', '/srv/tims/other.db'],
    ['../shared/tims', '/srv/shared/tims'],
    ['tims.sqlite', '/srv/tims/tims.sqlite'],
    ['data/tims.sqlite3', '/srv/tims/data/tims.sqlite3'],
    ['sqlite:./other.db', '/srv/tims/other.db'],
    ['sqlite:other', '/srv/tims/other'],
    ['sqlite:///var/lib/tims.db', '/var/lib/tims.db'],
    ['SQLITE:/var/lib/tims.db', '/var/lib/tims.db'],
    [':memory:', ':memory:'],
    ['sqlite::memory:', ':memory:'],
  ])('reads %s as the SQLite file %s', (url, file) => {
    expect(parse(url)).toEqual({ dialect: 'sqlite', file });
  });

  const notShown = '(got a value not shown as it may hold a password)';

  it.each([
    [
      'nonsense',
      'DATABASE_URL must be a postgres:// or postgresql:// URL, or a SQLite file (a path starting with /, ./ or ../, a file name ending in .db, .sqlite or .sqlite3, or sqlite:path)',
    ],
    ['tims.txt', 'DATABASE_URL must be a postgres:// or postgresql:// URL, or a SQLite file'],
    ['tims\u0000.db', 'DATABASE_URL must be a postgres:// or postgresql:// URL, or a SQLite file'],
    ['postgres:/u:s3cret@h/db', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['postgresql:u:s3cret@h/db', 'DATABASE_URL must start with postgres:// or postgresql://'],
    ['postgres://u:s3cret@h:99999/db', 'DATABASE_URL must be a valid PostgreSQL URL'],
    ['sqlite:', 'DATABASE_URL must name a SQLite file after sqlite:'],
    ['./data/', 'DATABASE_URL must name a SQLite file, not a folder'],
    ['~/tims.db', 'DATABASE_URL must not start with ~ (the shell would expand it, TIMS does not)'],
  ])('refuses %s without repeating it', (url, message) => {
    const text = messageOf(url);
    expect(text).toContain(`Invalid configuration: ${message}`);
    expect(text).toContain(notShown);
    expect(text).not.toContain('s3cret');
  });

  it('names an unsupported scheme, not the rest of the URL', () => {
    const text = messageOf('mysql://tims:s3cret@db/tims');
    expect(text).toBe(
      'Invalid configuration: DATABASE_URL names the scheme mysql:, which TIMS does not support: use postgres://, postgresql:// or a SQLite file',
    );
    expect(messageOf('file:///var/lib/tims.db')).toContain('names the scheme file:');
  });
});
