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

const TARGET_GZIP_KB = 150;
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

interface Measure {
  route: string;
  files: number;
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 8291));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results: Measure[] = [];
  try {
    for (const route of ROUTES) {
      const context = await browser.newContext(); // a cold cache for every route
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') bodies.push(response.body());
      });
      await page.goto(`${server.origin}/tims${route}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      const files = await Promise.all(bodies);
      results.push({
        route,
        files: files.length,
        raw: files.reduce((sum, body) => sum + body.length, 0),
        gzip: files.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0),
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const home = results[0]!;
  const verdict = home.gzip / 1024 <= TARGET_GZIP_KB ? 'meets' : 'misses';
  const commit = execSync('git rev-parse --short HEAD 2>/dev/null || echo uncommitted')
    .toString()
    .trim();
  const rows = results.map((r) => `| \`${r.route}\` | ${r.files} | ${kb(r.raw)} | ${kb(r.gzip)} |`);
  const markdown = [
    '## First-screen JavaScript (`npm run bench:bundle`)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\`: Debian Chromium, cold cache,`,
    'every script the page loads until the network is idle and the screen heading shows;',
    'gzip is each file compressed with gzip -9. Target for `/`: at most ' +
      `${TARGET_GZIP_KB} KB gzip.`,
    '',
    '| route | scripts | raw KB | gzip KB |',
    '|---|---:|---:|---:|',
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
