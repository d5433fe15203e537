import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { wcagViolations } from './axe';
import type { ArticleIndex } from '../../contracts/support';

// Every link of every article is opened, the map among them (software WebGL): give it room.
test.describe.configure({ timeout: 180_000 });

/** The headings of the screens that say "nothing here": a link to one is a broken link. */
const NOT_FOUND = [
  'Not Found',
  'No such help article',
  'Dataset not found',
  'Group not found',
  'Sorry, this page failed',
];

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0),
      ),
    )
    .toBe(true);
  const body = await page.screenshot({ fullPage: true });
  await testInfo.attach(name, { body, contentType: 'image/png' });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

async function articleIndex(page: Page) {
  const answer = await page.request.get('api/support/articles');
  expect(answer.ok()).toBe(true);
  const index = (await answer.json()) as ArticleIndex;
  return index.sections.flatMap((section) => section.articles);
}

const title = (page: Page) => page.locator('main h1');

test('the help centre lists its articles, each has its page, and their pictures load', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const articles = await articleIndex(page);
  expect(articles.map((article) => article.slug).sort()).toEqual(
    [
      'accessibility',
      'administering-tims',
      'contact',
      'data-and-downloads',
      'finding-a-project',
      'getting-started',
      'making-a-map',
      'map-viewers',
      'privacy',
      'reading-a-project',
      'signing-in',
      'standard-maps',
    ].sort(),
  );

  await page.goto('support');
  await expect(title(page)).toHaveText('Information & Support');
  const contents = page.getByRole('navigation', { name: 'Help contents' });
  await expect(contents.getByRole('link')).toHaveCount(articles.length);
  await expect(page.getByRole('list', { name: 'Help sections' }).getByRole('link')).toHaveCount(
    articles.length,
  );
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'support-home-1280');

  for (const article of articles) {
    if (article.slug === 'contact') continue; // the contact form's page: its own test
    await contents.getByRole('link', { name: article.title, exact: true }).click();
    await expect(title(page)).toHaveText(article.title);
    await expect(page).toHaveTitle(`${article.title} · Information & Support · TIMS`);
    await expect(contents.getByRole('link', { name: article.title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Was this helpful?' })).toBeVisible();
  }

  await page.goto('support/making-a-map');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'support-article-1280');

  await page.goto('support/no-such-article');
  await expect(title(page)).toHaveText('No such help article');
  await page.getByRole('link', { name: 'Back to Information & Support' }).click();
  await expect(title(page)).toHaveText('Information & Support');
});

test('every link inside every article opens a screen, and a heading it names', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const articles = await articleIndex(page);
  const links = new Map<string, string>();
  for (const article of articles) {
    await page.goto(`support/${article.slug}`);
    // The contact article is the contact form's page.
    await expect(title(page)).toHaveText(article.slug === 'contact' ? 'Contact us' : article.title);
    await expect(page.locator('main a[href]').first()).toBeVisible();
    const hrefs = await page
      .locator('main article a[href], main a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of hrefs) {
      if (href.startsWith('/tims/') && !href.startsWith('/tims/api/'))
        links.set(href, article.slug);
      if (href.startsWith('#')) links.set(`/tims/support/${article.slug}${href}`, article.slug);
    }
  }
  expect(links.size).toBeGreaterThan(30);

  // One link followed by a click: the router takes it, the page is not loaded again.
  await page.goto('support/getting-started');
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await page.locator('main article a[href="/tims/support/finding-a-project"]').first().click();
  await expect(title(page)).toHaveText('Finding a project');
  expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);

  const broken: string[] = [];
  for (const [href, from] of links) {
    await page.goto(href.replace(/^\/tims\//, ''));
    const heading = title(page).first();
    await expect(heading).toBeVisible({ timeout: 30_000 });
    const text = (await heading.textContent())?.trim() ?? '';
    if (NOT_FOUND.includes(text)) broken.push(`${href} (in ${from}): ${text}`);
    const fragment = new URL(href, 'http://x').hash.slice(1);
    if (fragment && (await page.locator(`[id="${decodeURIComponent(fragment)}"]`).count()) !== 1) {
      broken.push(`${href} (in ${from}): no #${fragment}`);
    }
  }
  expect(broken).toEqual([]);
});

test('on a phone the articles are in a drawer, and the search finds words inside them', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const articles = await articleIndex(page);
  await page.goto('support');
  await expect(title(page)).toHaveText('Information & Support');
  await expect(page.getByRole('navigation', { name: 'Help contents' })).toHaveCount(0);
  await shoot(page, testInfo, 'support-home-375');

  await page.getByRole('button', { name: 'Help contents' }).click();
  const drawer = page.getByRole('dialog', { name: 'Help contents' });
  await expect(drawer.getByRole('link')).toHaveCount(articles.length);
  await shoot(page, testInfo, 'support-drawer-375');
  await drawer.getByRole('link', { name: 'Data and downloads' }).click();
  await expect(drawer).toBeHidden();
  await expect(title(page)).toHaveText('Data and downloads');
  await shoot(page, testInfo, 'support-article-375');

  // "QGIS" is written inside the article, not in its title.
  await page.getByRole('searchbox', { name: 'Search the help' }).fill('qgis');
  await page.getByRole('searchbox', { name: 'Search the help' }).press('Enter');
  await expect(page).toHaveURL(/\/tims\/support\/search\?q=qgis$/);
  await expect(title(page)).toHaveText('Results for “qgis”');
  const results = page.getByRole('list', { name: 'Search results' });
  const result = results.getByRole('listitem').filter({ hasText: 'Data and downloads' });
  await expect(result.locator('mark').first()).toHaveText(/^qgis$/i);
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'support-search-375');

  await result.getByRole('link', { name: 'Data and downloads' }).click();
  await expect(page).toHaveURL(/\/tims\/support\/data-and-downloads\?highlight=qgis$/);
  await expect(page.locator('main article mark').first()).toHaveText(/^qgis$/i);

  await page.getByRole('searchbox', { name: 'Search the help' }).fill('zeppelin');
  await page.getByRole('searchbox', { name: 'Search the help' }).press('Enter');
  await expect(page.getByText('No article holds all of these words.')).toBeVisible();
});

test('the help icon opens the screen’s article; a request sent from there says where', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('projects');
  await expect(title(page)).toHaveText('Project Search');
  await page.getByRole('banner').getByRole('link', { name: 'Information & Support' }).click();
  await expect(page).toHaveURL(/\/tims\/support\/finding-a-project$/);
  await expect(title(page)).toHaveText('Finding a project');

  await page
    .getByRole('navigation', { name: 'Help contents' })
    .getByRole('link', { name: 'Contact the TIMS team' })
    .click();
  await expect(title(page)).toHaveText('Contact us');
  // The contact article comes above the form once loaded: wait for it, so that the page does not
  // move under the click below (under load it arrived mid-click and the click missed the button).
  await expect(page.getByRole('button', { name: 'Go to the form' })).toBeVisible();
  // Nothing sent while the form is wrong.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Please fill this in.').first()).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, testInfo, 'support-contact-invalid-1280');

  await page.getByLabel('Your name').fill('Jordan Lee');
  await page.getByLabel('Your e-mail address').fill('jordan.lee@example.com');
  await page.getByLabel('What is it about?').selectOption('problem');
  await page.getByLabel('Subject').fill('The project list does not load');
  await page.getByLabel('Message').fill('After searching for bridges the list stays empty.');
  await page.getByRole('checkbox', { name: "Attach this session's action log" }).check();
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByRole('heading', { name: 'Your request has been sent' })).toBeFocused();
  await expect(page.locator('main code')).toHaveText(/^TIMS-[0-9A-HJKMNP-TV-Z]{8}$/);
  await expect(page.getByText(/action log was attached/)).toBeVisible();
  await shoot(page, testInfo, 'support-contact-sent-1280');
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(/\/tims\/projects$/);
});

test('the contact form on a phone', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('support/contact');
  await expect(title(page)).toHaveText('Contact us');
  await expect(page.getByRole('heading', { level: 2, name: 'Send a request' })).toBeVisible();
  await shoot(page, testInfo, 'support-contact-375');
});
