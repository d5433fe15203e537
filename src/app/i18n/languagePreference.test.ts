import { LANGUAGE_STORAGE_KEY } from '../../services/storage/languageChoice';
import { initialLanguage, rememberedLanguage } from './languagePreference';

describe('the language a visit starts in', () => {
  beforeEach(() => localStorage.clear());

  it("follows the browser's languages on a first visit", () => {
    expect(initialLanguage({ search: '', preferred: ['de-AT', 'en'] })).toBe('de');
    expect(initialLanguage({ search: '', preferred: ['xx'] })).toBe('en');
  });

  it('keeps the language this browser chose over the browser settings', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt-BR');
    expect(initialLanguage({ search: '', preferred: ['de'] })).toBe('pt-BR');
  });

  it("takes a link's ?lang= first and remembers it", () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(initialLanguage({ search: '?pid=1&lang=zh-tw', preferred: ['de'] })).toBe('zh-TW');
    expect(rememberedLanguage()).toBe('zh-TW');
    // The server reads it too, to skip its English pre-rendered pages.
    expect(document.cookie).toContain('tims_lang=zh-TW');
  });

  it('ignores a language TIMS does not speak, in a link or in storage', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '<script>');
    expect(initialLanguage({ search: '?lang=xx', preferred: ['sv'] })).toBe('sv');
  });

  it('still starts when storage is disabled', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('disabled', 'SecurityError');
    });
    expect(initialLanguage({ search: '?lang=ja', preferred: ['de'] })).toBe('ja');
    expect(initialLanguage({ search: '', preferred: ['de'] })).toBe('de');
    getItem.mockRestore();
    setItem.mockRestore();
  });
});
