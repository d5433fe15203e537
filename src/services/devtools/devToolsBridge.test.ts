import { configureStore, createSlice } from '@reduxjs/toolkit';
import { REDACTED } from '../../../contracts/redactSecrets';
import { devToolsBridge } from './devToolsBridge';

const slice = createSlice({
  name: 'session',
  initialState: { enabled: false, token: 'secret-token' },
  reducers: {
    enabled: (state) => {
      state.enabled = true;
    },
    tokenRefreshed: (state, action: { payload: { token: string } }) => {
      state.token = action.payload.token;
    },
  },
});

describe('DevTools bridge (production builds)', () => {
  afterEach(() => {
    delete (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__;
  });

  it('connects only once the flag is on, and sends only redacted actions and state', () => {
    const sent: unknown[] = [];
    const init = jest.fn();
    (window as { __REDUX_DEVTOOLS_EXTENSION__?: unknown }).__REDUX_DEVTOOLS_EXTENSION__ = {
      connect: () => ({
        init,
        send: (action: unknown, state: unknown) => sent.push({ action, state }),
      }),
    };
    const store = configureStore({
      reducer: slice.reducer,
      middleware: (gdm) =>
        gdm().concat(devToolsBridge((state) => (state as { enabled: boolean }).enabled)),
      devTools: false,
    });
    store.dispatch(slice.actions.tokenRefreshed({ token: 'before' }));
    expect(init).not.toHaveBeenCalled();
    store.dispatch(slice.actions.enabled());
    expect(init).toHaveBeenCalledWith({ enabled: true, token: REDACTED });
    store.dispatch(slice.actions.tokenRefreshed({ token: 'after' }));
    expect(sent).toEqual([
      {
        action: { type: 'session/tokenRefreshed', payload: { token: REDACTED } },
        state: { enabled: true, token: REDACTED },
      },
    ]);
  });
});
