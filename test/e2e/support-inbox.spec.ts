import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAsAdministrator } from './signInAsAdministrator';

// The whole way of a support request (issue 12, "Done when"): a visitor reads help from the
// drawer, searches it and sends a request with the session's log; an administrator opens it in
// the inbox, replays the log step by step to its final state and replies by e-mail (here to the
// outbox: the e2e server has no SMTP_URL; server tests deliver to a real SMTP server).
test.describe.configure({ timeout: 120_000 });

const OUTBOX = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');

test('a visitor’s request with its session log is replayed and answered by an administrator', async ({
  browser,
}) => {
  // The visitor, on a phone: help from the drawer, a search, then the contact form.
  const visitor = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await visitor.goto('projects?q=bridge');
  await expect(visitor.locator('main h1')).toHaveText('Project Search');
  await visitor.goto('support');
  await visitor.getByRole('button', { name: 'Help contents' }).click();
  const drawer = visitor.getByRole('dialog', { name: 'Help contents' });
  await drawer.getByRole('link', { name: 'Finding a project' }).click();
  await expect(visitor.locator('main h1')).toHaveText('Finding a project');
  const helpSearch = visitor.getByRole('searchbox', { name: 'Search the help' });
  await helpSearch.fill('QGIS');
  await helpSearch.press('Enter');
  await expect(visitor).toHaveURL(/\/tims\/support\/search\?q=QGIS/);
  await expect(visitor.locator('main mark').first()).toHaveText(/qgis/i);

  await visitor.goto('support/contact');
  // The contact article comes above the form once loaded: wait, so the page does not move under the clicks.
  await expect(visitor.getByRole('button', { name: 'Go to the form' })).toBeVisible();
  await visitor.getByLabel('Your name').fill('Sam Rivera');
  await visitor.getByLabel('Your e-mail address').fill('sam.rivera@example.com');
  await visitor.getByLabel('What is it about?').selectOption('data');
  await visitor.getByLabel('Subject').fill('Bridge projects in the search');
  await visitor
    .getByLabel('Message')
    .fill('Searching for "bridge" shows fewer projects than I expected.');
  await visitor.getByRole('checkbox', { name: "Attach this session's action log" }).check();
  await visitor.getByRole('button', { name: 'Send request' }).click();
  await expect(visitor.getByRole('heading', { name: 'Your request has been sent' })).toBeVisible();
  const reference = (await visitor.locator('main code').textContent())!.trim();
  expect(reference).toMatch(/^TIMS-[0-9A-HJKMNP-TV-Z]{8}$/);
  await visitor.close();

  // The administrator: the inbox, the request, the replay, the reply.
  const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAsAdministrator(admin, 'admin/support');
  await admin.getByRole('tab', { name: /^All/ }).click();
  const inboxSearch = admin.getByRole('searchbox', { name: 'Search requests' });
  await inboxSearch.fill(reference);
  await inboxSearch.press('Enter');
  await admin
    .getByRole('link', { name: new RegExp(reference) })
    .first()
    .click();
  await expect(admin).toHaveURL(new RegExp(`/tims/admin/support/${reference}$`));
  await expect(admin.getByText('Bridge projects in the search').first()).toBeVisible();

  await admin.getByRole('link', { name: 'Open in replay viewer' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/support/replay\\?request=${reference}`));
  await expect(
    admin.getByText('Replaying reproduces the recorded final state').first(),
  ).toBeVisible({
    timeout: 30_000,
  });
  // Step back through the log with the slider's keys, then forward again to the final state.
  const step = admin.getByText(/^Step \d+ of \d+:/);
  await expect(step).toBeVisible();
  const last = (await step.textContent())!;
  const [, at, of] = /^Step (\d+) of (\d+)/.exec(last)!;
  expect(at).toBe(of);
  await admin.keyboard.press('Control+[');
  await expect(step).toHaveText(new RegExp(`^Step ${Number(of) - 1} of ${of}`));
  await admin.keyboard.press('Control+]');
  await expect(step).toHaveText(last);

  await admin.getByRole('link', { name: new RegExp(`Support request ${reference}`) }).click();
  await expect(admin).toHaveURL(new RegExp(`/tims/admin/support/${reference}$`));
  await admin
    .getByLabel('Reply to Sam Rivera')
    .fill(
      'Thank you: the search counts bridge projects by their work type. We are looking into it.',
    );
  await admin.getByRole('button', { name: 'Send reply' }).click();
  await expect(admin.getByText(/written to the outbox as/).first()).toBeVisible();

  const mails = fs.readdirSync(OUTBOX).filter((name) => name.includes(reference));
  const reply = mails
    .map((name) => fs.readFileSync(path.join(OUTBOX, name), 'utf8'))
    .find((mail) => /^Subject: Re: /m.test(mail));
  expect(reply).toBeDefined();
  expect(reply).toMatch(/^To: .*sam\.rivera@example\.com/m);
  expect(reply).toContain(reference);
  await admin.close();
});
