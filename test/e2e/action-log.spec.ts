import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectWireSecrets, expectNoSecret, signInOnPortal } from './wireSecrets';

// Sign-in round trips, the map's software WebGL and a replay in Node: room for all of them.
test.describe.configure({ timeout: 180_000 });

const ROOT = path.resolve(__dirname, '../..');

/** Download session log from the user menu; the saved file's name and text. */
async function downloadSessionLog(page: Page, name: RegExp) {
  await page.getByRole('button', { name }).click();
  const saving = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download session log' }).click();
  const download = await saving;
  const file = await download.path();
  return { filename: download.suggestedFilename(), file, text: fs.readFileSync(file, 'utf8') };
}

test('the session log holds no secret after a real sign-in and a token refresh', async ({
  page,
  context,
}) => {
  const wire = collectWireSecrets(page);
  // The page's clock runs on its own, and can be sent forward to the token's refresh.
  await page.clock.install();
  await page.goto('data');
  await signInOnPortal(page, 'tims.staff');
  await expect(page).toHaveURL(/:\d+\/tims\/data$/);
  const account = /account menu of Sam Rivera/;
  await expect(page.getByRole('button', { name: account })).toBeVisible();
  const tokenAnswers = () => wire.all().then((secrets) => secrets.length);
  const beforeRefresh = await tokenAnswers();

  // Access tokens of the local portal last 30 minutes; the app renews them a minute before.
  const refreshed = page.waitForResponse((response) => response.url().includes('/oauth2/token'));
  await page.clock.fastForward('29:30');
  await refreshed;
  await expect.poll(tokenAnswers).toBeGreaterThan(beforeRefresh);
  const cookie = (await context.cookies()).find((c) => c.name === 'tims_oauth');
  expect(cookie).toBeDefined();

  const { filename, text } = await downloadSessionLog(page, account);
  expect(filename).toMatch(/^tims-session-\d{8}-\d{6}\.json$/);
  const log = JSON.parse(text);
  const types: string[] = Object.values(
    JSON.parse(log.payload).actionsById as Record<string, { action: { type: string } }>,
  ).map((lifted) => lifted.action.type);
  expect(types).toEqual(
    expect.arrayContaining([
      'portal/authCallbackReceived',
      'portal/userSignedIn',
      'portal/credentialRefreshed',
    ]),
  );
  const secrets = await wire.all();
  // The password, the code, the verifier, two access and two refresh tokens at least.
  expect(secrets.length).toBeGreaterThanOrEqual(7);
  expectNoSecret(text, secrets);
});

test('a session (sign in, search, open a project, open the map) replays in Node', async ({
  page,
}, testInfo) => {
  // One page load from the sign-in on: the log is the page's (a reload starts another).
  await page.goto('projects');
  await signInOnPortal(page, 'tims.staff');
  await expect(page).toHaveURL(/:\d+\/tims\/projects$/);
  const account = /account menu of Sam Rivera/;
  await expect(page.getByRole('button', { name: account })).toBeVisible();

  const search = page.getByRole('search', { name: 'PID, name or route' });
  await search.getByRole('searchbox').fill('resurfacing');
  const answered = page.waitForResponse((r) => /\/api\/projects\?.*q=resurfacing/.test(r.url()));
  await search.getByRole('searchbox').press('Enter');
  const found = (await (await answered).json()) as { items: { pid: string }[] };
  const grid = page.getByRole('grid', { name: 'Projects found' });
  const first = grid.getByRole('link').first();
  const pid = found.items[0]!.pid;
  await expect(first).toHaveText(pid);
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pid);
  await page.getByRole('link', { name: 'View on map' }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/map\\?pid=${pid}$`));
  await expect(page.locator('[aria-label^="Map."]')).toHaveAttribute('aria-busy', 'false', {
    timeout: 120_000,
  });

  const { text } = await downloadSessionLog(page, account);
  const file = testInfo.outputPath('session-log.json');
  fs.writeFileSync(file, text);
  const types = Object.values(
    JSON.parse(JSON.parse(text).payload).actionsById as Record<
      string,
      { action: { type: string } }
    >,
  ).map((lifted) => lifted.action.type);
  expect(types).toEqual(
    expect.arrayContaining(['router/locationChanged', 'map/mapOpened', 'map/viewChanged']),
  );

  // `npm run replay -- FILE`, as QA runs it.
  const replay = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'test/replay/replayCli.ts'), file],
    { cwd: ROOT, encoding: 'utf8', timeout: 120_000 },
  );
  expect(replay.stdout).toContain('Replay reproduces the recorded final state.');
  expect(replay.status).toBe(0);
});
