import { expect, test, type Page } from '@playwright/test';
import { signInAsAdministrator } from './signInAsAdministrator';

const TITLE = 'Closure on US-23';
const LINK = 'https://www.transportation.gov/detours';

/** Types into the Quill editor: bold words, plain words, then a word made a link. */
async function writeContent(page: Page) {
  const editor = page.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Lanes closed');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' north of Delaware; follow the ');
  await page.keyboard.type('detours');
  for (let i = 0; i < 'detours'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('toolbar', { name: 'Text formatting' }).getByLabel('Link').click();
  const address = page.getByRole('textbox', { name: 'Address' });
  await address.fill(LINK);
  await address.press('Enter');
}

test('an administrator posts a warning for Project Search; visitors see it there only, until it is deleted', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAsAdministrator(page, 'admin/notifications/new');
  await page.getByRole('radio', { name: 'On the pages I choose' }).check();
  await page.getByRole('checkbox', { name: 'Project Search' }).check();
  await page.getByRole('radio', { name: 'Warning' }).check();
  await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
  await writeContent(page);
  // The live preview is the card visitors will see.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('link', { name: 'detours' })).toHaveAttribute('href', LINK);
  await expect(preview.locator('strong', { hasText: 'Lanes closed' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/tims\/admin\/notifications$/);
  await expect(page.getByRole('table', { name: 'Notifications' })).toContainText(TITLE);

  // An anonymous visitor, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto('projects');
  const banners = visitor.getByRole('region', { name: 'Notices for this page' });
  await expect(banners).toContainText(TITLE);
  await expect(banners.locator('strong', { hasText: 'Lanes closed' })).toBeVisible();
  await expect(banners.getByRole('link', { name: 'detours' })).toHaveAttribute('href', LINK);
  const bell = visitor.getByRole('button', { name: 'Notifications: 1 for this page' });
  await bell.click();
  const drawer = visitor.getByRole('dialog', { name: /Notifications/ });
  await expect(drawer).toContainText(TITLE);
  // Visitors read; they do not edit or delete.
  await expect(drawer.getByRole('button', { name: /^Delete notification/ })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close notifications' }).click();

  await visitor.goto('maps');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Notices for this page' })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The administrator deletes it through the confirmation popover.
  await page.getByRole('button', { name: `Delete notification: ${TITLE}` }).click();
  await expect(page.getByText('Delete notification?')).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);

  await visitor.goto('projects');
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(TITLE)).toHaveCount(0);
  await visitorContext.close();
});
