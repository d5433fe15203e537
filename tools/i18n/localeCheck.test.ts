import { expectedKeys, hasNothingToTranslate, placeholders, pluralCategories } from './localeCheck';

describe('the locale check', () => {
  it('expects one key per plural category of the language', () => {
    const english = new Map<string, unknown>([
      ['results.count_one', '{{formatted}} project'],
      ['results.count_other', '{{formatted}} projects'],
      ['title', 'Project Search'],
    ]);
    expect([...expectedKeys(english, 'ja').keys()]).toEqual(['results.count_other', 'title']);
    expect([...expectedKeys(english, 'ru').keys()].sort()).toEqual([
      'results.count_few',
      'results.count_many',
      'results.count_one',
      'results.count_other',
      'title',
    ]);
    const withZero = new Map([...english, ['none_zero', 'Nothing'], ['none_other', '{{count}}']]);
    expect([...expectedKeys(withZero, 'ja').keys()]).toContain('none_zero');
    expect(pluralCategories('ar').sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it('compares placeholders and tags, not the words around them', () => {
    expect(placeholders('{{from}}–{{to}} of {{total, number}}')).toEqual([
      '{{from}}',
      '{{total}}',
      '{{to}}',
    ]);
    expect(placeholders('See <privacy>Privacy</privacy>')).toEqual(['</privacy>', '<privacy>']);
  });

  it('accepts texts made only of names, codes, numbers and placeholders', () => {
    expect(hasNothingToTranslate('PID')).toBe(true);
    expect(hasNothingToTranslate('GeoJSON')).toBe(true);
    expect(hasNothingToTranslate('{{count}} / {{total}}')).toBe(true);
    expect(hasNothingToTranslate('DEL-23-12.40')).toBe(true);
    expect(hasNothingToTranslate('Name')).toBe(false);
    expect(hasNothingToTranslate('{{from}}–{{to}} of {{total}}')).toBe(false);
  });
});
