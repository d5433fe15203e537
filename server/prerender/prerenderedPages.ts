import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppConfig } from '../../contracts/config';

/**
 * The public screens rendered ahead of time by `npm run build:prerender` (snapshot.ts): one HTML
 * file each under `<appDir>/prerendered/`, listed in its manifest with the config the screens
 * were rendered with. Served in place of index.html so a phone paints the screen before the
 * JavaScript has loaded; the app then replaces it (src/app/prerendered.ts).
 */
export const PRERENDERED_DIR = 'prerendered';
export const MANIFEST_FILE = 'manifest.json';

/** The app's layouts: the menu beside the header, or in a drawer (phones, narrow windows). */
export type PrerenderLayout = 'wide' | 'drawer';

export interface PrerenderManifest {
  /** The origin of the server the snapshot was taken from, written wherever the config has it. */
  origin: string;
  /** The config the screens were rendered with (GET /tims/api/config then). */
  config: AppConfig;
  /** The app path of each screen (`/`, `/projects`, …) → its file in each layout. */
  pages: Record<string, Record<PrerenderLayout, string>>;
}

/** A page's HTML and its compressed forms, made once when the server starts. */
export interface PrerenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function compressed(text: string): PrerenderedPage {
  const html = Buffer.from(text);
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** A screen in each layout. */
export type PrerenderedScreen = Record<PrerenderLayout, PrerenderedPage>;

/** A value with its objects' keys sorted, so two configs compare whatever their key order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, item]) => [key, canonical(item)]),
    );
  }
  return value;
}

/** The config less what no screen shows: Redux DevTools' switch changes no markup. */
function shown(config: AppConfig): unknown {
  const { devTools: _devTools, ...ui } = config.ui;
  return { ...config, ui };
}

/**
 * The pre-rendered pages this server may serve, by app path: none when there are none, or when
 * they were rendered with another config than this server's (another department, portal or
 * setting would show wrong), the snapshot's origin read as this server's public URL.
 */
export function loadPrerenderedPages(
  appDir: string,
  config: AppConfig,
  publicUrl: string,
): Map<string, PrerenderedScreen> {
  const dir = join(appDir, PRERENDERED_DIR);
  const manifestPath = join(dir, MANIFEST_FILE);
  const pages = new Map<string, PrerenderedScreen>();
  if (!existsSync(manifestPath)) return pages;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as PrerenderManifest;
  const withOrigin = (text: string) => text.replaceAll(manifest.origin, publicUrl);
  const renderedWith = JSON.parse(withOrigin(JSON.stringify(manifest.config))) as AppConfig;
  if (JSON.stringify(canonical(shown(renderedWith))) !== JSON.stringify(canonical(shown(config)))) {
    return pages;
  }
  const page = (file: string) => compressed(withOrigin(readFileSync(join(dir, file), 'utf8')));
  for (const [path, files] of Object.entries(manifest.pages)) {
    pages.set(path, { wide: page(files.wide), drawer: page(files.drawer) });
  }
  return pages;
}

/**
 * The layout a browser will show: the drawer's on a phone (Chromium's `Sec-CH-UA-Mobile`, or a
 * phone's user agent). A narrow desktop window gets the wide one, which the app then replaces.
 */
export function layoutFor(headers: Record<string, string | string[] | undefined>): PrerenderLayout {
  if (headers['sec-ch-ua-mobile'] === '?1') return 'drawer';
  const agent = String(headers['user-agent'] ?? '');
  return /Mobi|Android|iPhone|iPad|iPod/.test(agent) ? 'drawer' : 'wide';
}
