import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../AppProviders';
import { createI18n } from '../i18n/createI18n';
import { languageChosen } from '../../features/shell/languageEvents';
import { LANGUAGE_STORAGE_KEY } from '../../services/storage/languageChoice';
import { LanguagePicker } from './LanguagePicker';
import { createTestStore } from '../../../test/support/testStore';

async function renderPicker(compact = false) {
  const { store, io } = createTestStore();
  const dispatched: unknown[] = [];
  const dispatch = store.dispatch;
  jest.spyOn(store, 'dispatch').mockImplementation((action: Parameters<typeof dispatch>[0]) => {
    dispatched.push(action);
    return dispatch(action);
  });
  const i18n = await createI18n('en');
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <LanguagePicker compact={compact} />
    </AppProviders>,
  );
  return { ...view, i18n, dispatched, io };
}

describe('the language picker', () => {
  beforeEach(() => localStorage.clear());

  it('lists the 41 languages by their own names, each marked with its language', async () => {
    await renderPicker();
    const picker = screen.getByRole('combobox', { name: 'Language' });
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(41);
    expect(picker).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('dir', 'rtl');
  });

  it('switches the language, remembers it and announces it', async () => {
    const { i18n, dispatched } = await renderPicker();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');
    await waitFor(() => expect(i18n.language).toBe('de'));
    expect(document.documentElement).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(dispatched).toContainEqual(languageChosen('de'));
  });

  it('mirrors the page and the Fluent provider for Arabic', async () => {
    const { i18n, container } = await renderPicker();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'ar');
    await waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() =>
      expect(container.querySelector('.fui-FluentProvider')).toHaveAttribute('dir', 'rtl'),
    );
  });

  it('names the current language in its title when only the globe shows', async () => {
    await renderPicker(true);
    expect(screen.getByTitle('Language: English')).toBeInTheDocument();
  });
});
