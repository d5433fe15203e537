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
}

/**
 * Run in the page (as text: the server's TypeScript has no DOM types). Fluent and
 * styled-components insert their rules through the CSSOM, so the rules are read there; the
 * namespaces are those of the locale chunks the screen loaded (`locale-en-home-json.….js`).
 */
const READ_FONTS = 'document.fonts.ready.then(() => undefined)';
const READ_SCREEN = `(() => {
  const root = document.getElementById('root');
  const picture = root.cloneNode(true);
  picture.querySelectorAll('[id]').forEach((element) => element.removeAttribute('id'));
  // A closed select shows its chosen option only; the others (the language picker's names in a
  // dozen scripts) would cost a phone a long layout and several font files. Its width is kept.
  const selects = [...root.querySelectorAll('select')];
  picture.querySelectorAll('select').forEach((select, index) => {
    const original = selects[index];
    if (!original) return;
    select.style.width = original.getBoundingClientRect().width + 'px';
    [...select.options].forEach((option, at) => {
      if (at === original.selectedIndex) option.setAttribute('selected', '');
      else option.remove();
    });
  });
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
 *
 * The page's own stylesheet (main.css: the font faces and the fallback face) comes inline, so
 * the first paint waits for no other request. While the picture is shown its web fonts are
 * `font-display: optional` (faces after the stylesheet's win): its text is painted at once, in
 * Source Sans if that is already there, else in the fallback face ('Source Sans 3 Fallback',
 * src/app/theme/fallbackFont.css: Arial scaled to Source Sans's metrics, slightly larger), and
 * is not laid out again as each of the font files comes (on a phone, a long task each). The
 * app's text, painted later in Source Sans, is never larger than the picture's, so it does not
 * become a new, later largest paint.
 */
function pageHtml(template: string, screen: Rendered, stylesheets: Map<string, string>): string {
  const root =
    `<div id="root"><div data-prerendered data-namespaces="${escapeHtml(screen.namespaces.join(' '))}" inert>` +
    `${screen.markup}</div></div>`;
  const withRoot = template.replace('<div id="root"></div>', () => root);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div>');
  // `</style` inside a rule would end the element early; CSS never needs it.
  const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');
  const optionalFaces = [...stylesheets.values()].flatMap((sheet) =>
    [...sheet.matchAll(/@font-face\s*{[^}]*}/g)]
      .map(([face]) => face)
      .filter((face) => /font-display:\s*swap/.test(face))
      .map((face) => face.replace(/font-display:\s*swap/, 'font-display: optional')),
  );
  const css = styleText([...optionalFaces, ...new Set(screen.rules)].join(''));
  return withRoot
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(screen.title)}</title>`)
    .replace(/<link href="([^"]+\.css)" rel="stylesheet">/g, (link, href: string) => {
      const sheet = stylesheets.get(href);
      return sheet === undefined ? link : `<style>${styleText(sheet)}</style>`;
    })
    .replace('</head>', () => `<style data-prerendered>${css}</style></head>`);
}

/** The stylesheets index.html links, by their address (`/tims/main.….css`). */
function linkedStylesheets(template: string): Map<string, string> {
  const sheets = new Map<string, string>();
  for (const [, href] of template.matchAll(/<link href="([^"]+\.css)" rel="stylesheet">/g)) {
    const file = join(APP_DIR, href!.replace(/^\/tims\//, ''));
    if (existsSync(file)) sheets.set(href!, readFileSync(file, 'utf8'));
  }
  return sheets;
}

async function main() {
  const template = readFileSync(join(APP_DIR, 'index.html'), 'utf8');
  const stylesheets = linkedStylesheets(template);
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
        writeFileSync(join(outDir, files[layout]), pageHtml(template, screen, stylesheets));
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
