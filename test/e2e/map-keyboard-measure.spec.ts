import { expect, test, type Locator, type Page } from '@playwright/test';
import { pan } from './mapKeys';

/**
 * Measuring on the map with the keyboard only: the map is moved under the cross at its centre
 * with the arrow keys, Enter (or the panel's button) puts a point there, Backspace takes the last
 * one back, Escape (or Finish) ends; the geodesic result is announced in the panel's live region.
 */

// The map draws with software WebGL here: give it room.
test.describe.configure({ timeout: 180_000 });

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, limit = 80 } = {}) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function openMap(page: Page) {
  await page.goto('map');
  const host = page.locator('[aria-label^="Map."]');
  await expect(host).toHaveAttribute('aria-busy', 'false', { timeout: 90_000 });
  return host;
}

/** The Measure tab of the map's side panel, chosen with the arrow keys of its tab list. */
async function openMeasureTab(page: Page) {
  const tools = page.locator('#map-tools');
  const layersTab = tools.getByRole('tab', { name: 'Layers' });
  const measureTab = tools.getByRole('tab', { name: 'Measure' });
  await tabTo(page, layersTab);
  for (let presses = 0; presses < 5 && !(await isFocused(measureTab)); presses++) {
    await page.keyboard.press('ArrowRight');
  }
  await expect(measureTab).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(measureTab).toHaveAttribute('aria-selected', 'true');
  return tools;
}

/** Chooses a tool in the radio group (arrow keys) and a unit in the select, by keyboard. */
async function chooseTool(page: Page, tools: Locator, tool: 'Distance' | 'Area', unit: string) {
  const radio = tools.getByRole('radio', { name: tool });
  await tabTo(page, tools.getByRole('radio', { checked: true }));
  for (let presses = 0; presses < 3 && !(await radio.isChecked()); presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
  // Esri's tool takes the focus when it starts; the panel keeps it.
  await page.waitForTimeout(1_000);
  await expect(radio).toBeFocused();
  const select = tools.getByRole('combobox', { name: 'Unit' });
  await tabTo(page, select);
  for (let presses = 0; presses < 4 && (await select.inputValue()) !== unit; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(unit);
}

test('a distance is measured with the keyboard only, in miles', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const host = await openMap(page);
  const tools = await openMeasureTab(page);
  await chooseTool(page, tools, 'Distance', 'miles');

  const surface = host.locator('.esri-view-surface');
  const crosshair = host.locator('.tims-measure-crosshair');
  await expect(crosshair).toBeHidden();
  await tabTo(page, surface, { back: true });
  // The cross shows where a point goes as soon as the map has the keyboard's focus.
  await expect(crosshair).toBeVisible();

  const points = tools.getByRole('status').filter({ hasText: /point|finished/ });
  const result = tools.getByRole('status').filter({ hasText: 'Result:' });
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('1 point');
  await pan(page, host, 'ArrowRight');
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('2 points');
  await expect(result).toHaveText(/^Result: [\d,.]+ mi$/);
  const twoPoints = await result.textContent();

  // A third point, taken back with Backspace: the result is the two points' again.
  await pan(page, host, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('3 points');
  await expect(result).not.toHaveText(twoPoints!);
  await page.keyboard.press('Backspace');
  await expect(points).toHaveText('2 points');
  await expect(result).toHaveText(twoPoints!);
  await testInfo.attach('measuring a distance by keyboard', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  await page.keyboard.press('Escape');
  await expect(points).toHaveText('Measurement finished.');
  await expect(result).toHaveText(twoPoints!);
  // The map keeps the focus, and the cross stays while it has it.
  await expect(surface).toBeFocused();

  // Another unit gives the same measurement in it.
  const select = tools.getByRole('combobox', { name: 'Unit' });
  await tabTo(page, select, { back: true });
  await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue('meters');
  await expect(result).toHaveText(/^Result: [\d,.]+ m$/);
  const miles = Number(twoPoints!.replace(/[^\d.]/g, ''));
  const metres = Number((await result.textContent())!.replace(/[^\d.]/g, ''));
  expect(Math.abs(metres / 1609.344 - miles)).toBeLessThan(0.01);
});

test('an area is measured with the keyboard only, finished by the panel’s button', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const host = await openMap(page);
  const tools = await openMeasureTab(page);
  await chooseTool(page, tools, 'Area', 'square-miles');

  // The first point by the panel's button, the others from the map.
  const add = tools.getByRole('button', { name: 'Add point at map centre' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const points = tools.getByRole('status').filter({ hasText: /point|finished/ });
  await expect(points).toHaveText('1 point');
  await expect(host.locator('.tims-measure-crosshair')).toBeVisible();

  const surface = host.locator('.esri-view-surface');
  await tabTo(page, surface);
  await pan(page, host, 'ArrowRight');
  await page.keyboard.press(' ');
  await expect(points).toHaveText('2 points');
  await pan(page, host, 'ArrowDown');
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('3 points');
  const result = tools.getByRole('status').filter({ hasText: 'Result:' });
  await expect(result).toHaveText(/^Result: [\d,.]+ mi²$/);
  await testInfo.attach('measuring an area by keyboard', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });

  const finish = tools.getByRole('button', { name: 'Finish' });
  await tabTo(page, finish, { back: true });
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('Measurement finished.');
  await expect(result).toHaveText(/^Result: [\d,.]+ mi²$/);
  await expect(host.locator('.tims-measure-crosshair')).toBeHidden();
  await expect(finish).toHaveAttribute('aria-disabled', 'true');

  // A new point after a finished measurement starts the next one.
  await tabTo(page, add, { back: true });
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('1 point');
  await expect(tools.getByText(/^Result:/)).toHaveCount(0);
});

test('measuring by keyboard on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const host = await openMap(page);
  const tools = await openMeasureTab(page);
  await chooseTool(page, tools, 'Distance', 'miles');
  const add = tools.getByRole('button', { name: 'Add point at map centre' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(tools.getByText('1 point')).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await testInfo.attach('the measure panel on a phone', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
  // With the panel closed, the map and its cross are in view.
  const hide = page.getByRole('button', { name: 'Hide map tools' });
  await tabTo(page, hide, { back: true });
  await page.keyboard.press('Enter');
  await expect(tools).toBeHidden();
  await tabTo(page, host.locator('.esri-view-surface'));
  await pan(page, host, 'ArrowRight', 2);
  await page.keyboard.press('Enter');
  await expect(host.locator('.tims-measure-crosshair')).toBeVisible();
  await testInfo.attach('measuring by keyboard on a phone', {
    body: await page.screenshot(),
    contentType: 'image/png',
  });
});

test('a line drawn with the mouse replaces one put down by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const host = await openMap(page);
  const tools = page.locator('#map-tools');
  await tools.getByRole('tab', { name: 'Measure' }).click();
  await tools.getByRole('radio', { name: 'Distance' }).check();
  await tools.getByRole('combobox', { name: 'Unit' }).selectOption('miles');
  const points = tools.getByRole('status').filter({ hasText: /point|finished/ });
  const result = tools.getByRole('status').filter({ hasText: 'Result:' });
  await tools.getByRole('button', { name: 'Add point at map centre' }).click();
  await host.locator('.esri-view-surface').focus();
  await pan(page, host, 'ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(points).toHaveText('2 points');
  const byKeyboard = await result.textContent();

  const map = await page.locator('.esri-view-root').boundingBox();
  const at = (x: number, y: number) => [map!.x + map!.width * x, map!.y + map!.height * y] as const;
  await page.mouse.click(...at(0.3, 0.3));
  await page.mouse.click(...at(0.7, 0.3));
  await page.mouse.dblclick(...at(0.7, 0.7));
  await expect(tools.getByText(/^\d+ points?$/)).toHaveCount(0);
  await expect(host.locator('.tims-measure-crosshair')).toBeHidden();
  await expect(result).toHaveText(/^Result: [\d,.]+ mi$/);
  await expect(result).not.toHaveText(byKeyboard!);
});
