import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe';
import { signInAsAdministrator } from './signInAsAdministrator';
import PDFDocument from 'pdfkit';

/** Text of a PDF as poppler reads it: a reader that is not the one that wrote it. */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function makePdf(title: string): Promise<Buffer> {
  const pdf = new PDFDocument({ size: [1224, 792], margin: 36, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    pdf.on('end', () => resolve(Buffer.concat(chunks))),
  );
  pdf.fontSize(36).text(title);
  pdf.rect(100, 200, 600, 300).fill('#00b5e2');
  pdf.end();
  return done;
}

// The server draws the set in the background from its start; Adams County is the first county.
test('a visitor finds a county by name, previews its map and downloads that county’s PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('maps');
  await expect(page.getByRole('heading', { level: 1, name: 'Standard Maps' })).toBeVisible();

  // Typing the county's name in the filters: the gallery narrows, the address says so.
  const county = page.getByRole('combobox', { name: 'County' });
  await county.click();
  await county.pressSequentially('Adam');
  await page.getByRole('option', { name: 'Adams' }).click();
  await expect(page).toHaveURL(/[?&]county=39001/);
  // While the set is drawn, the map appears when it is done (the gallery follows the drawing).
  const card = page.getByRole('article').filter({ hasText: 'Adams County' });
  await expect(card).toBeVisible({ timeout: 150_000 });
  await expect(card).toContainText('Tabloid 11 × 17 in');
  await expect(card.getByRole('img', { name: /Adams County/ })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Preview Adams County' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adams County' });
  await expect(dialog.getByRole('img', { name: /Adams County/ })).toBeVisible();
  await expect(dialog).toContainText('Current edition');
  expect(await wcagViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Download/ }).click();
  await page.getByRole('menuitem', { name: /^Tabloid 11 × 17 in/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^adams-county-\d{4}-\d{2}-\d{2}-tabloid\.pdf$/);
  const text = pdfText(await file.path());
  expect(text).toContain('Adams County');
  expect(text).toContain('Projects by phase');
  expect(text).toContain('Produced by TIMS');
});

test('an administrator uploads a PDF and a visitor sees it in the library', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Lakefront bike routes ${testInfo.workerIndex}-${Date.now()}`;
  await signInAsAdministrator(page, 'admin/standard-maps/new');
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByLabel('PDF file').setInputFiles({
    name: 'lakefront.pdf',
    mimeType: 'application/pdf',
    buffer: await makePdf(title),
  });
  const titleField = page.getByRole('textbox', { name: 'Title' });
  await titleField.fill(title);
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Specialty');
  await page.getByRole('textbox', { name: 'Description' }).fill('Bike routes along the lake.');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/tims\/admin\/standard-maps\/[a-z0-9]{12}$/, { timeout: 30_000 });
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  expect(await wcagViolations(page)).toEqual([]);
  // The list is long (the drawn set comes first): found by its words, as an administrator would.
  await page.goto(`admin/standard-maps?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole('table', { name: 'Standard maps' })).toContainText(title);
  expect(await wcagViolations(page)).toEqual([]);

  const visitorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`maps?q=${encodeURIComponent(title)}`);
  const card = visitor.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Specialty');
  const opened = await visitorContext.request.get(
    (await card.getByRole('link', { name: `Open ${title} (PDF)` }).getAttribute('href'))!,
  );
  expect(opened.headers()['content-type']).toBe('application/pdf');
  await visitorContext.close();
});
