import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { wcagViolations } from './axe';

test.describe.configure({ timeout: 90_000 });

const PASSWORD = 'tims-demo-2026';
/** server/portal/constants.ts */
const PROJECTS_ITEM = 'bb164d816c8419738c4bcaff24cf4cce';
/** The Projects layer (0) of the Projects service, as the glossary names it. */
const PROJECTS = `${PROJECTS_ITEM}_0`;
const BRIDGES_ITEM = 'aa5e3cf02b1d2aa07e7c5b989a0b5401';

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // Taken once (a long page's full screenshot takes seconds), saved and attached.
  const body = await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
}

/** The page scrolls sideways when the document is wider than the window. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

test('a visitor finds the Projects dataset by a field name, reads its fields, and its CSV matches the preview', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('data');
  await expect(page.getByRole('heading', { level: 1, name: 'Data' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Datasets' });
  await expect(table.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search datasets' }).fill('work_type');
  await expect(page).toHaveURL(/[?&]q=work_type/);
  await expect(table.getByRole('link', { name: 'Counties' })).toBeHidden();
  await expect(table.getByRole('link', { name: 'Projects', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /\/tims\/api\/datasets\/export\?format=csv&q=work_type$/,
  );
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'glossary-1280');

  await table.getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/data/dataset/${PROJECTS}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const fields = page.getByRole('table', { name: 'Fields' });
  const workType = fields.locator('#field-workType');
  await expect(workType).toBeVisible();
  await expect(workType).not.toContainText('No definition yet.');
  await expect(fields.locator('#field-pid')).toContainText('PID');

  // The preview's first page, in the layer's order, and the CSV's first rows: the same projects.
  const preview = page.getByRole('table', { name: 'First rows of the dataset' });
  await expect(preview.getByRole('row')).toHaveCount(26);
  const headers = await preview.getByRole('columnheader').allTextContents();
  const pidColumn = headers.indexOf('PID');
  expect(pidColumn).toBeGreaterThanOrEqual(0);
  const previewPids = await preview
    .getByRole('row')
    .locator(`td:nth-child(${pidColumn + 1})`)
    .allTextContents();
  expect(previewPids).toHaveLength(25);
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'dataset-1280');

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Projects as CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const rows = parseCsv(Buffer.concat(chunks).toString('utf8'));
  const pidAt = rows[0]!.indexOf('pid');
  expect(pidAt).toBeGreaterThanOrEqual(0);
  expect(rows.slice(1, 26).map((row) => row[pidAt])).toEqual(previewPids);

  // The next page of the preview goes on where the first stopped.
  await page
    .getByRole('navigation', { name: 'Pages of the preview' })
    .getByRole('button', { name: 'Next' })
    .click();
  await expect(
    preview
      .getByRole('row')
      .nth(1)
      .locator(`td:nth-child(${pidColumn + 1})`),
  ).toHaveText(rows[26]![pidAt]!);
});

test('on a phone the glossary is a list of cards and nothing scrolls sideways', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('data');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await scrollsSideways(page)).toBe(false);
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'glossary-375');

  await page.getByRole('tab', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/[?&]tab=terms/);
  await page.getByRole('searchbox', { name: 'Search terms' }).fill('PID');
  await expect(page.getByText('Project identification number').first()).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'terms-375');

  await page.goto(`data/dataset/${PROJECTS_ITEM}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Fields' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'First rows of the dataset' })).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'dataset-375');
});

test('a term links to the field that uses it', async ({ page }) => {
  await page.goto('data?tab=terms&q=PID');
  const link = page.getByRole('link', { name: /^Projects: pid$/ }).first();
  await expect(link).toBeVisible();
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(/#field-pid$/);
  await expect(page.locator('#field-pid')).toHaveAttribute('data-targeted', 'true');
  await expect(page.locator('#field-pid')).toBeFocused();
});

test('the staff-only Bridges ask an anonymous visitor to sign in, and show after signing in', async ({
  page,
}) => {
  await page.goto('data?q=bridges');
  await expect(page.getByRole('heading', { name: /datasets?$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bridges', exact: true })).toBeHidden();

  await page.goto(`data/dataset/${BRIDGES_ITEM}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sign in to see this dataset' }),
  ).toBeVisible();
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Username').fill('tims.staff');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/data/dataset/${BRIDGES_ITEM}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bridges' })).toBeVisible();
  await expect(page.getByText('Staff only').first()).toBeVisible();
});

test('the API reference is reached from the Data screen and the footer, grouped by tag', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('data');
  await page.getByRole('main').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/tims\/data\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  const operation = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 3, name: 'get /datasets', exact: true }),
  });
  await expect(operation).toBeVisible();
  await expect(operation.getByRole('table', { name: /^Parameters of/ })).toContainText('q');
  await expect(
    page.getByRole('navigation', { name: 'Sections' }).getByRole('link'),
  ).not.toHaveCount(0);
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'api-1280');

  await page.goto('maps');
  await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/tims\/data\/api$/);
});

test('an administrator edits a dataset’s text and a field’s definition', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`admin/datasets/${PROJECTS_ITEM}`);
  await expect(page).toHaveURL(/\/tims\/auth\?returnTo=/);
  await page.getByRole('button', { name: /^Sign in with/ }).click();
  await page.getByLabel('Username').fill('tims.admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/admin/datasets/${PROJECTS_ITEM}$`));

  const licence = page.getByRole('textbox', { name: /^Licence/ });
  await expect(licence).toBeVisible();
  await licence.fill('Creative Commons Attribution 4.0');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved. Visitors now see the new text.')).toBeVisible();

  const row = page.getByRole('form', { name: 'fiscalYear' });
  await row
    .getByRole('textbox', { name: 'Definition' })
    .fill('The state fiscal year of the sale: July to June, named by the year it ends.');
  await row.getByRole('button', { name: 'Save the field fiscalYear' }).click();
  await expect(row.getByText('Saved')).toBeVisible();
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);
  await shoot(page, testInfo, 'admin-dataset-1280');

  await page.getByRole('link', { name: 'All datasets' }).click();
  await page.getByRole('link', { name: 'Changes' }).click();
  const changes = page.getByRole('table', { name: 'Changes to the glossary' });
  await expect(changes).toContainText('tims.admin');
  await expect(changes).toContainText('Creative Commons Attribution 4.0');
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);

  await page.getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('table', { name: 'Terms of the glossary' })).toBeVisible();
  expect(await wcagViolations(page, { seriousOnly: true })).toEqual([]);

  await page.goto(`data/dataset/${PROJECTS_ITEM}`);
  await expect(page.getByRole('region', { name: 'About this dataset' })).toContainText(
    'Creative Commons Attribution 4.0',
  );
  await expect(page.locator('#field-fiscalYear')).toContainText('July to June');
});
