import { createTestStore } from '../../../test/support/testStore';
import { selectToasts, TOAST_AUTO_HIDE_MS, toastAdded, toastDismissed } from './toastsSlice';

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ignores a toast with the same message and severity as one shown', () => {
    const { store } = createTestStore();
    store.dispatch(toastAdded({ message: 'toasts.offline', severity: 'warning' }));
    store.dispatch(toastAdded({ message: 'toasts.offline', severity: 'warning' }));
    store.dispatch(toastAdded({ message: 'toasts.offline', severity: 'error' }));
    expect(selectToasts(store.getState()).map((t) => t.severity)).toEqual(['warning', 'error']);
  });

  it('hides a toast after 4000 ms, and it may then be shown again', async () => {
    const { store } = createTestStore();
    store.dispatch(toastAdded({ message: 'toasts.backOnline', severity: 'success' }));
    await jest.advanceTimersByTimeAsync(TOAST_AUTO_HIDE_MS - 1);
    expect(selectToasts(store.getState())).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(selectToasts(store.getState())).toHaveLength(0);
    store.dispatch(toastAdded({ message: 'toasts.backOnline', severity: 'success' }));
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('removes a toast the visitor closes', () => {
    const { store } = createTestStore();
    store.dispatch(toastAdded({ message: 'toasts.offline', severity: 'warning' }));
    const [toast] = selectToasts(store.getState());
    store.dispatch(toastDismissed({ id: toast!.id }));
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('raises one offline toast however often the connection drops while it shows', async () => {
    const { store, io } = createTestStore();
    io.setOnline(false);
    io.setOnline(false);
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ message: 'toasts.offline', severity: 'warning' }),
    ]);
    expect(store.getState().app.online).toBe(false);
    io.setOnline(true);
    expect(selectToasts(store.getState()).map((t) => t.message)).toEqual([
      'toasts.offline',
      'toasts.backOnline',
    ]);
  });
});
