import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../app/i18n/createI18n';
import { useErrorText } from './useErrorText';

async function errorTextIn(language: string) {
  localStorage.clear();
  const i18n = await createI18n(language);
  await i18n.changeLanguage(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const { result } = renderHook(() => useErrorText(), { wrapper });
  await waitFor(() => expect(i18n.hasLoadedNamespace('errors')).toBe(true));
  return { result, i18n };
}

describe('the words for a failed request', () => {
  it("says the server's own message in English", async () => {
    const { result } = await errorTextIn('en');
    const refused = { code: 'bad-request', message: 'body/title must be shorter', status: 400 };
    expect(result.current(refused)).toBe('body/title must be shorter');
  });

  it('translates the code in another language and names an unknown code', async () => {
    const { result, i18n } = await errorTextIn('de');
    const busy = { code: 'database-busy', message: 'SQLITE_BUSY after 5 s', status: 503 };
    expect(result.current(busy)).toBe(i18n.t('codes.database-busy', { ns: 'errors' }));
    expect(result.current(busy)).not.toBe(busy.message);
    expect(result.current({ code: 'strange', message: 'x', status: 400 })).toBe(
      i18n.t('codes.unknown', { ns: 'errors', code: 'strange' }),
    );
    expect(result.current({ code: 'strange', message: 'x', status: 400 })).toContain('strange');
  });

  it('says a failure without an answer in words of its own', async () => {
    const { result } = await errorTextIn('en');
    expect(result.current({ code: 'network', message: 'Failed to fetch' })).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
    expect(result.current(undefined)).toBe('');
  });
});
