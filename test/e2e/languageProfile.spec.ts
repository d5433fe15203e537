import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './signInAsAdministrator';
import { words } from './shippedWords';

// Two sign-in round trips beside the map's tests (software WebGL takes most of the two cores).
test.describe.configure({ timeout: 90_000 });

/** tims.public: no other spec signs in as this user, so its profile's language disturbs none. */
const USERNAME = 'tims.public';
const REST = '/portal/sharing/rest';

async function signIn(page: Page, signInLabel: string) {
  await page.getByRole('button', { name: signInLabel, exact: true }).click();
  await expect(page).toHaveURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/tims\/data$/);
}

/** The user's profile as the portal answers it (a token of their own). */
async function profileCulture(request: APIRequestContext, baseURL: string) {
  const token = await request.post(`${new URL(baseURL).origin}${REST}/generateToken`, {
    form: {
      username: USERNAME,
      password: DEMO_PASSWORD,
      f: 'json',
      client: 'referer',
      referer: 'e2e',
    },
  });
  const { token: value } = (await token.json()) as { token: string };
  const self = await request.get(`${new URL(baseURL).origin}${REST}/community/self`, {
    params: { f: 'json', token: value },
  });
  return { token: value, culture: ((await self.json()) as { culture: string | null }).culture };
}

test('the language chosen while signed in follows the user to a browser that never chose', async ({
  browser,
  request,
  baseURL,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('data');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await signIn(page, words('en', 'common', 'header.signIn'));
    const account = page.getByRole('button', { name: /Jordan Lee/ });
    await expect(account).toBeVisible();

    // Deutsch in the picker: the page switches, and the profile keeps it.
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes(`/community/users/${USERNAME}/update`) &&
        response.request().method() === 'POST',
    );
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
    expect(await (await saved).json()).toEqual({ success: true, username: USERNAME });
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect((await profileCulture(request, baseURL!)).culture).toBe('de');

    // Signed out, and the browser forgets its choice: the next visit follows its own language.
    await account.click();
    // Signing out reloads the page (spec §4): wait for that load before touching its storage.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('menuitem', { name: words('de', 'common', 'userMenu.signOut') }).click();
    await reloaded;
    await expect(
      page.getByRole('button', { name: words('de', 'common', 'header.signIn'), exact: true }),
    ).toBeVisible();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Signing in again brings the profile's language back.
    await signIn(page, words('en', 'common', 'header.signIn'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(
      page.getByRole('link', { name: words('de', 'common', 'nav.projects') }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: words('de', 'common', 'header.language') }),
    ).toHaveValue('de');
    // …and this browser remembers it from now on.
    expect(await page.evaluate(() => localStorage.getItem('tims.language'))).toBe('de');
  } finally {
    await context.close();
    // The profile as it was seeded: no language chosen.
    const { token } = await profileCulture(request, baseURL!);
    await request.post(`${new URL(baseURL!).origin}${REST}/community/users/${USERNAME}/update`, {
      form: { f: 'json', token, culture: '', clearEmptyFields: 'true' },
    });
  }
});
