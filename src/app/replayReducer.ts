import { combineSlices } from '@reduxjs/toolkit';
import { mapSlice } from '../features/map/mapSlice';
import { coreSlices, type RootState } from './rootReducer';

const beforeTheMap = combineSlices(...coreSlices);
const withTheMap = combineSlices(...coreSlices, mapSlice);

function holdsTheMap(state: unknown): boolean {
  return typeof state === 'object' && state !== null && mapSlice.reducerPath in state;
}

/**
 * The root reducer as a recorded session ran it, for replays (the admin's replay viewer, trimming
 * a log for the contact form, `npm run replay`). The map's slice joined the app when the map
 * screen first opened; it joins a replay at the log's first action of the map, or from the start
 * when the log's state already holds the map, so a session that never opened the map replays to
 * a state without it, as recorded. Two reducers of their own, never injected into: the live
 * app's `rootReducer` gains the map when /map opens, and a replay must not depend on whether it
 * did in this page.
 */
export function replayReducer(state: RootState | undefined, action: { type: string }): RootState {
  const reachedTheMap = action.type.startsWith(`${mapSlice.reducerPath}/`) || holdsTheMap(state);
  return (reachedTheMap ? withTheMap : beforeTheMap)(state as never, action as never) as RootState;
}
