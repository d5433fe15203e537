import i18next from 'i18next';
import { attachAppI18n, createAppLanguageService } from './appLanguage';
import { LANGUAGE_STORAGE_KEY } from '../../services/storage/languageChoice';

describe('the language service of the app', () => {
  afterEach(() => localStorage.clear());

  it('switches the app’s i18next once main.tsx attaches it, and remembers the language', async () => {
    const language = createAppLanguageService('');
    const instance = i18next.createInstance();
    await instance.init({ lng: 'en', resources: {} });
    // Asked before the instance exists (the store is set up before the translations load).
    const changed = language.change('de');
    attachAppI18n(instance);
    await changed;
    expect(instance.language).toBe('de');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(language.remembered()).toBe('de');

    await language.change('zh-tw');
    expect(instance.language).toBe('zh-TW');
    await language.change('tlh');
    expect(instance.language).toBe('zh-TW');
  });

  it('counts a link’s ?lang= as the browser’s choice, and names only TIMS languages', () => {
    expect(createAppLanguageService('').remembered()).toBeUndefined();
    expect(createAppLanguageService('?lang=pt-br').remembered()).toBe('pt-BR');
    const language = createAppLanguageService('');
    expect(language.known('PT-pt')).toBe('pt-PT');
    expect(language.known('en-US')).toBeUndefined();
    expect(language.known(null)).toBeUndefined();
  });
});
