import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'tims-demo-2026';

/**
 * Every secret of a sign-in that goes over the wire, as the browser sees it: the OAuth code in
 * the redirect back to /tims/auth, the code verifier and refresh token of the token requests,
 * the access and refresh tokens of their answers, and the password typed (always present).
 */
export function collectWireSecrets(page: Page) {
  const secrets = new Set<string>([PASSWORD]);
  const reading: Promise<unknown>[] = [];
  const isTokenUrl = (url: string) => new URL(url).pathname.endsWith('/oauth2/token');
  page.on('request', (request) => {
    const url = new URL(request.url());
    const code = url.searchParams.get('code');
    if (url.pathname.endsWith('/tims/auth') && code) secrets.add(code);
    if (isTokenUrl(request.url())) {
      const form = new URLSearchParams(request.postData() ?? '');
      for (const name of ['code', 'code_verifier', 'refresh_token']) {
        const value = form.get(name);
        if (value) secrets.add(value);
      }
    }
  });
  page.on('response', (response) => {
    if (!isTokenUrl(response.url())) return;
    reading.push(
      response
        .json()
        .then((body: Record<string, unknown>) => {
          for (const name of ['access_token', 'refresh_token']) {
            if (typeof body[name] === 'string') secrets.add(body[name]);
          }
        })
        .catch(() => undefined),
    );
  });
  return {
    /** The secrets seen so far, once every token answer has been read. */
    async all(): Promise<string[]> {
      await Promise.all(reading);
      return [...secrets];
    },
  };
}

/** Signs in on the local portal's page (the browser is sent there by the app). */
export async function signInOnPortal(page: Page, username: string) {
  await page.getByRole('button', { name: 'Sign In', exact: true }).first().click();
  await expect(page).toHaveURL(/\/portal\/sharing\/(rest\/)?oauth2\/authorize/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** No secret in `text`, each looked for as it is. */
export function expectNoSecret(text: string, secrets: string[]) {
  const found = secrets.filter((secret) => text.includes(secret));
  expect(found, 'secrets found').toEqual([]);
}
