import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../lib/appError';
import type { AuthMode } from '../../services/portal/oauthSettings';
import type { LoadState } from '../shell/appSlice';
import type { PortalInfo, PortalUser } from './portalTypes';

/** Spec §4 (services/portal/oauthSettings.ts says what each mode does). */
export type { AuthMode };

/**
 * Where this tab's session is. `unknown` until the start-up saga has looked for a stored
 * credential; guards wait while it is.
 */
export type SessionState = 'unknown' | 'anonymous' | 'signing-in' | 'signed-in' | 'signing-out';

export interface PortalState {
  loadState: LoadState;
  /** Why portals/self could not be loaded (kept while a sign-in attempt clears `error`). */
  loadError: AppError | null;
  authMode: AuthMode;
  info: PortalInfo | null;
  session: SessionState;
  user: PortalUser | null;
  isAdmin: boolean;
  /** Expiry of the access token (epoch ms): not a secret, shown in the profile. */
  tokenExpires: number | null;
  error: AppError | null;
}

const initialState: PortalState = {
  loadState: 'not-loaded',
  loadError: null,
  authMode: 'auto',
  info: null,
  session: 'unknown',
  user: null,
  isAdmin: false,
  tokenExpires: null,
  error: null,
};

export const portalSlice = createSlice({
  name: 'portal',
  initialState,
  reducers: {
    portalLoadStarted(state) {
      state.loadState = 'loading';
    },
    portalLoaded(state, { payload }: PayloadAction<PortalInfo>) {
      state.loadState = 'loaded';
      state.loadError = null;
      state.info = payload;
    },
    portalLoadFailed(state, { payload }: PayloadAction<AppError>) {
      state.loadState = 'failed';
      state.loadError = payload;
      state.error = payload;
    },
    /** The session saga has the app config and starts in the deployment's auth mode. */
    sessionStarted(state, { payload }: PayloadAction<{ authMode: AuthMode }>) {
      state.authMode = payload.authMode;
    },
    /**
     * Start-up found no usable stored credential: the visitor is anonymous ("User not signed
     * in"). Only the start-up decides this: a sign-in already under way (the portal's callback
     * reported meanwhile) is not overturned.
     */
    sessionAnonymous(state) {
      if (state.session === 'unknown') state.session = 'anonymous';
    },
    /**
     * The visitor asked to sign in; `returnTo` is the app path to come back to. `atStart`: the
     * `immediate` auth mode asked for it while the page loaded (no click, so no popup window).
     */
    signInRequested(state, _action: PayloadAction<{ returnTo: string; atStart?: boolean }>) {
      state.session = 'signing-in';
      state.error = null;
    },
    /**
     * The portal sent the browser back to /auth with a code (or an error). The code is named
     * `authorizationCode` so that the redaction of DevTools and the action log hides it.
     */
    authCallbackReceived(
      state,
      _action: PayloadAction<{
        authorizationCode: string | null;
        state: string | null;
        error: string | null;
      }>,
    ) {
      state.session = 'signing-in';
    },
    signInFailed(state, { payload }: PayloadAction<AppError>) {
      state.session = 'anonymous';
      state.error = payload;
    },
    userSignedIn(
      state,
      { payload }: PayloadAction<{ user: PortalUser; isAdmin: boolean; tokenExpires: number }>,
    ) {
      state.session = 'signed-in';
      state.user = payload.user;
      state.isAdmin = payload.isAdmin;
      state.tokenExpires = payload.tokenExpires;
      state.error = null;
    },
    groupsFetchFailed(state, { payload }: PayloadAction<AppError>) {
      state.error = payload;
    },
    credentialRefreshed(state, { payload }: PayloadAction<{ tokenExpires: number }>) {
      state.tokenExpires = payload.tokenExpires;
    },
    /** The token was refused (498) or could not be renewed: sign in again. */
    sessionExpired(state, { payload }: PayloadAction<AppError>) {
      state.session = 'anonymous';
      state.user = null;
      state.isAdmin = false;
      state.tokenExpires = null;
      state.error = payload;
    },
    signOutRequested(state) {
      state.session = 'signing-out';
    },
    signedOut(state) {
      state.session = 'anonymous';
      state.user = null;
      state.isAdmin = false;
      state.tokenExpires = null;
    },
  },
  selectors: {
    selectPortalLoadState: (state) => state.loadState,
    selectPortalInfo: (state) => state.info,
    selectSession: (state) => state.session,
    selectUser: (state) => state.user,
    selectIsAdmin: (state) => state.isAdmin,
    selectPortalError: (state) => state.error,
    selectPortalLoadError: (state) => state.loadError,
    selectAuthMode: (state) => state.authMode,
  },
});

export const {
  portalLoadStarted,
  portalLoaded,
  portalLoadFailed,
  sessionStarted,
  sessionAnonymous,
  signInRequested,
  authCallbackReceived,
  signInFailed,
  userSignedIn,
  groupsFetchFailed,
  credentialRefreshed,
  sessionExpired,
  signOutRequested,
  signedOut,
} = portalSlice.actions;

export const {
  selectPortalLoadState,
  selectPortalInfo,
  selectSession,
  selectUser,
  selectIsAdmin,
  selectPortalError,
  selectPortalLoadError,
  selectAuthMode,
} = portalSlice.selectors;
