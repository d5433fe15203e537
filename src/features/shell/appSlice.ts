import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '../../../contracts/config';
import type { AppError } from '../../lib/appError';
import { configApi } from './configApi';
import type { Layout } from './layoutMode';

export type LoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface AppState {
  configStatus: LoadState;
  /** Empty (null) until loaded, and after a failure: the public screens work without it. */
  config: AppConfig | null;
  error: AppError | null;
  layout: Layout;
  online: boolean;
  navDrawerOpen: boolean;
  sidePanelOpen: boolean;
}

const initialState: AppState = {
  configStatus: 'not-loaded',
  config: null,
  error: null,
  layout: { mode: 'wide', mobile: false },
  online: true,
  navDrawerOpen: false,
  sidePanelOpen: true,
};

const { getConfig } = configApi.endpoints;

export const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    /** The layout saga measured the window (debounced 300 ms). */
    layoutMeasured(state, { payload }: PayloadAction<Layout>) {
      state.layout = payload;
      if (payload.mode !== 'drawer') state.navDrawerOpen = false;
    },
    navDrawerToggled(state) {
      state.navDrawerOpen = !state.navDrawerOpen && state.layout.mode === 'drawer';
    },
    navDrawerClosed(state) {
      state.navDrawerOpen = false;
    },
    sidePanelToggled(state) {
      state.sidePanelOpen = !state.sidePanelOpen;
    },
    connectivityChanged(state, { payload }: PayloadAction<{ online: boolean }>) {
      state.online = payload.online;
    },
    /** A top-level saga failed; the others keep running. */
    sagaCrashed(state, { payload }: PayloadAction<{ saga: string; error: AppError }>) {
      state.error = payload.error;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(getConfig.matchPending, (state) => {
        state.configStatus = 'loading';
      })
      .addMatcher(getConfig.matchFulfilled, (state, { payload }) => {
        state.configStatus = 'loaded';
        state.config = payload;
      })
      .addMatcher(getConfig.matchRejected, (state, action) => {
        if (action.meta.condition) return; // a duplicate request, not a failure
        state.configStatus = 'failed';
        state.config = null;
        state.error = action.payload ?? { code: 'unknown', message: action.error.message ?? '' };
      });
  },
  selectors: {
    selectConfig: (state) => state.config,
    selectConfigStatus: (state) => state.configStatus,
    selectLayout: (state) => state.layout,
    selectIsDrawerMode: (state) => state.layout.mode === 'drawer',
    selectIsMobile: (state) => state.layout.mobile,
    selectNavDrawerOpen: (state) => state.navDrawerOpen,
    selectSidePanelOpen: (state) => state.sidePanelOpen,
    selectMenuInHeader: (state) => state.config?.ui.menuInHeader ?? false,
    selectOnline: (state) => state.online,
  },
});

export const {
  layoutMeasured,
  navDrawerToggled,
  navDrawerClosed,
  sidePanelToggled,
  connectivityChanged,
  sagaCrashed,
} = appSlice.actions;

export const {
  selectConfig,
  selectConfigStatus,
  selectLayout,
  selectIsDrawerMode,
  selectIsMobile,
  selectNavDrawerOpen,
  selectSidePanelOpen,
  selectMenuInHeader,
  selectOnline,
} = appSlice.selectors;
