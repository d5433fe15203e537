import { expect, test, type BrowserContext, type Page } from '@playwright/test';

// These run beside the map's tests, whose software WebGL takes most of the two cores: a sign-in
// round trip with reloads then needs more than the default 30 s (teardown included).
test.describe.configure({ timeout: 60_000 });

const PASSWORD = 'tims-demo-2026';

async function signInOnPortalPage(page: Page, username: string) {
  await expect(page).toHaveURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function storedCredential(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === 'tims_oauth');
  if (!cookie) return null;
  const stored = JSON.parse(decodeURIComponent(cookie.value)) as Record<
    string,
    Record<string, { token: string; refreshToken: string }>
  >;
  return Object.values(stored['/'] ?? {})[0] ?? null;
}

test('the administrator signs in, keeps the session on reload, and signs out', async ({
  page,
  context,
  request,
}) => {
  await page.goto('data');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInOnPortalPage(page, 'tims.admin');
  await expect(page).toHaveURL(/\/tims\/data$/);
  const account = page.getByRole('button', { name: 'AM: account menu of Alex Morgan' });
  await expect(account).toHaveText('AM');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }),
  ).toBeVisible();

  await page.reload();
  await expect(account).toBeVisible();
  await page.goto('admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  const credential = await storedCredential(context);
  expect(credential).not.toBeNull();
  await account.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await storedCredential(context)).toBeNull();
  // The portal no longer accepts the token.
  const check = await request.get('/portal/sharing/rest?f=json', {
    headers: { 'X-Esri-Authorization': `Bearer ${credential!.token}` },
  });
  expect((await check.json()).error?.code).toBe(498);
});

test('an anonymous visitor on /profile signs in and comes back to /profile', async ({ page }) => {
  await page.goto('profile');
  await expect(page).toHaveURL(/\/tims\/auth\?returnTo=%2Fprofile$/);
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await signInOnPortalPage(page, 'tims.staff');
  await expect(page).toHaveURL(/\/tims\/profile$/);
  await expect(page.getByRole('heading', { level: 2, name: /Sam Rivera/ })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Administration' }),
  ).toHaveCount(0);
  await page.goto('admin');
  await expect(page.getByRole('heading', { name: 'Administrators only' })).toBeVisible();
});

test('a cancelled sign-in leaves an anonymous visitor where they were', async ({ page }) => {
  await page.goto('maps');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/oauth2\/authorize/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/tims\/maps$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('an expired session leads to signing in again, never a blank screen', async ({
  page,
  context,
  request,
}) => {
  await page.goto('profile');
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await signInOnPortalPage(page, 'tims.staff');
  await expect(page).toHaveURL(/\/tims\/profile$/);
  const credential = await storedCredential(context);
  for (const token of [credential!.token, credential!.refreshToken]) {
    const expired = await request.post('/portal/__test__/tokens/expire', { data: { token } });
    expect(expired.ok()).toBe(true);
  }
  await page.reload();
  await expect(page).toHaveURL(/\/tims\/auth\?returnTo=%2Fprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});

test('signing out in one tab signs out the other tabs', async ({ page, context }) => {
  await page.goto('data');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await signInOnPortalPage(page, 'tims.staff');
  const other = await context.newPage();
  await other.goto('maps');
  const account = (p: Page) =>
    p.getByRole('button', { name: 'SR: account menu of Sam Rivera, P.E.' });
  await expect(account(other)).toBeVisible();
  await account(page).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(other.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
