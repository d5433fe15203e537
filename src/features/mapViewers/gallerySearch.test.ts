import {
  galleryRouteOf,
  gallerySearchFromParams,
  paramsOfGallerySearch,
  sortOfChoice,
  startOfPage,
} from './gallerySearch';
import {
  featuredGroupsQuery,
  groupsByIdQuery,
  itemsQuery,
  itemTarget,
  thumbnailPath,
} from './viewerItems';
import type { GalleryItem } from './viewerItems';

const search = (query: string) => gallerySearchFromParams(new URLSearchParams(query));

describe('the gallery in the address', () => {
  it('reads the group of the path', () => {
    expect(galleryRouteOf('')).toEqual({ kind: 'first' });
    expect(galleryRouteOf('group/')).toEqual({ kind: 'first' });
    expect(galleryRouteOf('group/abc123')).toEqual({ kind: 'group', id: 'abc123' });
    expect(galleryRouteOf('group/abc123/')).toEqual({ kind: 'group', id: 'abc123' });
    expect(galleryRouteOf('groups/abc123')).toEqual({ kind: 'unknown' });
    expect(galleryRouteOf('group/a/b')).toEqual({ kind: 'unknown' });
  });

  it('reads words, order and page, dropping what is malformed', () => {
    expect(search('')).toEqual({ sort: 'title', order: 'asc', page: 1 });
    expect(search('q=+bridges+&sort=modified&page=3')).toEqual({
      words: 'bridges',
      sort: 'modified',
      order: 'desc',
      page: 3,
    });
    expect(search('sort=owner&order=up&page=-2')).toEqual({ sort: 'title', order: 'asc', page: 1 });
    expect(search('page=0')).toMatchObject({ page: 1 });
    expect(search(`q=${'x'.repeat(300)}`).words).toHaveLength(200);
  });

  it('writes short addresses: defaults are left out', () => {
    expect(paramsOfGallerySearch(search('')).toString()).toBe('');
    expect(
      paramsOfGallerySearch({ ...search(''), ...sortOfChoice('modified-desc') }).toString(),
    ).toBe('sort=modified');
    expect(
      paramsOfGallerySearch({
        ...search('q=a b'),
        ...sortOfChoice('title-desc'),
        page: 2,
      }).toString(),
    ).toBe('order=desc&page=2&q=a+b');
    expect(startOfPage(1)).toBe(1);
    expect(startOfPage(3)).toBe(49);
  });
});

describe('the portal queries', () => {
  it('asks for configured groups by id and featured groups by title and owner', () => {
    expect(groupsByIdQuery(['a1', 'bad id', 'b2'])).toBe('id:a1 OR id:b2');
    expect(
      featuredGroupsQuery([
        { title: 'Traffic & Safety', owner: 'tims.admin' },
        { title: 'Say "hi"', owner: 'jane@dot.gov' },
        { title: 'Broken', owner: 'x) OR (y' },
      ]),
    ).toBe(
      '(title:"Traffic & Safety" AND owner:tims.admin) OR (title:"Say  hi" AND owner:jane@dot.gov)',
    );
  });

  it('searches the viewer types with the words, each quoted', () => {
    expect(itemsQuery('  ')).not.toContain(' AND ');
    expect(itemsQuery('bridge "deck\\')).toMatch(/ AND \("bridge" AND "deck"\)$/);
  });

  it('keeps the folder of a thumbnail', () => {
    expect(thumbnailPath('item', 'abc', 'thumbnail/my map.png')).toBe(
      'content/items/abc/info/thumbnail/my%20map.png',
    );
    expect(thumbnailPath('group', 'g1', null)).toBeNull();
  });

  it('opens only web addresses in a new tab, anything else on the portal', () => {
    const item = (type: string, url: string | null): GalleryItem => ({
      id: 'i1',
      title: 'T',
      type,
      typeKeywords: [],
      owner: 'o',
      snippet: null,
      thumbnail: null,
      modified: 0,
      url,
      access: 'public',
    });
    const portal = 'https://gis.example.gov/portal/';
    expect(itemTarget(item('Web Map', null), portal)).toEqual({ kind: 'map', to: '/map/wid/i1' });
    expect(itemTarget(item('Dashboard', 'https://x.gov/d'), portal)).toEqual({
      kind: 'app',
      href: 'https://x.gov/d',
    });
    const itemPage = {
      kind: 'portal',
      href: 'https://gis.example.gov/portal/home/item.html?id=i1',
    };
    expect(itemTarget(item('Web Mapping Application', 'javascript:alert(1)'), portal)).toEqual(
      itemPage,
    );
    expect(itemTarget(item('Web Scene', 'https://x.gov/scene'), portal)).toEqual(itemPage);
  });
});
