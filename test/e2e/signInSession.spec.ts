import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './signInAsAdministrator';

// Sign-in round trips beside the map's tests (software WebGL takes most of the two cores).
test.describe.configure({ timeout: 60_000 });

async function signInOnPortalPage(page: Page, username: string) {
  await expect(page).toHaveURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The deployment's portal settings as /config sends them, with `portal` overrides. */
async function configWith(page: Page, portal: Record<string, unknown>) {
  await page.route('**/tims/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { portal: Record<string, unknown> };
    await route.fulfill({ response, json: { ...config, portal: { ...config.portal, ...portal } } });
  });
}

test('signs in in an 800 × 490 popup window and stays on the page (OAuth popup flow)', async ({
  page,
}) => {
  await configWith(page, { oauthPopup: true });
  await page.goto('data?q=bridge');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Sign In', exact: true }).click(),
  ]);
  const authorize = new URL(popup.url());
  expect(authorize.searchParams.get('redirect_uri')).toMatch(/\/tims\/oauth-callback\.html$/);
  expect(await popup.evaluate(() => [window.innerWidth, window.innerHeight])).toEqual([800, 490]);
  const closed = popup.waitForEvent('close'); // this tab closes it once it has the answer
  await signInOnPortalPage(popup, 'tims.staff');
  await closed;
  await expect(
    page.getByRole('button', { name: 'SR: account menu of Sam Rivera, P.E.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tims\/data\?q=bridge$/);
});

test('closing the popup window without signing in leaves the visitor anonymous', async ({
  page,
}) => {
  await configWith(page, { oauthPopup: true });
  await page.goto('auth');
  const signIn = page.getByRole('button', { name: /^Sign in with/ });
  const [popup] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);
  await expect(page.getByText("Sign in in the portal's window to continue.")).toBeVisible();
  await popup.close();
  await expect(page.getByText('Sign-in was cancelled.')).toBeVisible();
  await expect(signIn).toBeEnabled();
});

test('with the portal unreachable, /auth says sign-in is not available and offers no button', async ({
  page,
}) => {
  await page.route('**/portal/sharing/**', (route) => route.abort('connectionrefused'));
  await page.goto('auth?returnTo=%2Fprofile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign-in is not available' }),
  ).toBeVisible({ timeout: 20_000 }); // after the three retries of the portal's request
  // The header's Sign In stays: it leads here, to read why.
  await expect(page.getByRole('main').getByRole('button', { name: /^Sign in/i })).toHaveCount(0);
  await expect(page.getByText(/Failed to fetch/)).toHaveCount(0);
});

test('the sign-in finishes when the app config arrives after the portal sent the visitor back', async ({
  page,
}) => {
  await page.goto('data');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The page the portal sends back to loads its screen before /config (as under load).
  await page.route('**/tims/api/config', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await signInOnPortalPage(page, 'tims.staff');
  await expect(
    page.getByRole('button', { name: 'SR: account menu of Sam Rivera, P.E.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/tims\/data$/);
  await expect(page.getByText(/could not be matched/)).toHaveCount(0);
});

test('a token refused mid-session leads to /tims/auth and back to the page after signing in again', async ({
  page,
  context,
  request,
}) => {
  await page.goto('data');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Once signed in, the data screen asks for its list again with the token. The token is expired
  // only after that answer: expired earlier, the list's own 401 ends the session on /data (as it
  // should) and the click below would find a visitor who is signed out already.
  const signedInList = page.waitForResponse(
    (response) =>
      response.url().includes('/tims/api/datasets') &&
      response.request().headers()['authorization'] !== undefined,
  );
  await signInOnPortalPage(page, 'tims.staff');
  await expect(page).toHaveURL(/\/tims\/data$/);
  expect((await signedInList).status()).toBe(200);
  const cookie = (await context.cookies()).find((c) => c.name === 'tims_oauth')!;
  const stored = JSON.parse(decodeURIComponent(cookie.value)) as Record<
    string,
    Record<string, { token: string }>
  >;
  const { token } = Object.values(stored['/']!)[0]!;
  expect((await request.post('/portal/__test__/tokens/expire', { data: { token } })).ok()).toBe(
    true,
  );
  // The map viewers ask the portal with the token: 498, the session ends, sign in again.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Map Viewers' })
    .click();
  await expect(page).toHaveURL(/\/tims\/auth\?returnTo=%2Fmapviewers$/);
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await signInOnPortalPage(page, 'tims.staff');
  await expect(page).toHaveURL(/\/tims\/mapviewers$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Not Found');
});
