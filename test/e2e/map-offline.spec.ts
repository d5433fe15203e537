import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { decodeRange } from '../../tools/glyphs/decodeRange';
import { words } from './shippedWords';

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 150_000 });

/** Draws a measurement with the mouse until Esri's tool, which starts asynchronously, answers. */
async function measureWithMouse(page: Page, tool: 'Distance' | 'Area') {
  await page.getByRole('radio', { name: tool }).check();
  const map = await page.locator('.esri-view-root').boundingBox();
  const at = (x: number, y: number) => [map!.x + map!.width * x, map!.y + map!.height * y] as const;
  await expect(async () => {
    await page.mouse.click(...at(0.3, 0.4));
    await page.mouse.click(...at(0.6, 0.45));
    await page.mouse.dblclick(...at(0.45, 0.75));
    await expect(page.getByRole('status').filter({ hasText: 'Result:' })).toBeVisible({
      timeout: 10_000,
    });
  }).toPass({ timeout: 60_000 });
}

test('measuring with the mouse fetches nothing from outside TIMS (no fonts from a CDN)', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const outside: string[] = [];
  const glyphs: { url: string; status: number }[] = [];
  // The context hears the page's requests and its workers' (@arcgis/core draws in workers).
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) outside.push(url);
  });
  context.on('response', (response) => {
    if (/\/tims\/fonts\/.+\.pbf$/.test(response.url())) {
      glyphs.push({ url: response.url(), status: response.status() });
    }
  });
  // A request the page's Content Security Policy stops never reaches the network: the console
  // says so (this is how Esri's CDN fonts showed up before TIMS served its own).
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) outside.push(message.text());
  });
  await page.goto('map');
  const surface = page.locator('[aria-label^="Map."]');
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  await page.getByRole('tab', { name: 'Measure' }).click();
  for (const tool of ['Distance', 'Area'] as const) {
    await measureWithMouse(page, tool);
    // The measurement's line and its label drawn (and whatever they needed fetched).
    await page.mouse.move(10, 10);
    await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  }
  expect(outside).toEqual([]);
  // The length's label is drawn with TIMS's glyphs.
  expect(glyphs).toContainEqual({
    url: `${origin}/tims/fonts/arial-unicode-ms-regular/0-255.pbf`,
    status: 200,
  });
});

/**
 * Every request the page and its workers make outside TIMS (or that the page's Content Security
 * Policy stops), and the glyph ranges fetched from TIMS with what they hold.
 */
function watchRequests(page: Page, context: BrowserContext, origin: string) {
  const outside: string[] = [];
  const ranges = new Map<string, { status: number; glyphs: Map<number, number> }>();
  const pending: Promise<void>[] = [];
  context.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== origin) outside.push(url);
  });
  context.on('response', (response) => {
    const match = /\/tims\/fonts\/(.+\.pbf)$/.exec(response.url());
    if (!match) return;
    pending.push(
      response.body().then((body) => {
        // Each glyph's id and the size of its signed-distance bitmap (0: drawn as nothing).
        const glyphs = new Map(
          decodeRange(new Uint8Array(body)).glyphs.map((glyph) => [glyph.id, glyph.bitmap.length]),
        );
        ranges.set(match[1]!, { status: response.status(), glyphs });
      }),
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) outside.push(message.text());
  });
  return { outside, ranges, settled: () => Promise.all(pending) };
}

/** Measures an area in acres with the mouse in a language; returns the label Esri's tool drew. */
async function measureAcres(page: Page, language: string): Promise<string> {
  const say = (key: string) => words(language, 'map', key);
  await page.goto(`map?lang=${language}`);
  const surface = page.getByLabel(say('mapLabel'), { exact: true });
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  // TIMS's panel: Esri's own measuring panel on the map has a "Unit" of its own.
  const tools = page.locator('#map-tools');
  await tools.getByRole('tab', { name: say('panel.measure') }).click();
  await tools.getByRole('radio', { name: say('measure.area') }).check();
  await tools.getByRole('combobox', { name: say('measure.unit') }).selectOption('acres');
  const [before, after] = say('measure.result').split('{{text}}') as [string, string];
  const result = tools.getByRole('status').filter({ hasText: before.trim() });
  const map = await page.locator('.esri-view-root').boundingBox();
  const at = (x: number, y: number) => [map!.x + map!.width * x, map!.y + map!.height * y] as const;
  await expect(async () => {
    await page.mouse.click(...at(0.3, 0.4));
    await page.mouse.click(...at(0.6, 0.45));
    await page.mouse.dblclick(...at(0.45, 0.75));
    await expect(result).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  // The label drawn, and whatever it needed fetched.
  await page.mouse.move(10, 10);
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  const text = (await result.textContent())!.trim();
  return text.slice(before.length, text.length - after.length).trim();
}

/** The glyphs with a bitmap in the ranges fetched. */
function drawnGlyphs(ranges: Map<string, { status: number; glyphs: Map<number, number> }>) {
  const drawn = new Set<number>();
  for (const { glyphs } of ranges.values()) {
    for (const [id, size] of glyphs) if (size > 0) drawn.add(id);
  }
  return drawn;
}

test('measuring in Japanese draws the unit’s katakana with TIMS’s glyphs', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const watched = watchRequests(page, context, origin);
  const label = await measureAcres(page, 'ja');
  await watched.settled();
  expect(label).toMatch(/^[\d,.]+ エーカー$/);
  expect(watched.outside).toEqual([]);
  expect(watched.ranges.get('arial-unicode-ms-regular/12288-12543.pbf')?.status).toBe(200);
  const drawn = drawnGlyphs(watched.ranges);
  for (const character of label.replace(/\s/g, '')) {
    expect(drawn, `a glyph for ${character}`).toContain(character.codePointAt(0));
  }
});

test('measuring in Arabic draws the unit in the contextual forms @arcgis/core shapes it into', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const watched = watchRequests(page, context, origin);
  const label = await measureAcres(page, 'ar');
  await watched.settled();
  expect(label).toMatch(/^[\d,.]+ \p{Script=Arabic}+$/u);
  expect(watched.outside).toEqual([]);
  // @arcgis/core's BidiEngine turns Arabic letters into presentation forms B before it asks.
  expect(watched.ranges.get('arial-unicode-ms-regular/65024-65279.pbf')?.status).toBe(200);
  const drawn = drawnGlyphs(watched.ranges);
  for (const character of label.replace(/\s/g, '')) {
    const forms = [...drawn].filter((id) =>
      /\p{Script=Arabic}/u.test(character)
        ? id >= 0xfe70 && String.fromCodePoint(id).normalize('NFKC').includes(character)
        : id === character.codePointAt(0),
    );
    expect(forms, `a glyph for ${character}`).not.toEqual([]);
  }
});
