import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GROUP_IDS, mapViewerHandlers } from '../../../test/support/mapViewerHandlers';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp } from '../../../test/support/renderApp';
import { createTestServices } from '../../../test/support/testServices';

/**
 * In a file of its own, as the app's navigation drawer test: Fluent's focus manager keeps
 * page-wide state in jsdom that the screens rendered before would leave behind.
 */
describe('the map viewer groups on a phone', () => {
  // The whole app on a phone, beside the other screen tests on two cores: give it room.
  it('are a drawer: choosing a group closes it and opens the group', async () => {
    mswServer.use(...mapViewerHandlers().handlers);
    const io = createTestServices({ width: 375, height: 812, touch: true });
    const { router } = await renderApp({ path: '/mapviewers', testServices: io });

    expect(await screen.findByRole('heading', { level: 2, name: 'Bridges' })).toBeInTheDocument();
    // No side list: the groups wait behind a button.
    expect(screen.queryByRole('navigation', { name: 'Map viewer groups' })).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Groups' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);

    // jsdom lays nothing out, so Fluent's focus manager finds nothing it can focus in the drawer
    // and may mark it aria-hidden: its content is found with `hidden: true` (Chromium does not;
    // test/e2e/map-viewers.spec.ts drives the real drawer).
    // Role queries with `hidden: true` weigh every node of the page: the dialog is found by
    // role alone, then its name checked.
    // Its name is checked through the reference, not computed: while the focus manager has marked
    // the drawer aria-hidden, the accessible name of hidden text is empty (that is what failed on
    // a loaded CI machine).
    const drawer = await screen.findByRole('dialog', { hidden: true }, { timeout: 10_000 });
    const headingId = drawer.getAttribute('aria-labelledby') ?? '';
    expect(headingId).not.toBe('');
    const heading = drawer.querySelector(`[id="${headingId}"]`);
    expect(heading?.tagName).toMatch(/^H[1-6]$/);
    expect(heading).toHaveTextContent(/^Groups$/);
    const groups = within(drawer).getByRole('navigation', {
      name: 'Map viewer groups',
      hidden: true,
    });
    expect(within(groups).getByRole('link', { name: /^Bridges/, hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(
      within(groups).getByRole('link', { name: /^Traffic & Safety/, hidden: true }),
    );

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/mapviewers/group/${GROUP_IDS.traffic}`),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument(),
    );
    expect(
      await screen.findByRole('article', { name: 'Traffic Count Dashboard' }),
    ).toBeInTheDocument();
  }, 30_000);
});
