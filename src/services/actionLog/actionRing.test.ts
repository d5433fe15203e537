import { createActionRing } from './actionRing';

describe('the action ring', () => {
  it('keeps the last entries in order, with the state before each, once it wraps', () => {
    const ring = createActionRing(3);
    for (let n = 1; n <= 7; n += 1) ring.push({ type: `a${n}` }, n * 10, { before: n });
    expect(ring.size).toBe(3);
    expect(ring.total).toBe(7);
    expect([0, 1, 2].map((i) => ring.action(i))).toEqual([
      { type: 'a5' },
      { type: 'a6' },
      { type: 'a7' },
    ]);
    expect([0, 1, 2].map((i) => ring.timestamp(i))).toEqual([50, 60, 70]);
    expect(ring.stateBefore(0)).toEqual({ before: 5 });
    expect(() => ring.action(3)).toThrow(RangeError);
  });

  it('counts cleared entries as dropped and starts again', () => {
    const ring = createActionRing(4);
    ring.push({ type: 'a' }, 1, 's0');
    ring.push({ type: 'b' }, 2, 's1');
    ring.clear();
    expect(ring.size).toBe(0);
    ring.push({ type: 'c' }, 3, 's2');
    expect(ring.total).toBe(3);
    expect(ring.action(0)).toEqual({ type: 'c' });
    expect(ring.stateBefore(0)).toBe('s2');
  });

  it('refuses a capacity below one', () => {
    expect(() => createActionRing(0)).toThrow(RangeError);
  });
});
