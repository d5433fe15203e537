import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { words } from './shippedWords';

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 150_000 });

const de = (namespace: string, key: string) => words('de', namespace, key);

async function twoProjectPids(request: APIRequestContext): Promise<[string, string]> {
  const found = await (await request.get('api/projects?phase=Construction&limit=2')).json();
  return [found.items[0].pid as string, found.items[1].pid as string];
}

async function findOnMap(page: Page, pid: string, label: string, submit: string) {
  await page.getByRole('search', { name: label }).getByRole('searchbox').fill(pid);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

test('Deutsch chosen on /map: the popup, layer titles, legend and widgets speak German on the same map', async ({
  page,
  request,
}) => {
  const [pid, other] = await twoProjectPids(request);
  await page.goto('map');
  const surface = page.locator('[aria-label^="Map."]');
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  // A mark on the live view's element: a map made again would not carry it.
  await page.locator('.esri-view-root').evaluate((root) => root.setAttribute('data-e2e', 'first'));

  await findOnMap(page, pid, 'Find a project on the map', 'Find');
  const popup = page.locator('.esri-popup');
  await expect(popup.locator('th', { hasText: 'Work type' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // The popup that was open takes the German labels, with no reload and no new map.
  await expect(popup.locator('th', { hasText: de('map', 'popup.workType') })).toBeVisible({
    timeout: 30_000,
  });
  await expect(popup.locator('th', { hasText: de('map', 'popup.estimatedCost') })).toBeVisible();
  await expect(popup.getByRole('link', { name: de('map', 'popup.details') })).toBeVisible();
  await expect(popup.locator('th', { hasText: 'Work type' })).toHaveCount(0);
  await expect(page.locator('.esri-view-root')).toHaveAttribute('data-e2e', 'first');
  // @arcgis/core's own widgets follow the document's language too.
  await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible();
  // The map's description names the measuring keys, in German.
  await expect(page.locator(`[aria-label="${de('map', 'mapLabel')}"]`)).toHaveCount(1);

  // A popup opened afterwards is German from the start.
  await findOnMap(page, other, de('map', 'search.label'), de('map', 'search.submit'));
  await expect(popup).toContainText(other, { timeout: 30_000 });
  await expect(popup.locator('th', { hasText: de('map', 'popup.phase') })).toBeVisible();
  await expect(popup.locator('th', { hasText: de('map', 'popup.counties') })).toBeVisible();

  // The legend: TIMS's layer titles and the phases, in German.
  await page.getByRole('tab', { name: de('map', 'panel.legend') }).click();
  const legend = page.locator('#map-tools .esri-legend');
  await expect(legend).toContainText(de('map', 'layers.titles.projects'), { timeout: 30_000 });
  await expect(legend).toContainText(de('projects', 'phases.Construction'));
  await expect(legend).toContainText(de('map', 'layers.titles.districts'));
  await expect(page.locator('.esri-view-root')).toHaveAttribute('data-e2e', 'first');
});
