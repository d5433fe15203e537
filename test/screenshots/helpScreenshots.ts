/**
 * The help centre's pictures (content/support/media/*.png), taken from the real app: the built
 * server on a free port and a throw-away data directory, Debian's Chromium at 1280 × 800, the
 * demo data and the local portal. Each picture is scaled to 1200 px wide and saved as a palette
 * PNG of at most 150 KB.
 *
 *   npm run build && node --import tsx test/screenshots/helpScreenshots.ts [name …]
 *
 * Names (see SHOTS) choose some pictures; none takes them all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import {
  freePort,
  standardMapsDrawn,
  startBuiltServer,
  type RunningServer,
} from '../bench/serverProcess';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const MEDIA_DIR = path.resolve(__dirname, '../../content/support/media');
const VIEWPORT = { width: 1280, height: 800 };
const OUTPUT_WIDTH = 1200;
const MAX_BYTES = 150 * 1024;
const PASSWORD = 'tims-demo-2026';
/** A Delaware County bridge replacement of the demo data, under construction (seed 20260101). */
const DETAILS_PID = '543449';
/** A resurfacing of US-50 in Delaware County: a line, so the map shows a stretch of road. */
const MAP_PID = '457060';

interface Shot {
  /** The file under content/support/media, without `.png`. */
  name: string;
  /** The picture shows standard maps: wait until the server has drawn them all. */
  needsStandardMaps?: boolean;
  /** Takes the picture of the page, signed in or not as it needs. */
  take(page: Page, origin: string): Promise<Buffer>;
}

/** Waits until the map has drawn what it should (the map surface is busy until then). */
async function mapDrawn(page: Page) {
  await page.waitForSelector('[aria-label^="Map."][aria-busy="false"]', { timeout: 120_000 });
}

/** Every image in the window loaded (cards' thumbnails), so none shows half drawn. */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
}

async function signIn(page: Page, username: string) {
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  await page.waitForURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /account menu of/ }).waitFor();
}

const SHOTS: Shot[] = [
  {
    name: 'home',
    async take(page, origin) {
      await page.goto(`${origin}/tims/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await imagesLoaded(page);
      return page.screenshot();
    },
  },
  {
    name: 'project-search',
    async take(page, origin) {
      await page.goto(`${origin}/tims/projects?county=39041`);
      await page.getByRole('heading', { level: 2, name: /\d+ projects?$/ }).waitFor();
      await page.getByRole('row').nth(1).waitFor();
      return page.screenshot();
    },
  },
  {
    name: 'project-details',
    needsStandardMaps: true,
    async take(page, origin) {
      await page.goto(`${origin}/tims/projects/details?pid=${DETAILS_PID}`);
      await page.getByRole('table', { name: 'Project phases' }).waitFor();
      await page.getByRole('heading', { name: 'Standard maps' }).waitFor();
      await page.waitForLoadState('networkidle');
      return page.screenshot({ fullPage: true });
    },
  },
  {
    name: 'map',
    async take(page, origin) {
      // Signed in as staff: the Bridges layer and My maps are there, as staff see the map.
      await page.goto(`${origin}/tims/maps`);
      await signIn(page, 'tims.staff');
      await page.goto(`${origin}/tims/map?pid=${MAP_PID}`);
      await mapDrawn(page);
      await page.locator('.esri-popup').getByText(MAP_PID).first().waitFor({ timeout: 60_000 });
      // Out from the project to its county, with the popup still open: the picture has context.
      for (let level = 0; level < 3; level += 1) {
        await page.getByRole('button', { name: 'Zoom out' }).click();
        await page.waitForTimeout(500);
        await mapDrawn(page);
      }
      // The project sits at the map's centre with its popup above it. Only the part of the window
      // down to the project is kept: with software WebGL (SwiftShader) the canvas shows a blank
      // rectangle, the popup's size, on the other side of the project.
      return page.screenshot({ clip: { x: 0, y: 0, width: VIEWPORT.width, height: 490 } });
    },
  },
  {
    name: 'standard-maps',
    needsStandardMaps: true,
    async take(page, origin) {
      await page.goto(`${origin}/tims/maps`);
      await page
        .getByRole('button', { name: /^Preview / })
        .first()
        .waitFor();
      await imagesLoaded(page);
      return page.screenshot();
    },
  },
  {
    name: 'data-glossary',
    async take(page, origin) {
      await page.goto(`${origin}/tims/data`);
      await page.getByRole('heading', { level: 2, name: /\d+ datasets?$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      return page.screenshot();
    },
  },
];

/** 1200 px wide, palette colours: fewer colours until the file fits in MAX_BYTES. */
async function save(name: string, screenshot: Buffer) {
  const resized = sharp(screenshot).resize({ width: OUTPUT_WIDTH });
  for (const colours of [256, 128, 64, 32]) {
    const png = await resized
      .clone()
      .png({ palette: true, colours, effort: 10, compressionLevel: 9 })
      .toBuffer();
    if (png.length <= MAX_BYTES) {
      fs.writeFileSync(path.join(MEDIA_DIR, `${name}.png`), png);
      console.log(`${name}.png: ${Math.round(png.length / 1024)} KB, ${colours} colours`);
      return;
    }
  }
  throw new Error(`${name}.png stays above ${MAX_BYTES / 1024} KB even with 32 colours`);
}

async function main() {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !SHOTS.some((shot) => shot.name === name));
  if (unknown.length) throw new Error(`No such picture: ${unknown.join(', ')}`);
  const shots = wanted.length ? SHOTS.filter((shot) => wanted.includes(shot.name)) : SHOTS;
  fs.mkdirSync(MEDIA_DIR, { recursive: true });

  let server: RunningServer | null = null;
  let browser: Browser | null = null;
  try {
    server = await startBuiltServer(await freePort(), { RATE_LIMIT_PER_MINUTE: '0' });
    if (shots.some((shot) => shot.needsStandardMaps)) await standardMapsDrawn(server.origin);
    console.log(`TIMS at ${server.origin}`);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const shot of shots) {
      // A fresh context each: no sign-in or dismissed notice carries over.
      const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
      const page = await context.newPage();
      try {
        await save(shot.name, await shot.take(page, server.origin));
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
