import { waitFor } from '@testing-library/react';
import { createTestStore } from '../../test/support/testStore';
import { locationChanged } from '../features/shell/routerEvents';

describe('page views', () => {
  it('posts path, page name and language on every path change', async () => {
    const { store, io } = createTestStore();
    store.dispatch(locationChanged({ pathname: '/projects', search: '' }));
    store.dispatch(locationChanged({ pathname: '/projects', search: '?pid=1' }));
    store.dispatch(locationChanged({ pathname: '/profile', search: '' }));
    await waitFor(() => expect(io.pageViews).toHaveLength(2));
    expect(io.pageViews).toEqual([
      { path: '/projects', page: 'Projects', language: 'en' },
      { path: '/profile', page: null, language: 'en' },
    ]);
  });

  it('carries on when a page view cannot be recorded', async () => {
    const { store, io } = createTestStore();
    io.services.analytics.sendPageView = () => Promise.reject(new Error('offline'));
    store.dispatch(locationChanged({ pathname: '/data', search: '' }));
    await waitFor(() =>
      expect(io.logs).toContainEqual(
        expect.objectContaining({ message: 'Page view not recorded' }),
      ),
    );
    store.dispatch(locationChanged({ pathname: '/maps', search: '' }));
    await waitFor(() => expect(io.logs).toHaveLength(2));
  });
});
