import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AdminAnalytics } from '../../../../contracts/adminAnalytics';
import { AppProviders } from '../../../app/AppProviders';
import { API, mswServer } from '../../../../test/support/mswServer';
import { renderApp, testI18n } from '../../../../test/support/renderApp';
import { createTestStore } from '../../../../test/support/testStore';
import { Chart } from './chartJsDouble';
import { addDays, daysIn } from './dayRange';
import { UsageScreen } from './UsageScreen';
import { signedInAs } from '../../../../test/support/signedInAs';

// jsdom has no canvas: chart.js is replaced by a double that records what would be drawn.
jest.mock('chart.js', () => jest.requireActual('./chartJsDouble'));

/** Page views as the foundation records them: a day, a page name (or none), how many. */
type Recorded = [day: string, page: string | null, views: number];

const RECORDED: Recorded[] = [
  ['2026-03-01', 'Projects', 4],
  ['2026-03-03', 'Home', 2],
  ['2026-03-03', null, 1],
  ['2026-03-30', 'Projects', 3],
  ['2026-02-27', 'Home', 5],
];

/** The analytics endpoint as the server answers it, over `recorded`; what it was asked. */
function answersAnalytics(recorded: Recorded[] = RECORDED) {
  const asked: Record<string, string>[] = [];
  const headers: Headers[] = [];
  mswServer.use(
    http.get(`${API}/admin/analytics`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      headers.push(request.headers);
      const { from = '', to = '' } = query;
      const inRange = recorded.filter(([day]) => day >= from && day <= to);
      const byPage = new Map<string | null, number>();
      for (const [, page, views] of inRange) byPage.set(page, (byPage.get(page) ?? 0) + views);
      const body: AdminAnalytics = {
        from,
        to,
        total: inRange.reduce((sum, [, , views]) => sum + views, 0),
        days: Array.from({ length: daysIn({ from, to }) }, (_, index) => {
          const day = addDays(from, index);
          const views = inRange.filter(([d]) => d === day).reduce((sum, [, , n]) => sum + n, 0);
          return { day, views };
        }),
        pages: [...byPage]
          .map(([page, views]) => ({ page, views }))
          .sort((a, b) => b.views - a.views),
      };
      return HttpResponse.json(body, { headers: { 'cache-control': 'no-store' } });
    }),
  );
  return { asked, headers };
}

/** Scenario: the server refuses the range with a 400 and its message. */
function refusesTheRange(message: string) {
  mswServer.use(
    http.get(`${API}/admin/analytics`, () =>
      HttpResponse.json({ error: { code: 'bad-request', message } }, { status: 400 }),
    ),
  );
}

async function renderUsage(path = '/admin/usage') {
  const { store } = createTestStore();
  const router = createMemoryRouter([{ path: '/admin/usage', element: <UsageScreen /> }], {
    initialEntries: [path],
  });
  const i18n = await testI18n();
  await act(() => i18n.loadNamespaces('usage'));
  render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router };
}

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1) // the header row
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const status = () => screen.getByRole('status');

beforeEach(() => {
  // Only the clock is fake ("today" is 2026-03-30 in UTC); timers run as usual.
  jest.useFakeTimers({
    now: new Date('2026-03-30T15:00:00Z'),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  Chart.reset();
});

describe('the usage screen', () => {
  it('shows the last 30 days by default: total, per-day and per-page charts and tables', async () => {
    const { asked } = answersAnalytics();
    await renderUsage();

    await waitFor(() =>
      expect(status()).toHaveTextContent('10 page views from Mar 1, 2026 to Mar 30, 2026'),
    );
    expect(asked).toEqual([{ from: '2026-03-01', to: '2026-03-30' }]);
    expect(screen.getByRole('heading', { name: 'Usage' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-03-01');
    expect(screen.getByLabelText(/^To/)).toHaveValue('2026-03-30');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const days = rowsOf('Page views per day');
    expect(days).toHaveLength(30);
    expect(days.slice(0, 3)).toEqual([
      ['Mar 1, 2026', '4'],
      ['Mar 2, 2026', '0'],
      ['Mar 3, 2026', '3'],
    ]);
    expect(days[29]).toEqual(['Mar 30, 2026', '3']);
    expect(rowsOf('Page views per page')).toEqual([
      ['Project Search', '7', '70%'],
      ['Home', '2', '20%'],
      ['Other addresses (no named page)', '1', '10%'],
    ]);

    const perDay = screen.getByRole('img', {
      name: 'Bar chart of page views per day from Mar 1, 2026 to Mar 30, 2026',
    });
    expect(perDay).toHaveAccessibleDescription(
      'The busiest day was Mar 1, 2026 with 4 page views; 0.3 a day on average. 27 days without page views.',
    );
    const [dayChart, pageChart] = Chart.live();
    expect(dayChart?.canvas).toBe(perDay);
    expect(dayChart?.data.labels).toHaveLength(30);
    expect(dayChart?.data.labels?.slice(0, 2)).toEqual(['Mar 1', 'Mar 2']);
    expect(dayChart?.data.datasets[0]?.data.slice(0, 4)).toEqual([4, 0, 3, 0]);
    expect(pageChart?.config.options?.indexAxis).toBe('y');
    expect(pageChart?.data.labels).toEqual([
      'Project Search',
      'Home',
      'Other addresses (no named page)',
    ]);
    expect(pageChart?.data.datasets[0]?.data).toEqual([7, 2, 1]);
    expect(
      screen.getByRole('img', { name: /^Bar chart of page views per page/ }),
    ).toHaveAccessibleDescription('Most viewed: Project Search, with 7 page views (70% of all).');
  });

  it('says "page view" for one, with the number in the sentence, and names the map page as the menu does', async () => {
    answersAnalytics([['2026-03-10', 'Map viewer', 1]]);
    await renderUsage();

    await waitFor(() =>
      expect(status()).toHaveTextContent('1 page view from Mar 1, 2026 to Mar 30, 2026'),
    );
    expect(within(status()).getByText('1', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Bar chart of page views per day/ }),
    ).toHaveAccessibleDescription(
      'The busiest day was Mar 10, 2026 with 1 page view; 0 a day on average. 29 days without page views.',
    );
    expect(rowsOf('Page views per page')).toEqual([['Create a Map', '1', '100%']]);
    expect(
      screen.getByRole('img', { name: /^Bar chart of page views per page/ }),
    ).toHaveAccessibleDescription('Most viewed: Create a Map, with 1 page view (100% of all).');
  });

  it('asks for the range typed into the date fields and keeps it in the address', async () => {
    const { asked } = answersAnalytics();
    const { router } = await renderUsage();
    await waitFor(() => expect(asked).toHaveLength(1));

    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-27');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(status()).toHaveTextContent('9 page views from Feb 27, 2026 to Mar 1, 2026'),
    );
    expect(asked[1]).toEqual({ from: '2026-02-27', to: '2026-03-01' });
    expect(router.state.location.search).toBe('?from=2026-02-27&to=2026-03-01');
    expect(rowsOf('Page views per day')).toEqual([
      ['Feb 27, 2026', '5'],
      ['Feb 28, 2026', '0'],
      ['Mar 1, 2026', '4'],
    ]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('offers the last 7, 30, 90 and 365 days', async () => {
    const { asked } = answersAnalytics();
    const { router } = await renderUsage('/admin/usage?from=2026-01-01&to=2026-01-31');
    await waitFor(() => expect(status()).toHaveTextContent('No page views in this range'));
    expect(
      within(screen.getByRole('group', { name: 'Quick ranges' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last 365 days']);

    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));

    await waitFor(() =>
      expect(status()).toHaveTextContent('3 page views from Mar 24, 2026 to Mar 30, 2026'),
    );
    expect(asked.at(-1)).toEqual({ from: '2026-03-24', to: '2026-03-30' });
    expect(router.state.location.search).toBe('?from=2026-03-24&to=2026-03-30');
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByLabelText(/^From/)).toHaveValue('2026-03-24');
  });

  it.each([
    [
      'the first day after the last',
      '2026-03-10',
      '2026-03-01',
      /^From/,
      'The first day must not be after the last day.',
    ],
    [
      'a day before 1900',
      '1899-12-31',
      '1900-01-31',
      /^From/,
      'Choose a day from Jan 1, 1900 to Dec 31, 2099.',
    ],
    [
      'a day after 2099',
      '2099-12-01',
      '2100-01-01',
      /^To/,
      'Choose a day from Jan 1, 1900 to Dec 31, 2099.',
    ],
    [
      'more days than the server answers',
      '2025-01-01',
      '2026-01-02',
      /^From/,
      'A range may cover at most 366 days; this one covers 367.',
    ],
  ])('refuses %s without asking the server', async (_case, fromDay, toDay, field, message) => {
    const { asked } = answersAnalytics();
    await renderUsage();
    await waitFor(() => expect(asked).toHaveLength(1));

    const from = screen.getByLabelText(/^From/);
    const to = screen.getByLabelText(/^To/);
    await userEvent.clear(from);
    await userEvent.type(from, fromDay);
    await userEvent.clear(to);
    await userEvent.type(to, toDay);
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));

    const invalid = screen.getByLabelText(field);
    expect(invalid).toHaveAttribute('aria-invalid', 'true');
    expect(invalid).toHaveAccessibleDescription(message);
    expect(invalid).toHaveFocus();
    expect(asked).toHaveLength(1);
  });

  it('says why a range in the address cannot be shown, and asks nothing', async () => {
    const { asked } = answersAnalytics();
    await renderUsage('/admin/usage?from=2026-02-30&to=2026-03-01');
    expect(await screen.findByText('Enter a real day (YYYY-MM-DD).')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });

  it('shows progress until the figures arrive', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    answersAnalytics();
    // Handlers added later answer first: this one holds the answer until the test lets it go.
    mswServer.use(
      http.get(`${API}/admin/analytics`, async () => {
        await answered;
        return undefined; // on to the analytics above
      }),
    );
    await renderUsage();
    await waitFor(() => expect(status()).toHaveTextContent('Loading usage figures…'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    answer();

    await waitFor(() => expect(status()).toHaveTextContent('10 page views'));
    expect(screen.getByRole('table', { name: 'Page views per day' })).toBeInTheDocument();
  });

  it('says so when no page was viewed in the range, with no chart or table', async () => {
    answersAnalytics([]);
    await renderUsage();
    await waitFor(() => expect(status()).toHaveTextContent('No page views in this range'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(Chart.live()).toHaveLength(0);
  });

  it("shows the server's message when it refuses the range", async () => {
    refusesTheRange('The range may cover at most 92 days (got 366)');
    await renderUsage('/admin/usage?from=2025-03-31&to=2026-03-30');
    expect(await screen.findByText('The server cannot show this range')).toBeInTheDocument();
    expect(screen.getByText(/at most 92 days \(got 366\)/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded, and tries again on request', async () => {
    const { asked } = answersAnalytics();
    // Handlers added later answer first: this one answers once, then the analytics above.
    mswServer.use(
      http.get(
        `${API}/admin/analytics`,
        () =>
          HttpResponse.json(
            { error: { code: 'forbidden', message: 'Administrators only' } },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    await renderUsage();
    expect(await screen.findByText('The usage figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByText(/Administrators only/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(status()).toHaveTextContent('10 page views'));
    expect(asked).toHaveLength(1);
    expect(screen.queryByText('The usage figures could not be loaded')).not.toBeInTheDocument();
  });

  it('opens from the administration area for an administrator, who is the one asking', async () => {
    const { asked, headers } = answersAnalytics();
    await renderApp({ path: '/admin/usage', testServices: signedInAs('tims.admin') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Usage' })).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('10 page views'));
    expect(asked).toEqual([{ from: '2026-03-01', to: '2026-03-30' }]);
    expect(headers[0]?.get('authorization')).toMatch(/^Bearer /);
    expect(headers[0]?.get('x-tims-username')).toBe('tims.admin');
  });
});
