import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 120_000 });

const SERVICE = 'api/rest/services/Projects/FeatureServer';

async function mapDrawn(page: Page) {
  const surface = page.locator('[aria-label^="Map."]');
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
}

/** A project drawn as a point of its own (layer 0's point is where the map puts it). */
async function aProjectPoint(request: APIRequestContext) {
  const answer = await (
    await request.get(
      `${SERVICE}/0/query?f=json&where=${encodeURIComponent("phase = 'Construction'")}&outFields=pid&resultRecordCount=1&outSR=4326`,
    )
  ).json();
  const [feature] = answer.features as {
    attributes: { pid: string };
    geometry: { x: number; y: number };
  }[];
  return { pid: feature!.attributes.pid, lon: feature!.geometry.x, lat: feature!.geometry.y };
}

/**
 * What the server counts in the square of layer 2 (9.8 km, drawn at the state's scales) that
 * holds a point, and the PIDs of layer 0 inside that square, in PID order.
 */
async function squareAt(request: APIRequestContext, lon: number, lat: number) {
  const point = `${lon},${lat}`;
  const squares = await (
    await request.get(
      `${SERVICE}/2/query?f=json&geometry=${point}&geometryType=esriGeometryPoint&inSR=4326&outFields=projects&outSR=4326`,
    )
  ).json();
  const [square] = squares.features as {
    attributes: { projects: number };
    geometry: { rings: [number, number][][] };
  }[];
  const ring = square!.geometry.rings[0]!;
  const lons = ring.map(([x]) => x);
  const lats = ring.map(([, y]) => y);
  // Inside the square: its east and south sides belong to the next squares.
  const box = [
    Math.min(...lons),
    Math.min(...lats) + 1e-7,
    Math.max(...lons) - 1e-7,
    Math.max(...lats),
  ].join(',');
  const inside = await (
    await request.get(
      `${SERVICE}/0/query?f=json&geometry=${box}&geometryType=esriGeometryEnvelope&inSR=4326&outFields=pid&orderByFields=pid&returnGeometry=false&resultRecordCount=2000`,
    )
  ).json();
  const pids = (inside.features as { attributes: { pid: string } }[]).map((f) => f.attributes.pid);
  return { count: square!.attributes.projects, pids };
}

/** The popup's "1 of N" (N = 1 shows no pager). */
async function featuresInPopup(page: Page): Promise<number> {
  const popup = page.locator('.esri-popup');
  const pager = popup.getByText(/^\d+ of \d+$/);
  if ((await pager.count()) === 0) return 1;
  return Number((await pager.first().innerText()).split(' of ')[1]);
}

test('zoomed out, the projects are squares, and a click on one lists every project in it', async ({
  page,
  request,
}, testInfo) => {
  const { lon, lat } = await aProjectPoint(request);
  const square = await squareAt(request, lon, lat);
  expect(square.pids).toHaveLength(square.count);

  await page.goto(`map?center=${lon},${lat}&level=8`);
  await mapDrawn(page);
  await page.getByRole('tab', { name: 'Legend' }).click();
  await expect(page.locator('#map-tools')).toContainText('Projects per square');

  const map = (await page.locator('.esri-view-root').boundingBox())!;
  await page.mouse.click(map.x + map.width / 2, map.y + map.height / 2);
  const popup = page.locator('.esri-popup');
  await expect(popup).toContainText(square.pids[0]!, { timeout: 45_000 });
  await expect(popup.locator('th', { hasText: 'Work type' })).toBeVisible();
  expect(await featuresInPopup(page)).toBe(square.count);
  await testInfo.attach('a square clicked at level 8', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

test('zoomed out, Identify lists the projects of the square at the centre; zoomed in, points', async ({
  page,
  request,
}) => {
  const { pid, lon, lat } = await aProjectPoint(request);
  const square = await squareAt(request, lon, lat);
  await page.goto(`map?center=${lon},${lat}&level=8`);
  await mapDrawn(page);
  await page.getByRole('button', { name: 'Identify' }).click();
  const popup = page.locator('.esri-popup');
  await expect(popup).toContainText(square.pids[0]!, { timeout: 45_000 });
  expect(await featuresInPopup(page)).toBe(square.count);

  // Past 1:750,000 every project is its own point: identify finds the one at the centre.
  await page.goto(`map?center=${lon},${lat}&level=14`);
  await mapDrawn(page);
  await page.getByRole('button', { name: 'Identify' }).click();
  await expect(popup).toContainText(pid, { timeout: 45_000 });
});
