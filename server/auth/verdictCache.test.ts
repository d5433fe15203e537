import { VerdictCache } from './verdictCache';

describe('VerdictCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('forgets an entry at its expiry', () => {
    const cache = new VerdictCache<string>(10, now);
    cache.set('a', 'A', 1_500);

    clock = 1_499;
    expect(cache.get('a')).toBe('A');
    clock = 1_500;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not store an entry that has already expired', () => {
    const cache = new VerdictCache<string>(10, now);
    cache.set('a', 'A', 900);

    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry past its size', () => {
    const cache = new VerdictCache<string>(2, now);
    cache.set('a', 'A', 9_000);
    cache.set('b', 'B', 9_000);
    cache.get('a');
    cache.set('c', 'C', 9_000);

    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    expect(cache.size).toBe(2);
  });
});
