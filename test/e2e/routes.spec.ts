import { expect, test } from '@playwright/test';

const SCREENS: [string, string][] = [
  ['auth', 'Sign In'],
  ['support', 'Information & Support'],
  ['maps', 'Standard Maps'],
  ['projects', 'Project Search'],
  ['projects/details?pid=000000', 'No such project'],
  ['map', 'Create a Map'],
  ['map/wid/0123456789abcdef', 'Map'],
  ['map/sid/s-1', 'Saved Map'],
  ['map/cid/c-1', 'Create a Map'],
  ['mapviewers', 'Map Viewers'],
  ['data', 'Data'],
  ['data/dataset/abc', 'Dataset'],
];

test.describe('every route of the spec renders in the layout', () => {
  for (const [path, title] of SCREENS) {
    test(`/tims/${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'TIMS home' })).toBeVisible();
    });
  }

  test('home: tiles and search, no menu bar', async ({ page }) => {
    await page.goto('');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Transportation Information & Mapping System' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Standard Maps/ })).toBeVisible();
    await page.getByRole('link', { name: /Create a Map/ }).click();
    await expect(page).toHaveURL(/\/tims\/map$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the department logo links to the department site', async ({ page }) => {
    await page.goto('');
    const logo = page.getByRole('link', { name: /website$/ });
    await expect(logo).toHaveAttribute('href', /^https?:\/\//);
  });

  test('old addresses redirect to the canonical ones', async ({ page }) => {
    await page.goto('glossary?q=bridges');
    await expect(page).toHaveURL(/\/tims\/data\?q=bridges$/);
    await page.goto('help/faq');
    await expect(page).toHaveURL(/\/tims\/support\/faq$/);
    await page.goto('standardmaps');
    await expect(page).toHaveURL(/\/tims\/maps$/);
  });
});

test('protected screens send an anonymous visitor to sign in', async ({ page }) => {
  for (const path of ['profile', 'admin']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/tims/auth\\?returnTo=%2F${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  }
});

test('an unknown path shows Not Found with a Home button', async ({ page }) => {
  const response = await page.goto('no/such/page');
  expect(response?.status()).toBe(200); // the app answers, and says what is wrong
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/tims\/?$/);
});

test('a screen that fails to load shows the error screen inside the layout', async ({ page }) => {
  await page.route(/\/tims\/standard-maps\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('');
  await page.getByRole('link', { name: /Standard Maps/ }).click();
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Sorry, this page failed' })).toBeVisible();
  await expect(alert).toContainText(/Loading chunk|failed/i);
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown API path answers JSON 404', async ({ request }) => {
  const response = await request.get('api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    error: { code: 'not-found', message: expect.stringContaining('/tims/api/no-such-thing') },
  });
});
