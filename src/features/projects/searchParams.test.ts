import { filtersOf, paramsOfSearch, searchFromParams } from './searchParams';

describe('project search in the address', () => {
  it('reads a PID prefix, or text, from the Search by PID box', () => {
    expect(searchFromParams(new URLSearchParams('pid=1122'))).toEqual(
      expect.objectContaining({ pid: '1122' }),
    );
    expect(searchFromParams(new URLSearchParams('pid=DEL-23'))).toEqual(
      expect.objectContaining({ q: 'DEL-23' }),
    );
  });

  it('round-trips filters, sort and paging, leaving defaults out', () => {
    const address =
      'county=39041&district=6&district=5&offset=100&order=desc&phase=Construction&sort=saleDate';
    const query = searchFromParams(new URLSearchParams(address));
    expect(query).toEqual({
      district: [6, 5],
      county: ['39041'],
      phase: ['Construction'],
      sort: 'saleDate',
      order: 'desc',
      offset: 100,
      limit: 50,
    });
    expect(searchFromParams(paramsOfSearch(query))).toEqual(query);
    expect(paramsOfSearch(query).has('limit')).toBe(false);
  });

  it('keeps a link to results by relevance, the order of a word search', () => {
    expect(searchFromParams(new URLSearchParams('q=bridge&sort=relevance'))).toMatchObject({
      q: 'bridge',
      sort: 'relevance',
      order: 'asc',
    });
  });

  it('drops malformed parameters instead of sending them', () => {
    const query = searchFromParams(
      new URLSearchParams('district=99&county=abc&phase=Nope&sort=secret&limit=9999&offset=-3'),
    );
    expect(query).toEqual({ limit: 50, offset: 0 });
  });

  it('gives the filters of a search without sort and paging', () => {
    expect(filtersOf({ q: 'bridge', sort: 'pid', order: 'asc', offset: 50, limit: 50 })).toEqual({
      q: 'bridge',
    });
  });
});
