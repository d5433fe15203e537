import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../lib/appError';

/**
 * The sign-in dialog for protected map or portal resources (spec §2, §3 "Identity dialog").
 * The ArcGIS identity bridge opens it; the dialog's submit and cancel are events the bridge
 * answers. Never holds the password: that goes from the form straight to the bridge.
 */
export interface IdentityDialogState {
  open: boolean;
  signingIn: boolean;
  error: AppError | null;
  oAuthPrompt: boolean;
  server: string | null;
  resource: string | null;
}

const initialState: IdentityDialogState = {
  open: false,
  signingIn: false,
  error: null,
  oAuthPrompt: false,
  server: null,
  resource: null,
};

export const identityDialogSlice = createSlice({
  name: 'identityDialog',
  initialState,
  reducers: {
    identityPromptOpened(
      _state,
      { payload }: PayloadAction<{ server: string; resource: string; oAuthPrompt: boolean }>,
    ) {
      return { ...initialState, open: true, ...payload };
    },
    /** Submitted: the bridge receives username and password (nothing for an OAuth prompt). */
    identitySubmitted(state) {
      state.signingIn = true;
      state.error = null;
    },
    identitySignInFailed(state, { payload }: PayloadAction<AppError>) {
      state.signingIn = false;
      state.error = payload;
    },
    /** Spec §4: Cancel sets signingIn false, closes the dialog and emits the cancel event. */
    identityCancelled(state) {
      state.signingIn = false;
      state.open = false;
    },
    identitySignedIn() {
      return initialState;
    },
  },
  selectors: {
    selectIdentityDialog: (state) => state,
  },
});

export const {
  identityPromptOpened,
  identitySubmitted,
  identitySignInFailed,
  identityCancelled,
  identitySignedIn,
} = identityDialogSlice.actions;
export const { selectIdentityDialog } = identityDialogSlice.selectors;
