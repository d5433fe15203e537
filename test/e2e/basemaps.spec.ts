import { expect, test, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 180_000 });

/** The seeded basemap gallery (server/portal/seed/basemaps.ts). */
const DARK_GRAY = '79476850b32bbbd65ffbcb81aad8e111';
const DISTRICTS = 'e6a5b8ba2c2023fb375353ac606647f6';

async function mapDrawn(page: Page) {
  const surface = page.locator('[aria-label^="Map."]');
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
}

interface TileAnswer {
  style: string;
  z: number;
  status: number;
  type: string | undefined;
}

/** Every tile the page fetches from TIMS's tile route. */
function watchTiles(page: Page): TileAnswer[] {
  const answers: TileAnswer[] = [];
  page.on('response', (response) => {
    const match = /\/tims\/api\/tiles\/([a-z-]+)\/(\d+)\/\d+\/\d+\.png$/.exec(response.url());
    if (match) {
      answers.push({
        style: match[1]!,
        z: Number(match[2]),
        status: response.status(),
        type: response.headers()['content-type'],
      });
    }
  });
  return answers;
}

/** The mean brightness (0–255) of what the map's canvas shows. */
async function canvasBrightness(page: Page): Promise<number> {
  const shot = await page.locator('.esri-view-root canvas').first().screenshot();
  const { channels } = await sharp(shot).stats();
  return (channels[0]!.mean + channels[1]!.mean + channels[2]!.mean) / 3;
}

async function attach(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

test('a basemap of the portal gallery is chosen on /map and drawn from TIMS tiles', async ({
  page,
}, testInfo) => {
  const tiles = watchTiles(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('map');
  await mapDrawn(page);
  const offlineBrightness = await canvasBrightness(page);
  await page.getByRole('tab', { name: 'Basemap' }).click();
  await expect(page.getByRole('radio', { name: 'Light', exact: true })).toBeChecked();
  const gallery = page.getByRole('radiogroup', { name: 'Portal basemaps' });
  await expect(gallery.getByRole('radio')).toHaveCount(3);
  await expect(gallery.locator('img')).toHaveCount(3);
  await attach(page, testInfo, 'the picker, offline light basemap (1280 px)');

  await gallery.getByText('Dark Gray Canvas (TIMS)').click();
  await expect(gallery.getByRole('radio', { name: 'Dark Gray Canvas (TIMS)' })).toBeChecked();
  await expect
    .poll(() => tiles.filter((tile) => tile.style === 'dark-gray').length, { timeout: 60_000 })
    .toBeGreaterThan(3);
  await mapDrawn(page);
  const darkTiles = tiles.filter((tile) => tile.style === 'dark-gray');
  expect(darkTiles.every((tile) => tile.status === 200 && tile.type === 'image/png')).toBe(true);
  // The tiles are drawn: the map went from the light offline basemap to a dark one.
  await expect.poll(() => canvasBrightness(page), { timeout: 30_000 }).toBeLessThan(110);
  expect(offlineBrightness).toBeGreaterThan(170);
  await expect(page.getByRole('radio', { name: 'Light', exact: true })).not.toBeChecked();
  await attach(page, testInfo, 'Dark Gray Canvas (TIMS) (1280 px)');

  // By keyboard, to the next basemap of the gallery.
  await gallery.getByRole('radio', { name: 'Dark Gray Canvas (TIMS)' }).press('ArrowDown');
  await expect(gallery.getByRole('radio', { name: 'Districts (TIMS)' })).toBeChecked();
  await expect
    .poll(() => tiles.filter((tile) => tile.style === 'districts').length, { timeout: 60_000 })
    .toBeGreaterThan(3);
  await mapDrawn(page);
  await attach(page, testInfo, 'Districts (TIMS) (1280 px)');

  // A shared link keeps the choice.
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('textbox', { name: 'Link to this map' })).toHaveValue(
    new RegExp(`basemap=${DISTRICTS}`),
  );
});

test('a link naming a gallery basemap opens with it, on a phone, and deep zooms reuse level 14', async ({
  page,
}, testInfo) => {
  const tiles = watchTiles(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`map?basemap=${DARK_GRAY}&center=-82.99,39.96&level=16`);
  await mapDrawn(page);
  await expect
    .poll(() => tiles.filter((tile) => tile.style === 'dark-gray').length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Hide map tools' }).click();
  await mapDrawn(page);
  // TIMS draws levels 0–14; the web map says so, and the map scales level 14 up, staying at 16.
  expect(tiles.every((tile) => tile.z <= 14 && tile.status === 200)).toBe(true);
  expect(tiles.some((tile) => tile.z === 14)).toBe(true);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('textbox', { name: 'Link to this map' })).toHaveValue(/level=16/);
  await page.keyboard.press('Escape');
  await attach(page, testInfo, 'Dark Gray Canvas (TIMS) at level 16 (375 px)');

  await page.goto(`map?basemap=${DISTRICTS}`);
  await mapDrawn(page);
  await expect
    .poll(() => tiles.filter((tile) => tile.style === 'districts').length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Hide map tools' }).click();
  await mapDrawn(page);
  await attach(page, testInfo, 'Districts (TIMS) (375 px)');
  await page.getByRole('button', { name: 'Show map tools' }).click();
  await page.getByRole('tab', { name: 'Basemap' }).click();
  await expect(page.getByRole('radio', { name: 'Districts (TIMS)' })).toBeChecked();
  await attach(page, testInfo, 'the picker on a phone (375 px)');
});
