import { expect, test } from '@playwright/test';

/**
 * A field the server refuses is said in the reader's language: the server answers the reason
 * and its limit as data (`details`), the app words them. The request is changed on its way
 * (a subject longer than the form lets one type), as an older or hostile client would send it;
 * the real server refuses it.
 */
test('a subject the server refuses is said in German, with its limit', async ({
  page,
}, testInfo) => {
  await page.route('**/api/support/requests', async (route) => {
    const body = route.request().postDataBuffer()?.toString('utf8') ?? '';
    await route.continue({ postData: body.replace('Brücke 4521', 'x'.repeat(151)) });
  });
  await page.goto('support/contact?lang=de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt');
  await page.getByRole('textbox', { name: 'Ihr Name', exact: true }).fill('Jordan Lee');
  await page
    .getByRole('textbox', { name: 'Ihre E-Mail-Adresse', exact: true })
    .fill('jordan.lee@example.com');
  await page.getByRole('textbox', { name: 'Betreff', exact: true }).fill('Brücke 4521');
  await page
    .getByRole('textbox', { name: 'Nachricht', exact: true })
    .fill('Die Brücke liegt auf der falschen Straße.');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();

  const subject = page.getByRole('textbox', { name: 'Betreff', exact: true });
  await expect(subject).toBeFocused();
  await expect(page.getByText('Bitte höchstens 150 Zeichen.')).toBeVisible();
  // The field says it in German only (the help article above the form is English: it has no
  // German translation yet).
  await expect(subject).toHaveAccessibleDescription(/Bitte höchstens 150 Zeichen\./);
  await expect(subject).not.toHaveAccessibleDescription(/body\/subject|characters/);
  await expect(subject).toHaveValue('Brücke 4521');
  await page.screenshot({ path: testInfo.outputPath('refused-subject-de-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await subject.scrollIntoViewIfNeeded();
  await expect(page.getByText('Bitte höchstens 150 Zeichen.')).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('refused-subject-de-375.png') });
});
