import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp } from '../../../../test/support/renderApp';
import { signedInAs } from '../../../../test/support/signedInAs';
import {
  makeSupportRequest,
  OUTBOX_DIR,
  supportAdminHandlers,
  type SupportAdminOptions,
} from '../../../../test/support/supportAdminHandlers';

async function renderInbox(
  path = '/admin/support',
  { phone = false, ...options }: SupportAdminOptions & { phone?: boolean } = {},
  requests?: Parameters<typeof supportAdminHandlers>[0],
) {
  const inbox = supportAdminHandlers(requests, options);
  mswServer.use(...inbox.handlers);
  const io = signedInAs('tims.admin');
  if (phone) io.resize({ width: 375, height: 812, touch: true });
  const view = await renderApp({ path, testServices: io });
  return { ...view, inbox };
}

/** A moment as the inbox writes it, in the machine's time zone. */
const moment = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const table = () => screen.findByRole('table', { name: 'Support requests' });
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the support inbox', () => {
  it('lists the new requests newest first, with how many are in each status', async () => {
    await renderInbox();
    const sections = await screen.findByRole('navigation', { name: 'Administration sections' });
    expect(within(sections).getByRole('link', { name: 'Support' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const [first, second] = await rows();
    expect(cells(first!)).toEqual([
      'TIMS-7K3P9QXM',
      moment('2026-11-24T14:05:00.000Z'),
      'Dana Whitfielddana.whitfield@example.com',
      'Problem',
      'The map stays blank after I sign in',
      'New',
      '',
    ]);
    expect(within(first!).getByRole('img', { name: 'Action log attached' })).toBeInTheDocument();
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'TIMS-7K3P9QXM' })).toHaveAttribute(
      'href',
      '/admin/support/TIMS-7K3P9QXM',
    );
    expect(await rows()).toHaveLength(2);
    expect(screen.getByText('2 requests')).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Requests by status' }));
    const names = ['New 2', 'In progress 1', 'Answered 1', 'Closed 2', 'All 6'];
    expect(tabs.getAllByRole('tab').map((tab) => tab.id)).toEqual(
      ['new', 'in-progress', 'answered', 'closed', 'all'].map((status) => `support-tab-${status}`),
    );
    names.forEach((name) => expect(tabs.getByRole('tab', { name })).toBeInTheDocument());
    expect(tabs.getByRole('tab', { name: 'New 2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Replay an action log file' })).toHaveAttribute(
      'href',
      '/admin/support/replay',
    );
  });

  it('filters by status, kept in the address', async () => {
    const { router } = await renderInbox();
    await table();
    await userEvent.click(screen.getByRole('tab', { name: 'Closed 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=closed'));
    await waitFor(async () =>
      expect((await rows()).map((row) => cells(row)[4])).toEqual([
        'Thanks for the new search',
        'Bridge inspection dates',
      ]),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'All 6' }));
    await waitFor(async () => expect(await rows()).toHaveLength(6));
    expect(screen.getByText('6 requests')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'In progress 1' }));
    await waitFor(async () => expect(cells((await rows())[0]!)[0]).toBe('TIMS-9XQ1MZ7C'));
  });

  it('searches by reference, name, e-mail or words; the counts follow', async () => {
    const { router } = await renderInbox('/admin/support?status=all');
    await table();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search requests' }), 'dana{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&q=dana'));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Closed 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New 1' })).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Search requests' });
    await userEvent.clear(box);
    await userEvent.type(box, 'TIMS-4RDW2HNB{Enter}');
    await waitFor(async () => expect(cells((await rows())[0]!)[0]).toBe('TIMS-4RDW2HNB'));
    expect(await rows()).toHaveLength(1);

    await userEvent.clear(box);
    await userEvent.type(box, 'no such words{Enter}');
    expect(await screen.findByText('No request matches these words.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says an empty status plainly', async () => {
    await renderInbox('/admin/support', {}, [makeSupportRequest({ status: 'closed' })]);
    expect(
      await screen.findByText('No new request: everything has been seen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Closed 1' })).toBeInTheDocument();
  });

  it('turns pages of 25, newest first', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      makeSupportRequest({
        subject: `Request ${index + 1}`,
        createdAt: new Date(Date.UTC(2026, 10, 1, index)).toISOString(),
      }),
    );
    const { router } = await renderInbox('/admin/support', {}, many);
    expect(await rows()).toHaveLength(25);
    expect(cells((await rows())[0]!)[4]).toBe('Request 30');
    const pages = screen.getByRole('navigation', { name: 'Pages of requests' });
    expect(within(pages).getByText('1–25 of 30')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?offset=25'));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(cells((await rows())[4]!)[4]).toBe('Request 1');
    expect(screen.getByText('26–30 of 30')).toBeInTheDocument();
  });

  it('says replies are not sent when no SMTP server is configured', async () => {
    await renderInbox();
    expect(
      await screen.findByText(/Replies are not sent: no SMTP_URL is configured/),
    ).toHaveTextContent(
      `Replies are not sent: no SMTP_URL is configured; they are written to ${OUTBOX_DIR} as .eml files.`,
    );
  });

  it('says nothing of the outbox when replies go through SMTP', async () => {
    await renderInbox('/admin/support', { transport: 'smtp' });
    await table();
    await waitFor(() => expect(screen.queryByText(/SMTP_URL/)).not.toBeInTheDocument());
  });

  it('shows cards on a phone, each opening its request', async () => {
    const { router } = await renderInbox('/admin/support', { phone: true });
    const list = await screen.findByRole('list', { name: 'Support requests' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('TIMS-7K3P9QXM')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('From Dana Whitfield (dana.whitfield@example.com)'),
    ).toBeInTheDocument();
    await userEvent.click(
      within(cards[0]!).getByRole('link', { name: 'The map stays blank after I sign in' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/support/TIMS-7K3P9QXM'),
    );
  });

  it('shows how readers voted on the help articles', async () => {
    await renderInbox('/admin/support/feedback');
    const votes = await screen.findByRole('table', { name: 'Votes per help article' });
    const lines = within(votes)
      .getAllByRole('row')
      .slice(1)
      .map((row) => cells(row));
    expect(lines).toEqual([
      ['Getting started', '42', '3', '93%'],
      ['Making a map', '17', '9', '65%'],
      ['Privacy', '0', '0', 'No votes yet'],
    ]);
    expect(within(votes).getByRole('link', { name: 'Making a map' })).toHaveAttribute(
      'href',
      '/support/making-a-map',
    );
  });

  it('keeps a signed-in non-administrator out', async () => {
    const inbox = supportAdminHandlers();
    mswServer.use(...inbox.handlers);
    await renderApp({ path: '/admin/support', testServices: signedInAs('tims.staff') });
    expect(await screen.findByRole('heading', { name: 'Administrators only' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor to sign in', async () => {
    const { router } = await renderApp({ path: '/admin/support/TIMS-7K3P9QXM' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(screen.queryByRole('heading', { name: 'Support inbox' })).not.toBeInTheDocument();
  });
});
