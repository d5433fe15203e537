import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/support/renderApp';
import { createTestServices } from '../../test/support/testServices';

/**
 * In a file of its own: Fluent's focus manager (tabster) keeps page-wide state in jsdom, and the
 * screens rendered before it in one file (the map's panels) left it unable to find the drawer.
 */
describe('the navigation on mobile', () => {
  it('shows only the entries other than Home and Standard Maps on mobile', async () => {
    const io = createTestServices({ width: 400, height: 800, touch: true });
    // A light screen: jsdom's focus manager mishandles the modal drawer over the data grid
    // (Chromium does not; test/e2e covers the drawer on /projects).
    await renderApp({ path: '/data', testServices: io });
    await userEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    // The drawer's chunk loads on demand: under a full parallel run it can take a while.
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' }, { timeout: 10_000 });
    // Tabster may have marked the drawer's content aria-hidden in jsdom by now (the focus
    // manager's modal bookkeeping, see above); Chromium does not, and test/e2e checks it there.
    const entries = within(drawer)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(entries).toEqual([
      'Project Search',
      'Create a Map',
      'Map Viewers',
      'Data',
      'Information & Support',
    ]);
    expect(
      within(drawer).getByRole('searchbox', { name: 'Search by PID', hidden: true }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('combobox', { name: 'Language', hidden: true })).toHaveValue(
      'en',
    );
  });
});
