import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  keepProfileLanguage,
  PUBLIC_ROUTES,
  settledOverflow,
  somePid,
  WIDTHS,
  type Finding,
} from './routeTable';
import { words } from './shippedWords';
import { signInAsAdministrator } from './signInAsAdministrator';

/**
 * Hebrew on every route of the spec's table, signed out and as an administrator, at 1280 px and
 * 375 px: the page is mirrored (`<html dir=rtl>`, Fluent's provider, the header starting on the
 * right, the main navigation running right to left, the phone's drawer opening from the left)
 * and never scrolls sideways. Arabic gets the same and axe in the accessibility matrix; this is
 * the cheap pass for the other right-to-left language (no axe, one browser page per test).
 */

async function examine(page: Page, route: string, width: number) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.fui-FluentProvider').first()).toHaveAttribute('dir', 'rtl');
  const findings = await settledOverflow(page, route);

  // The header starts on the right: the product's logo is in its right half.
  const logo = await page
    .getByRole('img', { name: words('he', 'common', 'header.productLogo') })
    .boundingBox();
  if (!logo || logo.x + logo.width / 2 < width / 2) {
    findings.push({ route, problem: `the product logo is not on the right (${logo?.x} px)` });
  }
  // The main navigation (under the header on a desktop, not on the home page nor beside the
  // map's open side panel) reads from right to left: its first entry is right of its last.
  const links = page
    .getByRole('navigation', { name: words('he', 'common', 'nav.label') })
    .getByRole('link');
  if (width >= 1280 && (await links.count()) > 1) {
    const first = await links.first().boundingBox();
    const last = await links.last().boundingBox();
    if (!first || !last || first.x <= last.x) {
      findings.push({ route, problem: 'the main navigation runs left to right' });
    }
    return { findings, navigationSeen: true };
  }
  return { findings, navigationSeen: false };
}

async function examineAll(page: Page, routes: string[], width: number) {
  await page.evaluate(() => localStorage.setItem('tims.language', 'he'));
  const pid = await somePid(page);
  const findings: Finding[] = [];
  let navigationSeen = false;
  for (const route of routes) {
    const examined = await examine(page, route.replace('{pid}', pid), width);
    findings.push(...examined.findings);
    navigationSeen ||= examined.navigationSeen;
  }
  if (width >= 1280 && !navigationSeen) {
    findings.push({ route: '*', problem: 'the main navigation was never found to measure' });
  }
  return findings;
}

/** On a phone the navigation drawer, at the end of the line, opens from the left. */
async function expectDrawerOnTheLeft(page: Page) {
  await page.getByRole('button', { name: words('he', 'common', 'header.openNavigation') }).click();
  const drawer = page.getByRole('dialog', { name: words('he', 'common', 'nav.drawerTitle') });
  await expect(drawer).toBeVisible();
  await expect(async () => {
    const box = await drawer.boundingBox(); // once it has slid in
    expect(box!.x).toBeCloseTo(0, 0);
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

for (const size of WIDTHS) {
  test.describe(`Hebrew at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('every public route is mirrored and does not scroll sideways', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('?lang=he');
      expect(await examineAll(page, PUBLIC_ROUTES, size.width)).toEqual([]);
      if (size.width < 1280) await expectDrawerOnTheLeft(page);
    });

    test('every route as an administrator is mirrored and does not scroll sideways', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await keepProfileLanguage(page);
      await signInAsAdministrator(page, 'admin/usage');
      expect(await examineAll(page, ADMIN_ROUTES, size.width)).toEqual([]);
      if (size.width < 1280) await expectDrawerOnTheLeft(page);
    });
  });
}
