import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium';

/**
 * A port free on this machine, asked of the system (a listener on port 0) by a child process,
 * since this file is read synchronously. Playwright reads the file again in each worker: the
 * first choice is kept in the environment, as the data directory is.
 */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();" +
    "s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

const PORT = Number(process.env.E2E_PORT || freePort());
process.env.E2E_PORT = String(PORT);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// A throw-away data directory per run: the real server, a fresh database.
const DATA_DIR = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tims-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR; // workers load this file again: keep one directory

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // The HTML report (playwright-report/) keeps the screenshots the tests attach, e.g. the map.
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `${ORIGIN}/tims/`,
    // The suite reads English unless a test chooses a language: not the machine's own.
    locale: 'en-US',
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node build/server/server/main.js',
    url: `${ORIGIN}/tims/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: ORIGIN,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      // 'test' turns on the local portal's hooks that expire and revoke tokens.
      NODE_ENV: 'test',
      // Redux DevTools in the production build (test/e2e/devtools.spec.ts drives its time travel).
      DEVTOOLS: 'true',
      // Every test posts from 127.0.0.1: the contact form's limit per address is for the public
      // (server tests cover it), not for one machine running the suite.
      SUPPORT_REQUEST_LIMIT: '0',
    },
  },
});
