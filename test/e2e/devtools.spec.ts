import { expect, test, type Page } from '@playwright/test';
import { collectWireSecrets, expectNoSecret, signInOnPortal } from './wireSecrets';

// The e2e server runs with DEVTOOLS=true: the production build connects Redux DevTools. The
// browser extension cannot be installed in headless Chromium here, and @redux-devtools/cli
// cannot be installed on this machine (electron and sqlite3 native builds, no internet), so a
// test double of the extension's `connect()` API stands in for it: it records what the app
// sends and lets the test send the monitor's messages, as the extension's time travel does.
test.describe.configure({ timeout: 90_000 });

interface Recorded {
  kind: 'init' | 'send';
  action?: string;
  state: string;
}

async function installExtensionDouble(page: Page, everything: Recorded[]) {
  // Kept across page loads (a sign-in leaves the app and comes back).
  await page.exposeFunction('__devtoolsRecorded', (entry: string) => {
    everything.push(JSON.parse(entry) as Recorded);
  });
  await page.addInitScript(() => {
    const target = window as unknown as Record<string, unknown>;
    const listeners: ((message: unknown) => void)[] = [];
    const log: Recorded[] = [];
    const record = (entry: Recorded) => {
      log.push(entry);
      (target.__devtoolsRecorded as (entry: string) => void)(JSON.stringify(entry));
    };
    target.__devtoolsLog = log;
    target.__devtoolsMonitor = (message: unknown) => listeners.forEach((l) => l(message));
    target.__REDUX_DEVTOOLS_EXTENSION__ = {
      connect: () => ({
        init: (state: unknown) => record({ kind: 'init', state: JSON.stringify(state) }),
        send: (action: unknown, state: unknown) =>
          record({ kind: 'send', action: JSON.stringify(action), state: JSON.stringify(state) }),
        subscribe: (listener: (message: unknown) => void) => {
          listeners.push(listener);
          return () => listeners.splice(listeners.indexOf(listener), 1);
        },
        unsubscribe: () => listeners.splice(0),
        error: () => undefined,
      }),
    };
  });
}

/** What this page load sent since the monitor's start: action ids are 1, 2, … in this list. */
async function sentSinceInit(page: Page) {
  const log = await page.evaluate(
    () => (window as unknown as { __devtoolsLog: Recorded[] }).__devtoolsLog,
  );
  const start = log.map((entry) => entry.kind).lastIndexOf('init');
  expect(start).toBeGreaterThanOrEqual(0);
  return log.slice(start + 1).map((entry) => ({
    action: JSON.parse(entry.action!) as {
      type: string;
      meta?: { arg?: { endpointName?: string; originalArgs?: { q?: string } } };
    },
    state: entry.state,
  }));
}

test('time travel: jumping back to the step after a search shows its results again', async ({
  page,
}) => {
  const everything: Recorded[] = [];
  await installExtensionDouble(page, everything);
  await page.goto('projects');
  const search = page.getByRole('search', { name: 'PID, name or route' });
  await search.getByRole('searchbox').fill('bridge');
  const answered = page.waitForResponse((r) => /\/api\/projects\?.*q=bridge/.test(r.url()));
  await search.getByRole('searchbox').press('Enter');
  const found = (await (await answered).json()) as { items: { pid: string }[] };
  await expect(page).toHaveURL(/:\d+\/tims\/projects\?q=bridge$/);
  const grid = page.getByRole('grid', { name: 'Projects found' });
  const first = grid.getByRole('link').first();
  const pid = found.items[0]!.pid;
  await expect(first).toHaveText(pid);
  // The table draws the rows that fit first and the rest once the browser is idle: wait for all.
  await expect(grid.getByRole('link')).toHaveCount(found.items.length);
  const shown = await grid.getByRole('link').allInnerTexts();

  // The step after the search: its results arrived.
  const sent = await sentSinceInit(page);
  const step =
    sent.findLastIndex(
      ({ action }) =>
        action.type === 'timsApi/executeQuery/fulfilled' &&
        action.meta?.arg?.endpointName === 'searchProjects' &&
        action.meta.arg.originalArgs?.q === 'bridge',
    ) + 1;
  expect(step).toBeGreaterThan(0);

  await first.click();
  await expect(page).toHaveURL(new RegExp(`/tims/projects/details\\?pid=${pid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pid);

  // The monitor jumps to that step, sending its state as the extension does (a JSON string).
  await page.evaluate(
    ([actionId, state]) =>
      (window as unknown as { __devtoolsMonitor: (m: unknown) => void }).__devtoolsMonitor({
        type: 'DISPATCH',
        payload: { type: 'JUMP_TO_ACTION', actionId },
        state,
      }),
    [step, sent[step - 1]!.state] as const,
  );
  await expect(page).toHaveURL(/:\d+\/tims\/projects\?q=bridge$/);
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('link')).toHaveText(shown);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(pid) })).toHaveCount(0);
  // What was sent went through the sanitisers.
  expect(everything.some((entry) => entry.state.includes('[redacted]'))).toBe(true);
});

test('nothing the app sends to Redux DevTools holds a secret of a sign-in', async ({ page }) => {
  const everything: Recorded[] = [];
  await installExtensionDouble(page, everything);
  const wire = collectWireSecrets(page);
  await page.goto('data');
  await signInOnPortal(page, 'tims.admin');
  await expect(page.getByRole('button', { name: /account menu of Alex Morgan/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Administration' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();

  const sent = everything.map((entry) => `${entry.action ?? ''}\n${entry.state}`).join('\n');
  expect(sent).toContain('portal/userSignedIn');
  const secrets = await wire.all();
  expect(secrets.length).toBeGreaterThanOrEqual(5);
  expectNoSecret(sent, secrets);
});
