import { acceptedLanguage, pageLanguage } from '../../prerender/pageLanguage';

describe('the language a page request will be shown in', () => {
  it("takes a link's ?lang= first, then the remembered choice, then the browser's", () => {
    const headers = { cookie: 'a=1; tims_lang=de', 'accept-language': 'fr-CA,fr;q=0.9' };
    expect(pageLanguage('/tims/projects?lang=ja', headers)).toBe('ja');
    expect(pageLanguage('/tims/projects', headers)).toBe('de');
    expect(pageLanguage('/tims/projects', { 'accept-language': 'fr-CA,fr;q=0.9' })).toBe('fr');
    expect(pageLanguage('/tims/', {})).toBe('en');
  });

  it('reads Accept-Language by preference, exact tags before bare ones', () => {
    expect(acceptedLanguage('en;q=0.5, pt-BR;q=0.9')).toBe('pt-BR');
    expect(acceptedLanguage('zh-tw')).toBe('zh-TW');
    expect(acceptedLanguage('de-AT')).toBe('de');
    expect(acceptedLanguage('xx, *;q=0.1')).toBeUndefined();
    expect(acceptedLanguage('de;q=0, sv')).toBe('sv');
  });

  it('ignores what is not a TIMS language, however it is written', () => {
    expect(pageLanguage('/tims/?lang=%00de', { cookie: 'tims_lang=<script>' })).toBe('en');
    expect(pageLanguage('/tims/?lang=' + 'x'.repeat(5000), { 'accept-language': ';;,,q=' })).toBe(
      'en',
    );
  });
});
