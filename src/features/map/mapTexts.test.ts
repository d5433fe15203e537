import { createI18n } from '../../app/i18n/createI18n';
import { mapTexts } from './mapTexts';

async function textsIn(language: string) {
  localStorage.clear();
  const i18n = await createI18n(language);
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(['map', 'projects']);
  return mapTexts(i18n.getFixedT(language, ['map', 'projects']));
}

describe('the texts TIMS hands to the live map', () => {
  it('titles the popups of a district and a bridge in the language, the value left to @arcgis/core', async () => {
    const texts = await textsIn('de');
    expect(texts.popup.districtTitle).toBe('Bezirk {district}');
    expect(texts.popup.bridgeTitle).toBe('Brücke {structureNumber}');
    expect(texts.popup.condition).toBe('Zustand');
    expect(texts.popup.yearBuilt).toBe('Baujahr');
  });

  it('names the phases and the bridge conditions (popups and legend) in the language', async () => {
    const texts = await textsIn('ja');
    expect(texts.values.condition).toEqual({ Good: '良好', Fair: '普通', Poor: '不良' });
    expect(texts.values.phase!.Construction).toBe('工事');
    expect(texts.popup.districtTitle).toBe('第 {district} 地区');
  });

  it('has every popup text in English too, none of them blank', async () => {
    const texts = await textsIn('en');
    expect(texts.popup.districtTitle).toBe('District {district}');
    expect(Object.entries(texts.popup).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
