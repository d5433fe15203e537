import { HttpProblem } from '../errors/httpProblem';

export type DatabaseFaultCode = 'database-busy' | 'insufficient-storage' | 'database-unavailable';

/**
 * A database failure that is nobody's bug: another program holds the lock, the disk is full,
 * the server is restarting. It is an HttpProblem, so the error handler answers it as it says
 * (503 or 507, its code and message) instead of a 500; `reason` is the database's own words
 * for the log, never shown to the client.
 */
export class DatabaseFault extends HttpProblem {
  readonly retryAfterSeconds: number | undefined;
  readonly reason: string;

  constructor(
    status: 503 | 507,
    code: DatabaseFaultCode,
    message: string,
    retryAfterSeconds: number | undefined,
    original: unknown,
  ) {
    super(status, code, message);
    this.name = 'DatabaseFault';
    this.retryAfterSeconds = retryAfterSeconds;
    this.reason = reasonOf(original);
    this.cause = original;
  }
}

export const BUSY_MESSAGE =
  'The database is busy: another program (an import or a backup) is writing to it. ' +
  'Nothing was changed; please try again in a moment.';
export const CONFLICT_MESSAGE =
  'The database is busy: this change collided with another one. ' +
  'Nothing was changed; please try again in a moment.';
export const DISK_FULL_MESSAGE =
  "The server's disk is full, so nothing was saved. Please try again later, " +
  'or tell the TIMS administrator if it keeps happening.';
export const UNAVAILABLE_MESSAGE =
  'The database cannot be reached right now (it may be restarting). ' +
  'Please try again in a few seconds.';

/** PostgreSQL's words for a connection that is gone or cannot be made, and node's. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|driver has already been destroyed)/;
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The fault an error of SQLite (better-sqlite3), PostgreSQL (pg) or the connection stands for,
 * or the error itself when it is something else (a constraint, a bug): those stay 500s.
 */
export function asDatabaseFault(error: unknown): unknown {
  // Duck-typed, not `instanceof Error`: better-sqlite3's native code makes its errors in the
  // realm it was first loaded in, which is not always the caller's (jest's test contexts).
  if (error instanceof DatabaseFault || !isError(error)) return error;
  const code = error.code;
  if (typeof code === 'string') {
    if (code.startsWith('SQLITE_BUSY')) return busy(BUSY_MESSAGE, error);
    if (code === 'SQLITE_FULL' || code === '53100') return full(error);
    if (/^SQLITE_(IOERR|CANTOPEN|READONLY)/.test(code)) return unavailable(error);
    // Serialization failure, deadlock, lock not available.
    if (code === '40001' || code === '40P01' || code === '55P03')
      return busy(CONFLICT_MESSAGE, error);
    // Connection exceptions, too many connections, shut down or starting up.
    if (/^08/.test(code) || code === '53300' || /^57P0[1-3]$/.test(code)) return unavailable(error);
    if (SOCKET_ERRORS.has(code)) return unavailable(error);
  }
  if (CONNECTION_LOST.test(error.message)) return unavailable(error);
  return error;
}

interface ErrorLike {
  message: string;
  code?: unknown;
}

function isError(error: unknown): error is ErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

const busy = (message: string, error: ErrorLike) =>
  new DatabaseFault(503, 'database-busy', message, 1, error);
const full = (error: ErrorLike) =>
  new DatabaseFault(507, 'insufficient-storage', DISK_FULL_MESSAGE, undefined, error);
const unavailable = (error: ErrorLike) =>
  new DatabaseFault(503, 'database-unavailable', UNAVAILABLE_MESSAGE, 5, error);

/** `SQLITE_FULL: database or disk is full`, `53100: could not extend file …`. */
function reasonOf(error: unknown): string {
  if (!isError(error)) return String(error);
  const code = error.code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}
