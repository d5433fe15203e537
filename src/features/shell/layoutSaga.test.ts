import { createTestStore } from '../../../test/support/testStore';
import { createTestServices } from '../../../test/support/testServices';
import { navDrawerToggled, selectLayout, selectNavDrawerOpen } from './appSlice';
import { RESIZE_DEBOUNCE_MS } from './layoutSaga';

describe('layout saga', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('measures the window at start', () => {
    const io = createTestServices({ width: 500, height: 900, touch: false });
    const { store } = createTestStore(undefined, io);
    expect(selectLayout(store.getState())).toEqual({ mode: 'drawer', mobile: true });
  });

  it('follows a resize 300 ms after the last resize event', async () => {
    const { store, io } = createTestStore();
    expect(selectLayout(store.getState())).toEqual({ mode: 'wide', mobile: false });
    io.resize({ width: 800, height: 800, touch: false });
    await jest.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS - 50);
    io.resize({ width: 700, height: 800, touch: false });
    await jest.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS - 50);
    expect(selectLayout(store.getState()).mode).toBe('wide');
    await jest.advanceTimersByTimeAsync(50);
    expect(selectLayout(store.getState())).toEqual({ mode: 'drawer', mobile: false });
  });

  it('treats a short window or a touch device as mobile', async () => {
    const { store, io } = createTestStore();
    io.resize({ width: 1400, height: 600, touch: false });
    await jest.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS);
    expect(selectLayout(store.getState())).toEqual({ mode: 'drawer', mobile: true });
    io.resize({ width: 1400, height: 900, touch: true });
    await jest.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS);
    expect(selectLayout(store.getState())).toEqual({ mode: 'drawer', mobile: true });
  });

  it('closes the navigation drawer when the layout leaves drawer mode', async () => {
    const io = createTestServices({ width: 800, height: 900, touch: false });
    const { store } = createTestStore(undefined, io);
    store.dispatch(navDrawerToggled());
    expect(selectNavDrawerOpen(store.getState())).toBe(true);
    io.resize({ width: 1280, height: 900, touch: false });
    await jest.advanceTimersByTimeAsync(RESIZE_DEBOUNCE_MS);
    expect(selectNavDrawerOpen(store.getState())).toBe(false);
  });

  it('does not open the drawer in the wide layout', () => {
    const { store } = createTestStore();
    store.dispatch(navDrawerToggled());
    expect(selectNavDrawerOpen(store.getState())).toBe(false);
  });
});
