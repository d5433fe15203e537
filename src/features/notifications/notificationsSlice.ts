import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { notificationsApi } from './notificationsApi';

/**
 * Banners the visitor closed: notification id → the version (`updatedAt`) closed. A notification
 * changed since shows again; one no longer active is forgotten when the list next loads.
 */
export type DismissedBanners = Record<string, string>;

export interface NotificationsState {
  drawerOpen: boolean;
  dismissedBanners: DismissedBanners;
}

const initialState: NotificationsState = { drawerOpen: false, dismissedBanners: {} };

const { getNotifications } = notificationsApi.endpoints;

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** The bell in the header was pressed: the drawer opens, or closes if it was open. */
    bellToggled(state) {
      state.drawerOpen = !state.drawerOpen;
    },
    drawerClosed(state) {
      state.drawerOpen = false;
    },
    /** An administrator chose Edit on a card: the drawer closes and the editor opens (saga). */
    notificationEditRequested(state, _action: PayloadAction<{ id: number }>) {
      state.drawerOpen = false;
    },
    bannerDismissed(state, { payload }: PayloadAction<{ id: number; updatedAt: string }>) {
      state.dismissedBanners[String(payload.id)] = payload.updatedAt;
    },
    /** The dismissals this browser remembered, read at start-up. */
    dismissedBannersRestored(state, { payload }: PayloadAction<DismissedBanners>) {
      state.dismissedBanners = { ...payload, ...state.dismissedBanners };
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(getNotifications.matchFulfilled, (state, { payload }) => {
      const active = new Set(payload.items.map((item) => String(item.id)));
      for (const id of Object.keys(state.dismissedBanners)) {
        if (!active.has(id)) delete state.dismissedBanners[id];
      }
    });
  },
  selectors: {
    selectDrawerOpen: (state) => state.drawerOpen,
    selectDismissedBanners: (state) => state.dismissedBanners,
  },
});

export const {
  bellToggled,
  drawerClosed,
  notificationEditRequested,
  bannerDismissed,
  dismissedBannersRestored,
} = notificationsSlice.actions;

export const { selectDrawerOpen, selectDismissedBanners } = notificationsSlice.selectors;
