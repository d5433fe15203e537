import {
  activeFilterCount,
  mapSearchFromParams,
  paramsOfMapSearch,
  sortChoiceOf,
  sortOfChoice,
} from './mapSearch';

const parse = (search: string) => mapSearchFromParams(new URLSearchParams(search));

describe('the library search in the address', () => {
  it('reads lists, words, sort and page, and drops what the API would refuse', () => {
    expect(
      parse(
        'category=County&category=Nope&district=4&district=0&district=x&county=39041' +
          '&county=123&q=%20delaware%20&sort=title&order=desc&offset=24&limit=999',
      ),
    ).toEqual({
      category: ['County'],
      district: [4],
      county: ['39041'],
      q: 'delaware',
      sort: 'title',
      order: 'desc',
      offset: 24,
      limit: 24,
    });
    expect(parse('')).toEqual({ offset: 0, limit: 24 });
  });

  it('writes short addresses: no defaults, lists repeated, keys in order', () => {
    expect(
      paramsOfMapSearch({
        county: ['39041', '39049'],
        category: ['County'],
        offset: 0,
        limit: 24,
      }).toString(),
    ).toBe('category=County&county=39041&county=39049');
    expect(paramsOfMapSearch({ q: 'canal', offset: 48, limit: 24 }).toString()).toBe(
      'offset=48&q=canal',
    );
  });

  it('counts each chosen value as a filter', () => {
    expect(activeFilterCount(parse('category=County&category=City&county=39041&q=x'))).toBe(3);
  });

  it('offers sort and order as one choice, the natural order left out of the address', () => {
    expect(sortChoiceOf({})).toBe('category-asc');
    expect(sortChoiceOf({ sort: 'editionDate' })).toBe('editionDate-desc');
    expect(sortOfChoice('editionDate-desc')).toEqual({ sort: 'editionDate', order: undefined });
    expect(sortOfChoice('title-desc')).toEqual({ sort: 'title', order: 'desc' });
    expect(sortOfChoice('category-asc')).toEqual({ sort: undefined, order: undefined });
  });
});
