import { waitFor } from '@testing-library/react';
import { authCallbackReceived, selectPortalError } from '../features/portal/portalSlice';
import { selectConfigStatus } from '../features/shell/appSlice';
import { createTestServices } from '../../test/support/testServices';
import { setupStore } from './store';

function storeWithSagasInSlices() {
  return setupStore(undefined, {
    services: createTestServices().services,
    devTools: false,
    sagasInSlices: true,
  });
}

describe('sagas started in slices (the browser app)', () => {
  it('starts only the sign-in sagas within setupStore; start-up asks for the config in a later task', async () => {
    const store = storeWithSagasInSlices();
    try {
      expect(selectConfigStatus(store.getState())).toBe('not-loaded');
      await waitFor(() => expect(selectConfigStatus(store.getState())).toBe('loaded'));
    } finally {
      store.rootTask.cancel();
    }
  });

  it("hears the portal's callback the sign-in screen reports as it first renders", async () => {
    const store = storeWithSagasInSlices();
    try {
      // Reported before any later task has run; nobody asked to sign in, so it is refused (not lost).
      store.dispatch(authCallbackReceived({ authorizationCode: 'c', state: 's', error: null }));
      await waitFor(() => expect(selectPortalError(store.getState())).not.toBeNull());
    } finally {
      store.rootTask.cancel();
    }
  });
});
