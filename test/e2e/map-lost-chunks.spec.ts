import { expect, test } from '@playwright/test';

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 150_000 });

test('a measuring tool and the legend whose code cannot be fetched say so; the map carries on', async ({
  page,
}, testInfo) => {
  // The connection goes after the map has loaded: the chunks loaded on first use never arrive.
  await page.route(/\/map-(measure|legend)\.[0-9a-f]+\.js$/, (route) => route.abort());
  await page.goto('map');
  const surface = page.locator('[aria-label^="Map."]');
  await expect(surface).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });

  await page.getByRole('tab', { name: 'Measure' }).click();
  // click, not check: the choice does not stay (no tool is on once its code failed).
  await page.getByRole('radio', { name: 'Distance' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The measuring tools could not be loaded. Check the connection, then choose a tool again.',
  );
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();
  await testInfo.attach('measure-failed', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await page.getByRole('tab', { name: 'Legend' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The legend could not be loaded. Check the connection, then open the Legend tab again.',
  );
  // The map itself is unaffected: its layers are still listed as shown.
  await page.getByRole('tab', { name: 'Layers' }).click();
  await expect(page.getByRole('checkbox', { name: 'Show Projects' })).toBeChecked();
});
