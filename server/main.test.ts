import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Start {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether it was still running after the time allowed and had to be stopped. */
  stopped: boolean;
}

/** How long a refused start may take: loading the server's code takes seconds on a busy machine. */
const START_MS = 40_000;

let cwd: string;
beforeEach(() => {
  cwd = mkdtempSync(join(tmpdir(), 'tims-start-'));
});
afterEach(() => rmSync(cwd, { recursive: true, force: true }));

/** tsx by its full address: the child runs in a folder with no node_modules. */
const TSX = pathToFileURL(require.resolve('tsx')).href;

/** `server/main.ts` started as an operator would, with only `env` as its settings. */
function start(env: Record<string, string>): Promise<Start> {
  const child = spawn(process.execPath, ['--import', TSX, join(__dirname, 'main.ts')], {
    cwd,
    // A free port far from the e2e server's, in case a wrong start does listen.
    env: { PATH: process.env.PATH, PORT: '0', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let stopped = false;
  const timer = setTimeout(() => {
    stopped = true;
    child.kill('SIGKILL');
  }, START_MS);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, stopped });
    });
  });
}

describe('a start with a wrong setting', () => {
  it.each([
    [{ DATA_DIR: '/proc/forbidden' }, 'Invalid configuration: DATA_DIR must be a folder'],
    [{ DATABASE_URL: 'nonsense' }, 'Invalid configuration: DATABASE_URL must be a postgres://'],
    [
      { DATABASE_URL: 'postgres:/tims:s3cret@db/tims' },
      'Invalid configuration: DATABASE_URL must start with postgres://',
    ],
    [
      { PORTAL_URL: 'http://user:s3cret@gis.example.gov/portal' },
      'Invalid configuration: PORTAL_URL must not hold a user name or password',
    ],
  ])(
    '%j stops with one line, exit code 1, and no password',
    async (env, line) => {
      const result = await start({ ...env, PORT: '18391' });
      expect(result.stopped).toBe(false);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n').filter(Boolean)).toEqual([expect.stringContaining(line)]);
      expect(result.stderr).not.toContain('s3cret');
      // Nothing was created where it was started: no SQLite file, no folder named by a password.
      expect(readdirSync(cwd)).toEqual([]);
    },
    START_MS + 10_000,
  );
});
