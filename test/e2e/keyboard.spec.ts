import { expect, test, type Locator, type Page } from '@playwright/test';
import { pan, settledMap } from './mapKeys';
import { signInAsAdministrator } from './signInAsAdministrator';

/**
 * The keyboard paths of issue 15, with no mouse: Tab moves, Enter and Space act, Escape
 * closes. Every stop must show where the focus is.
 */

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus, checking that each stop shows its focus. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) {
      const visible = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused?.matches(':focus-visible')) return false;
        // A focus ring: an outline or a shadow on the element, on its ::before/::after (Fluent,
        // Esri), or on a near ancestor that draws it for what it holds (:focus-within).
        const ringed = (style: CSSStyleDeclaration) =>
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          (style.boxShadow !== 'none' && style.boxShadow !== '') ||
          (style.borderStyle !== 'none' &&
            parseFloat(style.borderWidth) > 0 &&
            style.content !== 'normal' &&
            style.content !== 'none');
        let node: HTMLElement | null = focused;
        for (let depth = 0; node && depth < 4; depth++, node = node.parentElement) {
          if (ringed(getComputedStyle(node))) return true;
          if (
            ringed(getComputedStyle(node, '::after')) ||
            ringed(getComputedStyle(node, '::before'))
          )
            return true;
        }
        return false;
      });
      expect(visible, 'the focused element shows its focus').toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function somePid(page: Page): Promise<string> {
  const found = await (await page.request.get('api/projects?limit=1&sort=pid')).json();
  return found.items[0].pid as string;
}

test('header search → results table → details, with the keyboard only', async ({ page }) => {
  // It ends on the map (software WebGL here): the popup alone may take 45 s beside another test.
  test.setTimeout(90_000);
  await page.goto('');
  const pid = await somePid(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search by PID' });
  await tabTo(page, search);
  await page.keyboard.type(pid);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tims/projects\\?pid=${pid}$`));

  // The grid is one Tab stop; arrows move within it, Enter on a cell opens the row's project.
  const grid = page.getByRole('grid', { name: 'Projects found' });
  await expect(grid.getByRole('link', { name: pid })).toBeVisible();
  await tabTo(page, grid.getByRole('columnheader').first().getByRole('button'));
  await page.keyboard.press('ArrowDown');
  await expect(grid.getByRole('row').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(grid.getByRole('gridcell', { name: pid })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tims/projects/details\\?pid=${pid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pid);
  const toMap = page.getByRole('link', { name: 'View on map' });
  await tabTo(page, toMap);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tims/map\\?pid=${pid}$`));
  await expect(page.locator('.esri-popup')).toContainText(pid, { timeout: 45_000 });
});

test('the map without a mouse: pan, zoom, identify', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('map');
  const host = page.locator('[aria-label^="Map."]');
  await expect(host).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  const surface = host.locator('.esri-view-surface');
  await tabTo(page, surface, 80);

  await pan(page, host, 'ArrowRight');

  const zoomOut = page.getByRole('button', { name: 'Zoom out' });
  const panned = await settledMap(page, host);
  await page.keyboard.press('+');
  await expect(async () => expect((await host.screenshot()).equals(panned)).toBe(false)).toPass();
  await expect(zoomOut).toBeEnabled();

  // Identify opens what lies at the centre: go to a project by the map's search, then ask.
  const pid = await somePid(page);
  const find = page
    .getByRole('search', { name: 'Find a project on the map' })
    .getByRole('searchbox');
  await tabTo(page, find, 80);
  await page.keyboard.type(pid);
  await page.keyboard.press('Enter');
  const popup = page.locator('.esri-popup');
  await expect(popup).toContainText(pid, { timeout: 45_000 });
  await page.keyboard.press('Escape');
  const identify = page.getByRole('button', { name: 'Identify' });
  await tabTo(page, identify, 80);
  await page.keyboard.press('Enter');
  await expect(popup).toContainText(pid, { timeout: 45_000 });
});

test('the notifications drawer opens and closes from the keyboard, giving the focus back', async ({
  page,
}) => {
  await page.goto('data');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Notifications/ });
  await expect(drawer).toBeVisible();
  await expect(async () =>
    expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true),
  ).toPass();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(bell).toBeFocused();
});

test('an administrator writes, saves and deletes a notification with the keyboard only', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Keyboard notice ${Date.now()}`;
  await signInAsAdministrator(page, 'admin/notifications/new');
  await tabTo(page, page.getByRole('textbox', { name: 'Title' }), 200);
  await page.keyboard.type(title);
  const editor = page.getByRole('textbox', { name: 'Text' });
  await tabTo(page, editor, 200);
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Ramp closed');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' tonight.');
  await expect(page.getByRole('region', { name: 'Preview' }).locator('strong')).toHaveText(
    'Ramp closed',
  );
  await tabTo(page, page.getByRole('button', { name: 'Save' }), 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tims\/admin\/notifications$/);
  await expect(page.getByRole('table', { name: 'Notifications' })).toContainText(title);

  const remove = page.getByRole('button', { name: `Delete notification: ${title}` });
  await tabTo(page, remove, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Delete notification?')).toBeVisible();
  // Escape keeps it, and the focus comes back to the button that asked.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Delete notification?')).toBeHidden();
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'Delete', exact: true });
  await tabTo(page, confirm, 10);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 500, height: 800 } });

  test('the drawers open without sliding', async ({ page }) => {
    await page.goto('data');
    await page.getByRole('button', { name: 'Open navigation' }).press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await expect(drawer).toBeVisible();
    const moving = await drawer.evaluate((node) =>
      node.getAnimations({ subtree: true }).some((animation) => {
        const timing = animation.effect?.getComputedTiming();
        return Number(timing?.duration ?? 0) > 1;
      }),
    );
    expect(moving).toBe(false);
  });
});
