import { ttlCache } from './ttlCache';

describe('ttlCache', () => {
  const clock = { now: 0 };
  const now = () => clock.now;
  beforeEach(() => {
    clock.now = 0;
  });

  it('reads once for callers asking together, and again once the value expired', async () => {
    const cache = ttlCache<string, number>({ ttlMs: 100, now });
    let reads = 0;
    const read = async () => ++reads;
    expect(await Promise.all([cache.get('a', read), cache.get('a', read)])).toEqual([1, 1]);
    clock.now = 99;
    expect(await cache.get('a', read)).toBe(1);
    clock.now = 100;
    expect(await cache.get('a', read)).toBe(2);
  });

  it('keeps no failure, unless a good value can stand in for it', async () => {
    const plain = ttlCache<string, number>({ ttlMs: 100, now });
    await expect(plain.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await plain.get('a', async () => 7)).toBe(7);

    const stale = ttlCache<string, number>({ ttlMs: 100, staleOnError: true, now });
    await stale.get('a', async () => 1);
    clock.now = 150;
    expect(await stale.get('a', () => Promise.reject(new Error('down')))).toBe(1);
    // The stale value counts as fresh for another period: the source is not asked meanwhile.
    let asked = false;
    clock.now = 200;
    expect(
      await stale.get('a', async () => {
        asked = true;
        return 2;
      }),
    ).toBe(1);
    expect(asked).toBe(false);
  });

  it('answers an expired value at once while the next is read', async () => {
    const cache = ttlCache<string, number>({ ttlMs: 100, staleWhileRevalidate: true, now });
    await cache.get('a', async () => 1);
    clock.now = 500;
    let release: (value: number) => void = () => undefined;
    const next = new Promise<number>((resolve) => (release = resolve));
    expect(await cache.get('a', () => next)).toBe(1);
    expect(await cache.get('a', () => Promise.resolve(9))).toBe(1);
    release(2);
    await next;
    expect(await cache.get('a', () => Promise.resolve(9))).toBe(2);
  });

  it('keeps at most maxEntries keys, dropping the oldest', async () => {
    const cache = ttlCache<string, number>({ ttlMs: 100, maxEntries: 2, now });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(10);
    expect(await cache.get('c', async () => 30)).toBe(3);
  });
});
