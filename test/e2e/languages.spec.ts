import { expect, test, type Page } from '@playwright/test';
import { words } from './shippedWords';

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: name });
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('Deutsch chosen in the picker stays after a reload, and the map speaks it', async ({
  page,
}) => {
  test.setTimeout(90_000); // the map's first draw is the slow part
  await page.goto('projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Search' })).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  const title = words('de', 'projects', 'title');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page.getByRole('combobox', { name: words('de', 'common', 'header.language') }),
  ).toHaveValue('de');

  await page.goto('map');
  // @arcgis/core's own widgets, in its bundled German (served by TIMS under /tims/assets).
  await expect(page.getByRole('button', { name: 'Vergrößern' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Verkleinern' })).toBeVisible();
});

test("a link's ?lang= opens in that language and is remembered", async ({ page }) => {
  await page.goto('data?lang=ja');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.getByRole('link', { name: words('ja', 'common', 'nav.projects') }),
  ).toBeVisible();
  await page.goto('maps');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});

test('the first visit follows the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA' });
  const page = await context.newPage();
  await page.goto('projects');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByRole('heading', { level: 1, name: words('fr', 'projects', 'title') }),
  ).toBeVisible();
  await context.close();
});

// One language of each script family; the home and project screens at a phone's width.
const FAMILIES = ['de', 'ru', 'el', 'ja', 'zh-TW', 'th', 'ar', 'he'];

test.describe('every script at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const language of FAMILIES) {
    test(`${language}: home and project search translated, nothing overflows`, async ({ page }) => {
      await page.goto(`?lang=${language}`);
      const rtl = language === 'ar' || language === 'he';
      await expect(page.locator('html')).toHaveAttribute('dir', rtl ? 'rtl' : 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        words(language, 'home', 'title'),
      );
      await expectNoSidewaysScroll(page);
      await page.goto('projects?q=bridge');
      await expect(
        page.getByRole('heading', { level: 1, name: words(language, 'projects', 'title') }),
      ).toBeVisible();
      await expect(page.getByRole('grid')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});

test.describe('right to left', () => {
  test.use({ viewport: { width: 500, height: 800 } });

  test('Arabic mirrors the page: the drawer opens from the left, the skip link widens nothing', async ({
    page,
  }) => {
    await page.goto('projects?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('dir', 'rtl');
    await expectNoSidewaysScroll(page);
    // The header starts on the right: the product logo sits right of the actions.
    const logo = await page
      .getByRole('img', { name: words('ar', 'common', 'header.productLogo') })
      .boundingBox();
    expect(logo!.x).toBeGreaterThan(250);

    await page
      .getByRole('button', { name: words('ar', 'common', 'header.openNavigation') })
      .click();
    const drawer = page.getByRole('dialog', { name: words('ar', 'common', 'nav.drawerTitle') });
    await expect(drawer).toBeVisible();
    await expect(async () => {
      const box = await drawer.boundingBox(); // once it has slid in
      expect(box!.x).toBeCloseTo(0, 0); // against the left edge
    }).toPass();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectNoSidewaysScroll(page);
  });
});

test('an English visitor loads no other language, and a German one only German', async ({
  page,
}) => {
  const locales: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/locale-([A-Za-z-]+?)-[A-Za-z]+-json\./.exec(request.url());
    if (chunk) locales.push(chunk[1]!);
  });
  await page.goto('projects?q=bridge');
  await expect(page.getByRole('grid', { name: 'Projects found' })).toBeVisible();
  expect(new Set(locales)).toEqual(new Set(['en']));

  locales.length = 0;
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', { level: 1, name: words('de', 'projects', 'title') }),
  ).toBeVisible();
  // English stays the fallback of a namespace opened later; no third language is fetched.
  expect(locales).toContain('de');
  expect(locales.filter((code) => code !== 'de' && code !== 'en')).toEqual([]);
});
