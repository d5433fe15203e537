import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { wcagViolations } from './axe';
import { steadyRead } from './steady';

// The gallery runs beside the map's software-WebGL tests; opening a web map draws one.
test.describe.configure({ timeout: 120_000 });

const PASSWORD = 'tims-demo-2026';
/** server/portal/constants.ts */
const PLANNING = '3f442234f37287affe9dcb3237f5dd80';
const FEATURED_MAPS = 'bd872a212273cec603dabf0ee1952b38';
const CONSTRUCTION_WEB_MAP = '3bc5d448d04d71b9c9a8761689de2bbd';

/** Waits for every thumbnail to have loaded (they load lazily: the page is scrolled through). */
async function picturesLoaded(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await picturesLoaded(page);
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const cards = (page: Page) => page.getByRole('article');
const groups = (page: Page) => page.getByRole('navigation', { name: 'Map viewer groups' });

test('on a desktop, a visitor picks a group in the list and opens a web map in TIMS', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('mapviewers');
  await expect(page.getByRole('heading', { level: 1, name: 'Map Viewers' })).toBeVisible();
  const list = groups(page);
  await expect(list.getByRole('link')).toHaveCount(5);
  await expect(list.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expect(list.getByRole('link', { name: /^Planning/ })).toContainText(/\d+ maps and apps/);

  await list.getByRole('link', { name: /^Featured Maps/ }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/mapviewers/group/${FEATURED_MAPS}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Featured Maps' })).toBeVisible();
  const map = cards(page).filter({ hasText: 'Construction Projects 2026' });
  await expect(map).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'map-viewers-1280');

  // Searching narrows the gallery and lands in the address.
  await page.getByRole('searchbox', { name: 'Search maps and apps' }).fill('construction');
  await page.getByRole('searchbox', { name: 'Search maps and apps' }).press('Enter');
  await expect(page).toHaveURL(/\?q=construction$/);
  await expect(page.getByText(/maps? (and apps|or app) match(es)? “construction”/)).toBeVisible();

  await map.getByRole('link', { name: 'Open map Construction Projects 2026 in TIMS' }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/map/wid/${CONSTRUCTION_WEB_MAP}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Construction Projects 2026' }),
  ).toBeVisible({ timeout: 60_000 });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the groups are a drawer; choosing one shows its maps and apps', async ({
    page,
  }, testInfo) => {
    await page.goto('mapviewers');
    await expect(page.getByRole('heading', { level: 1, name: 'Map Viewers' })).toBeVisible();
    await expect(groups(page)).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
    await shoot(page, testInfo, 'map-viewers-375');

    await page.getByRole('button', { name: 'Groups', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Groups' });
    await expect(drawer).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await shoot(page, testInfo, 'map-viewers-375-drawer');
    await drawer.getByRole('link', { name: /^Planning/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/tims/mapviewers/group/${PLANNING}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Planning' })).toBeVisible();
    await expect(cards(page).filter({ hasText: 'STIP Project Pipeline' })).toBeVisible();
  });
});

/**
 * How many cards the grid shows once it has drawn them all: it draws those that fit first and
 * the rest when the browser is idle, so the count is read until it holds for half a second.
 */
async function settledCount(page: Page): Promise<number> {
  return steadyRead(page, () => cards(page).count(), {
    same: (a, b) => a === b,
    interval: 500,
    reads: 40,
  });
}

test('staff-only maps are hidden from visitors and shown after signing in as staff', async ({
  page,
}) => {
  await page.goto(`mapviewers/group/${PLANNING}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Planning' })).toBeVisible();
  await expect(cards(page).filter({ hasText: 'STIP Project Pipeline' })).toBeVisible();
  const staffMap = cards(page).filter({ hasText: 'Long-Range Plan Candidates' });
  await expect(staffMap).toHaveCount(0);
  const anonymousCount = await settledCount(page);

  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  await expect(page).toHaveURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill('tims.staff');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(new RegExp(`/tims/mapviewers/group/${PLANNING}$`));
  await expect(staffMap).toBeVisible();
  await expect(staffMap.getByText('Shared with groups')).toBeVisible();
  // The cards that fit come first, the rest when the browser is idle (useItemsThatFit).
  await expect.poll(() => cards(page).count()).toBeGreaterThan(anonymousCount);
  // Its picture came with the token in a header: it shows.
  await expect
    .poll(() => staffMap.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
});

test('an unknown group says so and leads back to the gallery', async ({ page }) => {
  await page.goto('mapviewers/group/ffffffffffffffffffffffffffffffff');
  await expect(page.getByRole('heading', { level: 2, name: 'Group not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the map viewers' }).click();
  await expect(page).toHaveURL(/\/tims\/mapviewers$/);
  await expect(cards(page).first()).toBeVisible();
});
