import { createAction } from '@reduxjs/toolkit';

/**
 * The router moved to another location. Dispatched by the layout on every location change;
 * `pathname` is the app path without the /tims base. Page views and page-specific
 * notifications follow it.
 */
export const locationChanged = createAction<{ pathname: string; search: string }>(
  'router/locationChanged',
);
