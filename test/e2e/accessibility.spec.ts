import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

// WCAG 2.2 AA on every screen of the shell (DESIGN.md §6).
const PAGES = [
  '',
  'projects',
  'map',
  'maps',
  'mapviewers',
  'data',
  'support',
  'auth',
  'no/such/page',
];

for (const path of PAGES) {
  test(`/tims/${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      // Tabster's focus sentinels (Fluent's DataGrid, drawers): hidden on purpose, they hand
      // focus on at once and are how Fluent keeps keyboard navigation inside a composite.
      .exclude('[data-tabster-dummy]')
      .analyze();
    expect(
      results.violations.map(({ id, nodes }) => ({ id, nodes: nodes.map((n) => n.target) })),
    ).toEqual([]);
  });
}

test.describe('in the drawer layout', () => {
  test.use({ viewport: { width: 500, height: 800 } });

  test('the open navigation drawer has no WCAG A/AA violations', async ({ page }) => {
    await page.goto('data');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map(({ id }) => id)).toEqual([]);
  });
});

test("the local portal's sign-in page has no WCAG A/AA violations", async ({ page }) => {
  await page.goto('data');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Username')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map(({ id }) => id)).toEqual([]);
});

test('the whole shell can be used from the keyboard', async ({ page }) => {
  await page.goto('data');
  await expect(page.locator('main h1')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.getByRole('searchbox', { name: 'Search by PID' }).focus();
  await page.keyboard.type('778899');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tims\/projects\?pid=778899$/);
});
