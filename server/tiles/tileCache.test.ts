import { TileCache } from './tileCache';

const tile = (bytes: number) => ({ bytes });

describe('the tile cache', () => {
  it('keeps tiles up to its size in bytes, dropping the least recently used', () => {
    const cache = new TileCache<{ bytes: number }>(100);
    cache.set('a', tile(40));
    cache.set('b', tile(40));
    expect(cache.get('a')).toBeDefined(); // a is now more recent than b
    cache.set('c', tile(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
    expect(cache.size).toBe(2);
  });

  it('replaces a tile stored again without counting it twice', () => {
    const cache = new TileCache<{ bytes: number }>(100);
    cache.set('a', tile(60));
    cache.set('a', tile(30));
    expect(cache.bytes).toBe(30);
    expect(cache.size).toBe(1);
  });

  it('never keeps a tile larger than the whole cache', () => {
    const cache = new TileCache<{ bytes: number }>(100);
    cache.set('a', tile(50));
    cache.set('huge', tile(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
  });
});
