import { LANGUAGES, pickLanguage } from './languages';

describe('interface languages', () => {
  it('offers the 41 languages of the spec', () => {
    expect(LANGUAGES).toHaveLength(41);
  });

  it('picks the first preferred language TIMS speaks', () => {
    expect(pickLanguage(['pt-BR', 'en'])).toBe('pt-BR');
    expect(pickLanguage(['de-AT', 'en'])).toBe('de');
    expect(pickLanguage(['zh-cn'])).toBe('zh-CN');
    expect(pickLanguage(['xx', 'fr-CA'])).toBe('fr');
    expect(pickLanguage(['xx'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
