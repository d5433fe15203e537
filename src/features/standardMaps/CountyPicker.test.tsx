import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mswServer } from '../../../test/support/mswServer';
import { renderApp, testI18n } from '../../../test/support/renderApp';
import { standardMapHandlers } from '../../../test/support/standardMapHandlers';
import de from '../../locales/de/standardMaps.json';

describe('the county picker in German', () => {
  beforeEach(async () => {
    mswServer.use(...standardMapHandlers().handlers);
    await (await testI18n()).changeLanguage('de');
  });

  it('names the button that opens the list of counties in German, not Fluent’s English “Open”', async () => {
    await renderApp({ path: '/maps' });
    const county = await screen.findByRole(
      'combobox',
      { name: de.filters.county },
      { timeout: 5000 },
    );
    const field = county.parentElement!;
    const expand = within(field).getByRole('button', { name: de.filters.countyList });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelectorAll('[aria-label^="Open"]')).toHaveLength(0);

    await userEvent.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');
    expect(
      await screen.findByRole('option', { name: 'Franklin' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
