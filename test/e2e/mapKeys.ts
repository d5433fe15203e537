import { expect, type Locator, type Page } from '@playwright/test';
import { steadyRead } from './steady';

// Moving the map by keyboard in the e2e suite, where the map draws with software WebGL.

/** The map as drawn once it has settled: nothing loading, and two screenshots alike. */
export async function settledMap(page: Page, host: Locator): Promise<Buffer> {
  await expect(host).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  return steadyRead(page, () => host.screenshot(), {
    same: (a, b) => a.equals(b),
    interval: 200,
    reads: 21,
  });
}

/**
 * Moves the map with an arrow key and waits until it has moved and settled. Esri pans while the
 * key is down and 200 ms after a short press; a browser drawing two maps with software WebGL on
 * two cores can miss those frames, so the key is pressed again until the map has moved.
 */
export async function pan(page: Page, host: Locator, key: string, presses = 4) {
  const before = await settledMap(page, host);
  await expect(async () => {
    for (let i = 0; i < presses; i++) await page.keyboard.press(key, { delay: 100 });
    expect((await settledMap(page, host)).equals(before)).toBe(false);
  }).toPass({ timeout: 60_000 });
}
