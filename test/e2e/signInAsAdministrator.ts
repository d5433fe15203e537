import { expect, type Page } from '@playwright/test';

/** The demo accounts' password on the local portal (server/portal seeds). */
export const DEMO_PASSWORD = 'tims-demo-2026';

/**
 * Opens `path` (an administrators' screen), signs in as tims.admin on the local portal's page and
 * comes back to it.
 */
export async function signInAsAdministrator(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/tims\/auth\?returnTo=/);
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await expect(page).toHaveURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill('tims.admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/${path}$`));
}
