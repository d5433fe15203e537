/**
 * `npm run bench:bundle`: the JavaScript Chromium loads for the first screen of each route,
 * raw and gzip, with a cold cache. Writes its section of docs/BENCHMARKS.md.
 */
import { execSync } from 'node:child_process';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { writeBenchmarkSection } from './benchmarksFile';
import { startBuiltServer } from './serverProcess';

const TARGET_GZIP_KB = 170;
const ROUTES = [
  '/',
  '/projects',
  '/projects/details?pid=112233',
  '/map',
  '/maps',
  '/mapviewers',
  '/data',
  '/support',
  '/profile',
  '/no-such-page',
];

interface Totals {
  files: number;
  raw: number;
  gzip: number;
}

interface Measure {
  route: string;
  firstScreen: Totals;
  byIdle: Totals;
}

function totals(bodies: Buffer[]): Totals {
  return {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
  };
}

/**
 * Notes the moment the app's own screen heading first appears in <main>: a page rendered ahead
 * of time (server/prerender) shows a heading before any script ran, inside a wrapper the app's
 * first render replaces; the first screen's scripts are those the app needed to get there.
 */
const MARK_FIRST_SCREEN = `
  new MutationObserver((_, observer) => {
    if (document.querySelector('main h1') && !document.querySelector('[data-prerendered]')) {
      window.__firstScreenAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, childList: true });
`;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 0));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Measure[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext(); // a cold cache for every route
      await context.addInitScript(MARK_FIRST_SCREEN);
      const page = await context.newPage();
      const bodies = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const body = response.body();
        // A script answered after the bodies were read fails once the context closes: not
        // an unhandled rejection that ends the bench.
        body.catch(() => undefined);
        bodies.set(response.url(), body);
      });
      await page.goto(`${server.origin}/tims${route}`, { waitUntil: 'networkidle' });
      await page.locator('main h1').first().waitFor();
      // Scripts requested before the heading showed make the first screen; the rest (overlays
      // preloaded once the page is idle) are reported beside them.
      const early: string[] = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter(
            (entry) => entry.startTime <= (window as { __firstScreenAt?: number }).__firstScreenAt!,
          )
          .map((entry) => entry.name),
      );
      const all = await Promise.all(
        [...bodies].map(async ([url, body]) => ({ url, body: await body })),
      );
      results.push({
        route,
        firstScreen: totals(
          all.filter((file) => early.includes(file.url)).map((file) => file.body),
        ),
        byIdle: totals(all.map((file) => file.body)),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const home = results[0]!.firstScreen;
  const verdict = home.gzip / 1024 <= TARGET_GZIP_KB ? 'meets' : 'misses';
  const commit = execSync('git rev-parse --short HEAD 2>/dev/null || echo uncommitted')
    .toString()
    .trim();
  const rows = results.map(
    ({ route, firstScreen: f, byIdle: i }) =>
      `| \`${route}\` | ${f.files} | ${kb(f.raw)} | ${kb(f.gzip)} | ${i.files} | ${kb(i.gzip)} |`,
  );
  const markdown = [
    '## First-screen JavaScript (`npm run bench:bundle`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\`: Debian Chromium, cold cache.`,
    '"First screen" is every script requested before the app showed the screen heading (on a',
    'page rendered ahead of time, before the app replaced it with its own); "by idle"',
    'adds what the page preloads once shown and idle (toaster, navigation drawer). gzip is each',
    `file compressed with gzip -9. Target for the first screen of \`/\`: at most ${TARGET_GZIP_KB} KB gzip.`,
    '',
    '| route | first screen: scripts | raw KB | gzip KB | by idle: scripts | gzip KB |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `The first screen of \`/tims/\` loads ${kb(home.gzip)} KB gzip: it ${verdict} the target.`,
  ].join('\n');
  writeBenchmarkSection('bench:bundle', markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
