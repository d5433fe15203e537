import { act, renderHook } from '@testing-library/react';
import { useItemsThatFit } from './useItemsThatFit';

const page = Array.from({ length: 50 }, (_, index) => ({ pid: String(100000 + index) }));
const ROWS = { itemPx: 40 };

/** Idle callbacks until no more come: each step renders and then schedules the next. */
const idleUntilDone = () => {
  for (let step = 0; step < 10; step++) act(() => jest.runOnlyPendingTimers());
};

describe('useItemsThatFit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the items that fit the window first, then the whole list once the browser is idle', () => {
    window.innerHeight = 800; // 20 rows of 40 px
    const { result } = renderHook(() => useItemsThatFit(page, ROWS));

    expect(result.current).toHaveLength(20);
    expect(result.current[0]).toBe(page[0]);

    idleUntilDone();

    expect(result.current).toBe(page);
  });

  it('adds as many again each time the browser is idle', () => {
    window.innerHeight = 800;
    const { result } = renderHook(() => useItemsThatFit(page, ROWS));

    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toHaveLength(40);
    expect(result.current[39]).toBe(page[39]);

    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(page);
  });

  it('gives at least `least` at first, however tall the items', () => {
    window.innerHeight = 800;
    const { result } = renderHook(() => useItemsThatFit(page, { itemPx: 400, least: 6 }));

    expect(result.current).toHaveLength(6);
  });

  it('gives a list that fits as it is', () => {
    window.innerHeight = 800;
    const few = page.slice(0, 12);

    expect(renderHook(() => useItemsThatFit(few, ROWS)).result.current).toBe(few);
  });

  it('starts again with the items that fit when the list changes', () => {
    window.innerHeight = 800;
    const { result, rerender } = renderHook(({ items }) => useItemsThatFit(items, ROWS), {
      initialProps: { items: page },
    });
    idleUntilDone();
    const next = page.map((item) => ({ pid: `9${item.pid}` }));

    rerender({ items: next });

    expect(result.current).toHaveLength(20);
    idleUntilDone();
    expect(result.current).toBe(next);
  });
});
