import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';

export interface Toast {
  id: string;
  /** An i18next key in the `common` namespace, translated when shown. */
  message: string;
  values?: Record<string, string | number>;
  severity: ToastSeverity;
}

export type ToastRequest = Omit<Toast, 'id'>;

/** Spec §9: a toast hides itself after 4000 ms. */
export const TOAST_AUTO_HIDE_MS = 4000;

function sameToast(a: ToastRequest, b: ToastRequest): boolean {
  return (
    a.message === b.message &&
    a.severity === b.severity &&
    JSON.stringify(a.values ?? {}) === JSON.stringify(b.values ?? {})
  );
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as Toast[] },
  reducers: {
    /** Raised by sagas. A toast equal in message and severity to one shown is ignored. */
    toastAdded: {
      reducer(state, { payload }: PayloadAction<Toast>) {
        if (state.items.some((item) => sameToast(item, payload))) return;
        state.items.push(payload);
      },
      prepare: (request: ToastRequest) => ({ payload: { ...request, id: nanoid() } }),
    },
    toastDismissed(state, { payload }: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((item) => item.id !== payload.id);
    },
    toastExpired(state, { payload }: PayloadAction<{ id: string }>) {
      state.items = state.items.filter((item) => item.id !== payload.id);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastAdded, toastDismissed, toastExpired } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
