import { expect, test, type APIRequestContext } from '@playwright/test';

/** A PID of the seeded demo data, found through the API the screens use. */
async function somePid(request: APIRequestContext) {
  const found = await (await request.get('api/projects?limit=1&sort=pid')).json();
  return found.items[0].pid as string;
}

test('header PID search → results → details with its timeline, and the link reopens it', async ({
  page,
  request,
  context,
}) => {
  const pid = await somePid(request);
  await page.goto('');
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search by PID' }).fill(pid);
  await page.getByRole('banner').getByRole('searchbox', { name: 'Search by PID' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tims/projects\\?pid=${pid}$`));
  const grid = page.getByRole('grid', { name: 'Projects found' });
  await grid.getByRole('link', { name: pid }).click();
  await expect(page).toHaveURL(new RegExp(`/tims/projects/details\\?pid=${pid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(pid);
  const timeline = page.getByRole('table', { name: 'Project phases' });
  await expect(timeline.getByText(/^Today, /)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View on map' })).toHaveAttribute(
    'href',
    `/tims/map?pid=${pid}`,
  );

  const copy = await context.newPage();
  await copy.goto(page.url());
  await expect(copy.getByRole('heading', { level: 1 })).toHaveText(
    await page.getByRole('heading', { level: 1 }).innerText(),
  );
});

test('an export holds the rows of the table', async ({ page, request }) => {
  await page.goto('projects?district=6&sort=pid');
  const grid = page.getByRole('grid', { name: 'Projects found' });
  await expect(grid).toBeVisible();
  const shownPids = await grid.getByRole('link').allInnerTexts();
  await page.getByRole('button', { name: 'Export' }).click();
  const href = await page.getByRole('link', { name: 'Download' }).getAttribute('href');
  const csv = await (await request.get(href!)).text();
  const exportedPids = csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .map((line) => line.split(',')[0]!.replace(/"/g, ''));
  expect(exportedPids.slice(0, shownPids.length)).toEqual(shownPids);
});

test('today’s label stays inside the timeline’s chart, in any language and direction', async ({
  page,
  request,
}) => {
  const pid = await somePid(request);
  // Polish writes "Dziś, 25 lis 2026", longer than English; Arabic runs from the right.
  for (const language of ['en', 'pl', 'ar']) {
    await page.goto(`projects/details?pid=${pid}&lang=${language}`);
    const chart = page.locator('th.chart');
    // The chart's header: the years, then today's label (its own line, under them).
    const label = chart.locator('div').nth(1).locator('span');
    await expect(label).toHaveText(/\d/);
    const outer = (await chart.boundingBox())!;
    const inner = (await label.boundingBox())!;
    expect(inner.x, `${language}: starts inside`).toBeGreaterThanOrEqual(outer.x - 1);
    expect(inner.x + inner.width, `${language}: ends inside`).toBeLessThanOrEqual(
      outer.x + outer.width + 1,
    );
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the results stay where they are when the filters’ counts arrive', async ({ page }) => {
    // The counts answer late, after the results: the closed filter groups then take the
    // place held for them instead of pushing the results down.
    let answerFacets = () => {};
    const facetsAsked = new Promise<void>((resolve) => {
      void page.route('**/api/projects/facets**', async (route) => {
        resolve();
        await new Promise<void>((release) => (answerFacets = release));
        await route.continue();
      });
    });
    await page.goto('projects');
    const heading = page.getByRole('heading', { level: 2, name: /^[\d,]+ projects$/ });
    await expect(heading).toBeVisible();
    await facetsAsked;
    await expect(page.getByText('Loading filters…')).toBeVisible();
    const before = (await heading.boundingBox())!.y;
    answerFacets();
    await expect(page.getByText('County', { exact: true })).toBeVisible();
    await expect(page.getByText('Loading filters…')).toBeHidden();
    expect((await heading.boundingBox())!.y).toBe(before);
  });
});
