import { expect, test } from '@playwright/test';
import { PHASES } from '../../contracts/projectFields';
import { keepProfileLanguage } from './routeTable';
import { DEMO_PASSWORD } from './signInAsAdministrator';
import { words } from './shippedWords';

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 180_000 });

const de = (namespace: string, key: string) => words('de', namespace, key);

interface BridgeFeature {
  geometry: { coordinates: [number, number] };
  properties: { structureNumber: string; condition: 'Good' | 'Fair' | 'Poor' };
}

/** server/portal/constants.ts: the Projects layer (0) of the Projects service. */
const PROJECTS = 'bb164d816c8419738c4bcaff24cf4cce_0';

/** The phases as the service holds them, with their German names (where they differ). */
const PHASES_IN_GERMAN = PHASES.map((phase) => ({
  phase,
  german: de('projects', `phases.${phase}`),
}));

test('a dataset page in German: the phases in German, the department’s own words marked English', async ({
  page,
}) => {
  await page.goto(`data/dataset/${PROJECTS}?lang=de`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const fields = page.getByRole('table', { name: de('data', 'fields.label') });
  const phase = fields.locator('#field-phase');
  await expect(phase).toBeVisible({ timeout: 30_000 });

  // The values the field takes (with their counts): German names, no English phase left.
  const values = phase.getByRole('list');
  await expect(
    values.getByText(new RegExp(`^${de('projects', 'phases.Construction')} \\(`)),
  ).toBeVisible();
  const listed = await values.getByRole('listitem').allTextContents();
  for (const item of listed) {
    expect(PHASES_IN_GERMAN.some(({ german }) => item.startsWith(`${german} (`))).toBe(true);
  }

  // The definition and alias are the department's English: a screen reader reads them so.
  const definition = phase.locator('td').nth(2).locator('[lang="en"]');
  await expect(definition).toHaveAttribute('dir', 'ltr');
  await expect(definition).not.toBeEmpty();
  await expect(phase.locator('[lang="en"]', { hasText: /^Phase$/ })).toHaveCount(1);
  await expect(
    page.getByRole('heading', { level: 2, name: de('data', 'fields.title') }),
  ).not.toHaveAttribute('lang');

  // The preview's rows: the phase column in German too.
  const preview = page.getByRole('table', { name: de('data', 'preview.label') });
  await expect(preview.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const english: readonly string[] = PHASES;
  const cells = await preview.locator('td').allTextContents();
  expect(cells.some((cell) => PHASES_IN_GERMAN.some(({ german }) => cell === german))).toBe(true);
  expect(cells.filter((cell) => english.includes(cell))).toEqual([]);
});

test('the map in German: a project’s phase and a district’s popup speak German', async ({
  page,
  request,
}) => {
  const found = await (await request.get('api/projects?phase=Construction&limit=1')).json();
  const pid = found.items[0].pid as string;
  await page.goto('map?lang=de');
  const surface = page.locator('[aria-label^="Karte."], [aria-label^="Map."]').first();
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });

  await page
    .getByRole('search', { name: de('map', 'search.label') })
    .getByRole('searchbox')
    .fill(pid);
  await page.getByRole('button', { name: de('map', 'search.submit'), exact: true }).click();
  const popup = page.locator('.esri-popup');
  await expect(popup).toContainText(pid, { timeout: 45_000 });
  const phaseRow = popup.locator('tr', {
    has: page.locator('th', { hasText: de('map', 'popup.phase') }),
  });
  await expect(phaseRow.locator('td')).toHaveText(de('projects', 'phases.Construction'));

  // Only the districts left on the map: Identify at the centre opens the district there.
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: de('map', 'panel.layers') }).click();
  const tools = page.locator('#map-tools');
  for (const id of ['projects', 'project-lines']) {
    const title = de('map', `layers.titles.${id}`);
    await tools
      .getByRole('checkbox', { name: de('map', 'layers.visible').replace('{{title}}', title) })
      .uncheck();
  }
  await page.getByRole('button', { name: de('map', 'identify'), exact: true }).click();
  const title = new RegExp(de('projects', 'facets.districtN').replace('{{n}}', '\\d{1,2}'));
  await expect(popup).toContainText(title, { timeout: 45_000 });
  await expect(popup.locator('th', { hasText: de('map', 'popup.district') })).toBeVisible();
  await expect(popup.locator('th', { hasText: de('map', 'popup.counties') })).toBeVisible();
  // Nothing of the service's English: its aliases, its names.
  await expect(popup).not.toContainText(/District \d/);
  await expect(popup.locator('th', { hasText: /^(District|Counties|Name)$/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('district-popup-de.png') });
});

test('the map in German: a bridge’s popup (staff only) speaks German, its condition too', async ({
  page,
  request,
  baseURL,
}) => {
  // One bridge, where it is and its condition, read with a staff member's portal token.
  const origin = new URL(baseURL!).origin;
  const generated = await request.post(`${origin}/portal/sharing/rest/generateToken`, {
    form: {
      username: 'tims.staff',
      password: DEMO_PASSWORD,
      f: 'json',
      client: 'referer',
      referer: 'e2e',
    },
  });
  const { token } = (await generated.json()) as { token: string };
  const answer = await request.get('api/rest/services/Bridges/FeatureServer/0/query', {
    params: { where: '1=1', outFields: '*', resultRecordCount: 1, f: 'geojson', token },
  });
  const bridge = ((await answer.json()) as { features: BridgeFeature[] }).features[0]!;
  const [lon, lat] = bridge.geometry.coordinates;
  const { structureNumber, condition } = bridge.properties;

  // Signed in from the map at the bridge: the portal sends the staff member back there. German
  // stays out of tims.staff's profile: every spec signing in as them afterwards opens in English.
  await keepProfileLanguage(page);
  const at = `map?lang=de&center=${lon},${lat}&level=16&visiblelayers=bridges`;
  await page.goto(at);
  await page
    .getByRole('banner')
    .getByRole('button', { name: de('common', 'header.signIn'), exact: true })
    .click();
  await page.getByLabel('Username').fill('tims.staff');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/tims\/map\?.*center=/);
  const surface = page.locator('[aria-label^="Karte."], [aria-label^="Map."]').first();
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  await page.getByRole('button', { name: de('map', 'identify'), exact: true }).click();
  const popup = page.locator('.esri-popup');
  const title = de('map', 'popup.bridgeTitle').replace('{{number}}', structureNumber);
  await expect(popup).toContainText(title, { timeout: 45_000 });
  const row = (label: string) =>
    popup.locator('tr', { has: page.locator('th', { hasText: label }) }).locator('td');
  await expect(row(de('map', 'popup.condition'))).toHaveText(
    de('map', `legend.conditions.${condition}`),
  );
  await expect(row(de('map', 'popup.yearBuilt'))).toHaveText(/^\d{4}$/);
  await expect(popup.locator('th', { hasText: de('map', 'popup.featureCrossed') })).toBeVisible();
  // None of the service's English aliases.
  await expect(popup.locator('th', { hasText: /^(Condition|Year built|County)$/ })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('bridge-popup-de.png') });
});
