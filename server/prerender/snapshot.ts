/**
 * `npm run build:prerender` (the last step of `npm run build`): renders the public screens ahead
 * of time. The built server runs on a throw-away database, Chromium opens each screen as a
 * visitor would, at a phone's and at a desktop's width, and what it shows is kept as HTML under
 * `build/app/prerendered/` with the styles it uses; prerenderedPages.ts serves it.
 *
 * Only what is the same for every visitor is kept: the requests for data (the API but the
 * config, and the portal) are held unanswered, so the screens show their loading states where
 * data goes. The config is recorded in the manifest; a server with another config serves
 * index.html instead.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import type { AppConfig } from '../../contracts/config';
import {
  MANIFEST_FILE,
  PRERENDERED_DIR,
  type PrerenderLayout,
  type PrerenderManifest,
} from './prerenderedPages';

const ROOT = resolve(__dirname, '../..');
const APP_DIR = process.env.APP_DIR ?? join(ROOT, 'build/app');
const SERVER_ENTRY = join(ROOT, 'build/server/server/main.js');
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The public screens of spec §2 a visitor opens first, by app path. */
const SCREENS: Record<string, string> = {
  '/': 'home',
  '/projects': 'projects',
  '/maps': 'maps',
  '/mapviewers': 'mapviewers',
  '/data': 'data',
  '/support': 'support',
};

/**
 * The app's two layouts (src/features/shell/layoutMode.ts): the menu beside the header, or in a
 * drawer on a phone or a narrow window. Each is rendered at a width of its own; the server sends
 * phones the drawer's (prerenderedPages.ts).
 */
const LAYOUTS: Record<PrerenderLayout, BrowserContextOptions> = {
  wide: { viewport: { width: 1280, height: 900 }, hasTouch: false, isMobile: false },
  drawer: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
};

interface Rendered {
  markup: string;
  rules: string[];
  title: string;
  namespaces: string[];
  fonts: string[];
  fontFaces: string[];
}

/**
 * Run in the page (as text: the server's TypeScript has no DOM types). Fluent and
 * styled-components insert their rules through the CSSOM, so the rules are read there; the
 * namespaces are those of the locale chunks the screen loaded (`locale-en-home-json.….js`), the
 * fonts those its text needed.
 */
const READ_FONTS = 'document.fonts.ready.then(() => undefined)';
const READ_SCREEN = `(() => {
  const picture = document.getElementById('root').cloneNode(true);
  picture.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  picture.querySelectorAll('main').forEach((main) => {
    const box = document.createElement('div');
    for (const attribute of main.attributes) box.setAttribute(attribute.name, attribute.value);
    box.append(...main.childNodes);
    main.replaceWith(box);
  });
  return {
  markup: picture.innerHTML,
  rules: [...document.styleSheets]
    .filter((sheet) => sheet.ownerNode instanceof HTMLStyleElement)
    .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
  title: document.title,
  namespaces: performance
    .getEntriesByType('resource')
    .map((entry) => /\\/locale-[a-zA-Z-]+?-([a-zA-Z]+)-json\\./.exec(entry.name)?.[1])
    .filter(Boolean),
  fonts: performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.endsWith('.woff2')),
  fontFaces: [...document.styleSheets]
    .flatMap((sheet) => { try { return [...sheet.cssRules]; } catch { return []; } })
    .filter((rule) => rule instanceof CSSFontFaceRule)
    .map((rule) => rule.cssText),
  };
})()`;

/** A port no one listens on now (PRERENDER_PORT, or one the system picks). */
function freePort(): Promise<number> {
  if (process.env.PRERENDER_PORT) return Promise.resolve(Number(process.env.PRERENDER_PORT));
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<{ origin: string; stop: () => Promise<void> }> {
  const PORT = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tims-prerender-'));
  const origin = `http://127.0.0.1:${PORT}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      APP_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WORKERS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && child.exitCode === null) {
    const healthy = await fetch(`${origin}/tims/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    // Healthy, and ours: another server on that port would answer too.
    if (healthy && child.exitCode === null) return { origin, stop };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  await stop();
  throw new Error(`The built server at ${origin} did not become healthy`);
}

async function render(
  browser: Browser,
  url: string,
  layout: PrerenderLayout,
): Promise<Rendered | null> {
  const context = await browser.newContext({ ...LAYOUTS[layout], locale: 'en-US' });
  try {
    // Data differs by visitor and by hour: held, so the screen shows where it will go.
    await context.route(
      (target) =>
        (target.pathname.startsWith('/tims/api/') && target.pathname !== '/tims/api/config') ||
        target.pathname.startsWith('/portal/'),
      () => undefined,
    );
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const heading = page.locator('main h1').first();
    if (
      !(await heading.waitFor({ timeout: 15_000 }).then(
        () => true,
        () => false,
      ))
    )
      return null;
    await page.evaluate(READ_FONTS);
    return (await page.evaluate(READ_SCREEN)) as Rendered;
  } finally {
    await context.close();
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with the screen in #root and its styles. The screen is a picture of the app's, inert
 * until the app replaces it: no ids and no main landmark, which are the app's own.
 */
function pageHtml(template: string, screen: Rendered): string {
  const root =
    `<div id="root"><div data-prerendered data-namespaces="${escapeHtml(screen.namespaces.join(' '))}" inert>` +
    `${screen.markup}</div></div>`;
  const withRoot = template.replace('<div id="root"></div>', () => root);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div>');
  // The screen's text is in the page: its fonts are needed at once, not once the CSS is laid
  // out. And its text waits for them (they come with the page) rather than being painted in a
  // fallback font first: the app's own text, painted in them, would otherwise be larger, a new
  // largest paint. These faces come after the stylesheet's, so they win while pre-rendered.
  const fonts = [...new Set(screen.fonts)];
  const blockingFaces = screen.fontFaces
    .filter((face) => fonts.some((font) => face.includes(font)))
    .map((face) => face.replace(/font-display:\s*\w+/, 'font-display: block'));
  const rules = [...new Set([...blockingFaces, ...screen.rules])];
  // `</style` inside a rule would end the element early; CSS never needs it.
  const css = rules.join('').replace(/<\/style/gi, '<\\/style');
  const preloads = fonts
    .map(
      (font) =>
        `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('');
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`)
    .replace('</head>', () => `${preloads}<style data-prerendered>${css}</style></head>`);
}

async function main() {
  const template = readFileSync(join(APP_DIR, 'index.html'), 'utf8');
  const outDir = join(APP_DIR, PRERENDERED_DIR);
  rmSync(outDir, { recursive: true, force: true });
  if (!existsSync(CHROMIUM_PATH)) {
    // A build on a machine without Chromium still works: every screen is served as index.html.
    console.warn(`prerender: no Chromium at ${CHROMIUM_PATH}; the screens are not pre-rendered`);
    return;
  }
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const config = (await (await fetch(`${server.origin}/tims/api/config`)).json()) as AppConfig;
    const manifest: PrerenderManifest = { origin: server.origin, config, pages: {} };
    mkdirSync(outDir, { recursive: true });
    for (const [path, name] of Object.entries(SCREENS)) {
      const url = `${server.origin}/tims${path}`;
      const files: Partial<Record<PrerenderLayout, string>> = {};
      for (const layout of ['wide', 'drawer'] as const) {
        const screen = await render(browser, url, layout);
        if (!screen) break;
        files[layout] = `${name}.${layout}.html`;
        writeFileSync(join(outDir, files[layout]), pageHtml(template, screen));
      }
      if (!files.wide || !files.drawer) {
        console.warn(`prerender: ${path} showed no heading; it is served as index.html`);
        continue;
      }
      manifest.pages[path] = { wide: files.wide, drawer: files.drawer };
      console.log(`prerender: ${path} → ${PRERENDERED_DIR}/${name}.{wide,drawer}.html`);
    }
    writeFileSync(join(outDir, MANIFEST_FILE), JSON.stringify(manifest, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
