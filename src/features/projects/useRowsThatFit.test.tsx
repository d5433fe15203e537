import { act, renderHook } from '@testing-library/react';
import { useRowsThatFit } from './useRowsThatFit';

const page = Array.from({ length: 50 }, (_, index) => ({ pid: String(100000 + index) }));

describe('useRowsThatFit', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the rows that fit the window first, then the whole page once the browser is idle', () => {
    window.innerHeight = 800; // 20 rows of 40 px
    const { result } = renderHook(() => useRowsThatFit(page));

    expect(result.current).toHaveLength(20);
    expect(result.current[0]).toBe(page[0]);

    act(() => jest.runAllTimers());

    expect(result.current).toBe(page);
  });

  it('gives a page that fits as it is', () => {
    window.innerHeight = 800;
    const few = page.slice(0, 12);

    expect(renderHook(() => useRowsThatFit(few)).result.current).toBe(few);
  });

  it('starts again with the rows that fit when the page changes', () => {
    window.innerHeight = 800;
    const { result, rerender } = renderHook(({ items }) => useRowsThatFit(items), {
      initialProps: { items: page },
    });
    act(() => jest.runAllTimers());
    const next = page.map((item) => ({ pid: `9${item.pid}` }));

    rerender({ items: next });

    expect(result.current).toHaveLength(20);
    act(() => jest.runAllTimers());
    expect(result.current).toBe(next);
  });
});
