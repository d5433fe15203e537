import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../app';
import type { Config } from '../config/config';
import { loadConfig } from '../config/loadConfig';
import { migrateToLatest } from '../db/migrate';

export interface TestApp {
  app: App;
  config: Config;
  /** The throw-away folder holding DATA_DIR (and APP_DIR when files were given). */
  dir: string;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Settings by environment name, over the test defaults. */
  env?: Record<string, string>;
  /** Files of a fake built app (path → content); without it the server runs API-only. */
  appFiles?: Record<string, string | Buffer>;
  /** Auth plugin options: cache times, clock, portal timeout. */
  auth?: BuildAppOptions['auth'];
  /** Told every route as it is registered (the fuzz suite collects them). */
  onRoute?: BuildAppOptions['onRoute'];
}

/**
 * A real server on a fresh SQLite database in a temp folder, migrated, ready for `app.inject`.
 * Always `close()` it: that closes the database and deletes the folder.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'tims-test-'));
  const appDir = join(dir, 'app');
  for (const [path, content] of Object.entries(options.appFiles ?? {})) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true });
    writeFileSync(join(appDir, path), content);
  }
  const config = loadConfig(
    { DATA_DIR: 'data', APP_DIR: 'app', LOG_LEVEL: 'info', ...options.env },
    { cwd: dir },
  );
  const logs: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line)) };
  const app = await buildApp(config, { logStream, auth: options.auth, onRoute: options.onRoute });
  await migrateToLatest(app.db);
  return {
    app,
    config,
    dir,
    logs,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A valid page view body; override what the test is about. */
export function pageView(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { path: '/projects', page: 'Projects', language: 'en', ...overrides };
}
