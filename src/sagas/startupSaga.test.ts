import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { API, makeConfig, makesConfigFail, mswServer } from '../../test/support/mswServer';
import { createTestStore } from '../../test/support/testStore';
import { selectConfig, selectConfigStatus } from '../features/shell/appSlice';

describe('start-up', () => {
  it('loads the app config', async () => {
    const { store } = createTestStore();
    expect(selectConfigStatus(store.getState())).toBe('loading');
    await waitFor(() => expect(selectConfigStatus(store.getState())).toBe('loaded'));
    expect(selectConfig(store.getState())).toEqual(makeConfig());
  });

  it('logs "Failed fetching app config" and keeps the config empty when it fails', async () => {
    makesConfigFail(404);
    const { store, io } = createTestStore();
    await waitFor(() => expect(selectConfigStatus(store.getState())).toBe('failed'));
    expect(selectConfig(store.getState())).toBeNull();
    expect(io.logs).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Failed fetching app config' }),
    );
    expect(store.getState().app.error).toEqual({ code: 'internal', message: 'Boom', status: 404 });
  });

  it('retries a failing config request with growing delays before giving up', async () => {
    jest.useFakeTimers();
    try {
      let calls = 0;
      mswServer.use(
        http.get(`${API}/config`, () => {
          calls += 1;
          return calls <= 3
            ? HttpResponse.json(
                { error: { code: 'unavailable', message: 'Later' } },
                { status: 503 },
              )
            : HttpResponse.json(makeConfig());
        }),
      );
      const { store } = createTestStore();
      await jest.advanceTimersByTimeAsync(100);
      expect(calls).toBe(1);
      await jest.advanceTimersByTimeAsync(1000); // 1 s
      expect(calls).toBe(2);
      await jest.advanceTimersByTimeAsync(2000); // 2 s
      expect(calls).toBe(3);
      await jest.advanceTimersByTimeAsync(4000); // 4 s
      await jest.advanceTimersByTimeAsync(100);
      expect(calls).toBe(4);
      expect(selectConfigStatus(store.getState())).toBe('loaded');
    } finally {
      jest.useRealTimers();
    }
  });
});
