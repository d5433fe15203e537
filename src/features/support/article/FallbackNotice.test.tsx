import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Article } from '../../../../contracts/support';
import { mswServer } from '../../../../test/support/mswServer';
import { renderApp, testI18n } from '../../../../test/support/renderApp';
import { makeArticle, supportHandlers } from '../../../../test/support/supportHandlers';

const API = 'http://localhost/tims/api';

/** The sample help centre with "Making a map" translated into Spanish, the rest English only. */
function spanishHelpCentre() {
  const english = supportHandlers();
  const spanish = makeArticle({
    slug: 'making-a-map',
    title: 'Cómo hacer un mapa',
    section: 'maps-and-data',
    summary: 'Capas, identificar, medir, imprimir y compartir.',
    html: '<h2 id="capas">Capas</h2><p>Active y desactive las capas.</p>',
    language: 'es',
  });
  const asked: string[] = [];
  const handlers = [
    http.get(`${API}/support/articles/:slug`, ({ params, request }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? 'en';
      asked.push(`${String(params.slug)} ${lang}`);
      if (lang === 'es' && params.slug === 'making-a-map') {
        return HttpResponse.json<Article>({ ...spanish, previous: null, next: null });
      }
      return undefined;
    }),
    http.get(`${API}/support/articles`, ({ request }) => {
      asked.push(`index ${new URL(request.url).searchParams.get('lang')}`);
      return undefined;
    }),
    ...english.handlers,
  ];
  return { handlers, asked };
}

describe('an article not yet translated into the reader’s language', () => {
  afterEach(async () => {
    await act(async () => {
      await (await testI18n()).changeLanguage('en');
    });
    localStorage.clear();
  });

  const notice = async (lang: string) =>
    (await testI18n()).getFixedT(lang, 'support')('article.fallbackNotice');

  it('is shown in English, said so above it, and marked lang="en" for screen readers', async () => {
    const { handlers, asked } = spanishHelpCentre();
    mswServer.use(...handlers);
    const i18n = await testI18n();
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    await renderApp({ path: '/support/privacy' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(asked).toContain('privacy es');
    const text = await notice('es');
    expect(text).toBeTruthy();
    const bar = screen.getByText(text);
    expect(bar.closest('[lang="en"]')).toBeNull();
    expect(within(title).getByText('Privacy')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('What TIMS keeps about you.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Text of privacy.').closest('[lang]')).toHaveAttribute('lang', 'en');
    // The notice stands above the article's text.
    expect(
      bar.compareDocumentPosition(screen.getByText('Text of privacy.')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('is not said of a translated article, nor to an English reader', async () => {
    const { handlers } = spanishHelpCentre();
    mswServer.use(...handlers);
    const i18n = await testI18n();
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    await renderApp({ path: '/support/making-a-map' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Cómo hacer un mapa' });
    expect(within(title).getByText('Cómo hacer un mapa')).not.toHaveAttribute('lang');
    expect(screen.queryByText(await notice('es'))).not.toBeInTheDocument();
    expect(screen.getByText('Active y desactive las capas.').closest('[lang]')).not.toHaveAttribute(
      'lang',
      'en',
    );
    // In the side list, the articles still in English say so.
    const nav = screen.getByRole('navigation', { name: i18n.t('support:nav.title') });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Privacy' })).toHaveAttribute('lang', 'en'),
    );
  });

  it('asks again in the new language when the reader changes it', async () => {
    const { handlers, asked } = spanishHelpCentre();
    mswServer.use(...handlers);
    await renderApp({ path: '/support/making-a-map' });
    await screen.findByRole('heading', { level: 1, name: 'Making a map' });
    expect(asked).toContain('making-a-map en');
    expect(screen.queryByText(await notice('en'))).not.toBeInTheDocument();

    const i18n = await testI18n();
    await act(async () => {
      await i18n.changeLanguage('es');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cómo hacer un mapa' }),
    ).toBeInTheDocument();
    expect(asked).toEqual(expect.arrayContaining(['making-a-map es', 'index es']));
  });
});
