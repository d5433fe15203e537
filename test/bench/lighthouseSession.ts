import fs from 'node:fs';
import type lighthouse from 'lighthouse';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { standardMapsDrawn, startBuiltServer } from './serverProcess';

export const DETAILS = '/projects/details?pid=';
/** The spec's routes a visitor can open without signing in. */
export const PUBLIC_ROUTES = [
  '/',
  '/projects',
  DETAILS,
  '/maps',
  '/mapviewers',
  '/data',
  '/support',
];

export type FormFactor = 'mobile' | 'desktop';

type Flags = Parameters<typeof lighthouse>[1];

export interface LighthouseSession {
  /** The page of a route on the running server (the details route on a project of its data). */
  pageOf(route: string): string;
  /** One Lighthouse run on the session's Chromium, with its desktop config for `desktop`. */
  audit(url: string, form: FormFactor, flags: Flags): ReturnType<typeof lighthouse>;
}

/** A project of the server's demo data, for the details route. */
async function somePid(origin: string): Promise<string> {
  const response = await fetch(`${origin}/tims/api/projects?limit=1`);
  const body = (await response.json()) as { items?: { pid: string }[] };
  const pid = body.items?.[0]?.pid;
  if (!pid) throw new Error('The server has no projects for the details route');
  return pid;
}

/**
 * Runs `measure` with the built server on `port` (0: a free one), once it has drawn its standard
 * maps, and one headless Chromium (a throw-away profile named after `profilePrefix`) for
 * Lighthouse to drive; both are stopped afterwards, whatever happens.
 */
export async function withLighthouse<T>(
  port: number,
  profilePrefix: string,
  measure: (session: LighthouseSession) => Promise<T>,
): Promise<T> {
  // Lighthouse and chrome-launcher are ES modules; the benchmarks run as CommonJS.
  const { default: runLighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const chromeLauncher = await import('chrome-launcher');

  const server = await startBuiltServer(port);
  // The server draws the standard maps in the background from its start: a minute of one core
  // that would compete with the pages measured (TBT moved by ±60 % with it) and change /maps.
  await standardMapsDrawn(server.origin);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), profilePrefix));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    userDataDir: profileDir,
  });
  try {
    const pid = await somePid(server.origin);
    return await measure({
      pageOf: (route) => `${server.origin}/tims${route === DETAILS ? DETAILS + pid : route}`,
      audit: (url, form, flags) =>
        runLighthouse(
          url,
          { ...flags, port: chrome.port },
          form === 'desktop' ? desktopConfig : undefined,
        ),
    });
  } finally {
    await chrome.kill();
    fs.rmSync(profileDir, { recursive: true, force: true });
    await server.stop();
  }
}
