import { expect, test } from '@playwright/test';

test('Search by PID navigates, ignores an empty value and clears', async ({ page }) => {
  await page.goto('maps');
  const box = page.getByRole('searchbox', { name: 'Search by PID' });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tims\/maps$/);
  await box.fill('112233');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/tims\/projects\?pid=112233$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Project Search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by PID' }).fill('');
  await expect(page).toHaveURL(/\/tims\/projects$/);
});

test('page views are posted on every path change', async ({ page }) => {
  const views: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/tims/api/analytics/pageviews')) views.push(request.postDataJSON());
  });
  await page.goto('data');
  await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Project Search' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Project Search' })).toBeVisible();
  await expect.poll(() => views.length).toBe(2);
  expect(views).toEqual([
    { path: '/data', page: 'Data', language: 'en' },
    { path: '/projects', page: 'Projects', language: 'en' },
  ]);
});

test.describe('at 500 px wide', () => {
  test.use({ viewport: { width: 500, height: 800 } });

  test('the navigation moves to a drawer on the right', async ({ page }) => {
    await page.goto('projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Project Search' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    await expect(async () => {
      const box = await drawer.boundingBox(); // once it has slid in
      expect(box!.width).toBeLessThanOrEqual(375); // at most 75 % of the width
      expect(box!.x + box!.width).toBeCloseTo(500, 0); // against the right edge
    }).toPass();
    // Mobile: every entry but Home and Standard Maps
    await expect(drawer.getByRole('link')).toHaveText([
      'Project Search',
      'Create a Map',
      'Map Viewers',
      'Data',
      'Information & Support',
    ]);
    await drawer.getByRole('searchbox', { name: 'Search by PID' }).fill('4455');
    await drawer.getByRole('searchbox', { name: 'Search by PID' }).press('Enter');
    await expect(page).toHaveURL(/\/tims\/projects\?pid=4455$/);
    await expect(drawer).toBeHidden();
  });

  test('the drawer closes when the window grows out of drawer mode', async ({ page }) => {
    await page.goto('data');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test('a toast already shown is not shown twice', async ({ page, context }) => {
  // Count the toasts themselves: Fluent also reads each one out through an aria-live region.
  const toast = (text: string) => page.locator('.fui-Toast').filter({ hasText: text });
  await page.goto('data');
  await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible();
  // The toaster's code is preloaded once the page is idle; going offline before it has arrived
  // would test the network, not the toasts (webpack removes a chunk's script once it has run).
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some(({ name }) => /\/toasts\.\w+\.js$/.test(name)) &&
      document.querySelectorAll('script[data-webpack]').length === 0,
  );
  await context.setOffline(true);
  await expect(toast('You are offline.')).toHaveCount(1);
  await context.setOffline(false);
  await expect(toast('You are back online.')).toHaveCount(1);
  await context.setOffline(true);
  await expect(toast('You are offline.')).toHaveCount(1);
  await context.setOffline(false);
  // Both hide themselves after 4 s.
  await expect(toast('You are offline.')).toHaveCount(0, { timeout: 8000 });
  await expect(toast('You are back online.')).toHaveCount(0, { timeout: 8000 });
});
